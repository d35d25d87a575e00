import { mountHarness } from 'shared-kit/harness';
import { routes } from './exposes/routes';
import { SearchDropdown } from './exposes/SearchDropdown';

// The team's harness: the remote alone, against the real API (proxied by its own server).
mountHarness({
  name: 'mf_search',
  routes,
  links: [{ to: '/search', label: '/search' }],
  header: <SearchDropdown />,
});
