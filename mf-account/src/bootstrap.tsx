import { HarnessProducts, mountHarness } from 'shared-kit/harness';
import { routes } from './exposes/routes';
import { AuthModals } from './exposes/AuthModals';
import { FavouriteButton } from './exposes/FavouriteButton';
import { HeaderPersonal } from './exposes/HeaderPersonal';
import { WaitlistButton } from './exposes/WaitlistButton';

// The team's harness: the remote alone, against the real API (proxied by its own server).
mountHarness({
  name: 'mf_account',
  routes,
  links: [
    { to: '/personal', label: '/personal' },
    { to: '/personal/data', label: '/personal/data' },
    { to: '/personal/orders', label: '/personal/orders' },
    { to: '/personal/favourites', label: '/personal/favourites' },
    { to: '/personal/waitlist', label: '/personal/waitlist' },
    { to: '/personal/reviews', label: '/personal/reviews' },
    { to: '/personal/help-buyer', label: '/personal/help-buyer' },
    { to: '/personal/feedback', label: '/personal/feedback' },
  ],
  header: <HeaderPersonal />,
  home: (
    <HarnessProducts
      count={4}
      corner={(product) => <FavouriteButton productId={product.id} />}
      actions={(product) => (
        <>
          <FavouriteButton productId={product.id} variant="page" />
          <WaitlistButton productId={product.id} />
        </>
      )}
    />
  ),
  overlays: <AuthModals />,
});
