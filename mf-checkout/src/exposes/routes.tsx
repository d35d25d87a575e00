import { lazy } from 'react';
import type { RemoteRoutesModule } from 'shared-kit/contracts';
import { withStore } from '../app/withStore';

const CartPage = lazy(() => import('../pages/cart').then((m) => ({ default: withStore(m.CartPage) })));
const OrderPage = lazy(() => import('../pages/order').then((m) => ({ default: withStore(m.OrderPage) })));
const OrderConfirmPage = lazy(() =>
  import('../pages/order-confirm').then((m) => ({ default: withStore(m.OrderConfirmPage) })),
);

/**
 * Routes of the checkout team, mounted by the shell (docs/product.md §2). `/order` and `/order/confirm/*` are
 * guarded: the shell sends a visitor without an auth cookie away before they render.
 */
export const routes: RemoteRoutesModule['routes'] = [
  { path: '/cart', element: <CartPage /> },
  { path: '/order', element: <OrderPage /> },
  { path: '/order/confirm/*', element: <OrderConfirmPage /> },
];
