import { lazy } from 'react';
import type { RemoteRoutesModule } from 'shared-kit/contracts';
import { withStore } from '../app/withStore';

const PersonalHomePage = lazy(() =>
  import('../pages/personal-home').then((m) => ({ default: withStore(m.PersonalHomePage) })),
);
const PersonalDataPage = lazy(() =>
  import('../pages/personal-data').then((m) => ({ default: withStore(m.PersonalDataPage) })),
);
const OrdersPage = lazy(() =>
  import('../pages/personal-orders').then((m) => ({ default: withStore(m.OrdersPage) })),
);
const FavouritesPage = lazy(() =>
  import('../pages/personal-favourites').then((m) => ({ default: withStore(m.FavouritesPage) })),
);
const ReviewsPage = lazy(() =>
  import('../pages/personal-reviews').then((m) => ({ default: withStore(m.ReviewsPage) })),
);
const WaitlistPage = lazy(() =>
  import('../pages/personal-waitlist').then((m) => ({ default: withStore(m.WaitlistPage) })),
);
const HelpBuyerPage = lazy(() =>
  import('../pages/help-buyer').then((m) => ({ default: withStore(m.HelpBuyerPage) })),
);
const FeedbackPage = lazy(() =>
  import('../pages/feedback').then((m) => ({ default: withStore(m.FeedbackPage) })),
);

/**
 * Routes of the account team, mounted by the shell (docs/product.md §2). The shell guards all but
 * `/personal/help-buyer` and `/personal/feedback`. The waitlist answers at `/personal/Waitlist` as
 * docs/product.md §2 lists it and at the lower-case address the header links to.
 */
export const routes: RemoteRoutesModule['routes'] = [
  { path: '/personal', element: <PersonalHomePage /> },
  { path: '/personal/data', element: <PersonalDataPage /> },
  { path: '/personal/orders', element: <OrdersPage /> },
  { path: '/personal/favourites', element: <FavouritesPage /> },
  { path: '/personal/reviews', element: <ReviewsPage /> },
  { path: '/personal/Waitlist', element: <WaitlistPage />, caseSensitive: true },
  { path: '/personal/waitlist', element: <WaitlistPage /> },
  { path: '/personal/help-buyer', element: <HelpBuyerPage /> },
  { path: '/personal/feedback', element: <FeedbackPage /> },
];
