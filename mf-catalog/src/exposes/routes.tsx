import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteRoutesModule } from 'shared-kit/contracts';
import { withStore } from '../app/withStore';
import { PageSkeleton } from '../shared/ui';

const HomePage = lazy(() => import('../pages/home').then((m) => ({ default: m.HomePage })));
const CatalogRootPage = lazy(() =>
  import('../pages/catalog-root').then((m) => ({ default: m.CatalogRootPage })),
);
const CategoryPage = lazy(() => import('../pages/category').then((m) => ({ default: m.CategoryPage })));
const ProductPage = lazy(() => import('../pages/product').then((m) => ({ default: m.ProductPage })));
const BrandsPage = lazy(() => import('../pages/brands').then((m) => ({ default: m.BrandsPage })));

/** A page of the catalogue in its store, with the catalogue's own skeleton while its code loads. */
function page(Page: LazyExoticComponent<ComponentType>) {
  return withStore(
    <Suspense fallback={<PageSkeleton />}>
      <Page />
    </Suspense>,
  );
}

/**
 * Routes of the catalogue team (docs/product.md §2), absolute, rendered by the shell with `useRoutes` inside its
 * layout. No catch-all: an unmatched address is the shell's 404.
 */
export const routes: RemoteRoutesModule['routes'] = [
  { path: '/', element: page(HomePage) },
  { path: '/category', element: page(CatalogRootPage) },
  { path: '/category/*', element: page(CategoryPage) },
  { path: '/products/*', element: page(ProductPage) },
  { path: '/brands', element: page(BrandsPage) },
];
