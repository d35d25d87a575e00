import { lazy } from 'react';
import type { RemoteRoutesModule } from 'shared-kit/contracts';
import { withStore } from '../app/withStore';

const SearchPage = lazy(() => import('../pages/search').then((m) => ({ default: m.SearchPage })));

/** Routes of the search team, mounted by the shell (docs/product.md §2: `/search`). */
export const routes: RemoteRoutesModule['routes'] = [{ path: '/search', element: withStore(<SearchPage />) }];
