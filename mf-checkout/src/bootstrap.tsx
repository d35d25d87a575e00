import { HarnessProducts, mountHarness } from 'shared-kit/harness';
import { routes } from './exposes/routes';
import { HeaderCart } from './exposes/HeaderCart';
import { CartButton } from './exposes/CartButton';

// The team's harness: the remote alone, against the real API (proxied by its own server).
mountHarness({
  name: 'mf_checkout',
  routes,
  links: [
    { to: '/cart', label: '/cart' },
    { to: '/order', label: '/order' },
    { to: '/order/confirm/1', label: '/order/confirm/1' },
  ],
  header: <HeaderCart />,
  home: (
    <HarnessProducts
      count={8}
      actions={(product) => <CartButton productId={product.id} available={product.quantity} />}
    />
  ),
});
