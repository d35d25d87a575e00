import { mountHarness } from 'shared-kit/harness';
import { routes } from './exposes/routes';
import { CatalogDropdown } from './exposes/CatalogDropdown';

// The team's harness: the remote alone, against the real API (proxied by its own server).
mountHarness({
  name: 'mf_catalog',
  routes,
  links: [
    { to: '/', label: 'Главная' },
    { to: '/category', label: 'Каталог', end: true },
    { to: '/brands', label: 'Бренды' },
  ],
  header: <CatalogDropdown />,
  // Where the other teams' remotes run on a developer's machine; a remote that is down shows its fallback.
  siblings: [
    { name: 'mf_checkout', entry: 'http://localhost:8082/mf-manifest.json' },
    { name: 'mf_account', entry: 'http://localhost:8083/mf-manifest.json' },
  ],
});
