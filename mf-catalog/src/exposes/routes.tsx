import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { BannerSelectionKeyDto, HeadMatch, PageHeadThunk, PrefetchMatch, RemoteRoutesModule } from 'shared-kit/contracts';
import { createCatalogStore, type CatalogDispatch } from '../app/store';
import { STORE_NAME, withStore } from '../app/withStore';
import { PageSkeleton } from '../shared/ui';
import { catalogApi } from '../shared/api';
import { listingRequestOf } from '../widgets/product-listing';
import type { HeadKind } from './head';

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

const { endpoints } = catalogApi;
const splatOf = ({ params }: PrefetchMatch) => params['*'] ?? '';

/**
 * A page's head (ADR 0043), built from the data its prefetch put in the store; its code is loaded only by
 * the server's render, never by the browser.
 */
const head =
  (kind: HeadKind) =>
  (match: HeadMatch): PageHeadThunk =>
  async (dispatch) =>
    (await import('./head')).pageHead(kind, match, dispatch as CatalogDispatch);

/** The selection of the home page's hero (`widgets/hero-slider`). */
const HERO: BannerSelectionKeyDto = 'main_hero_top';

/**
 * The hero's banners, asked for as the hero's hooks ask: the active selections first, then the banners
 * only when the hero's selection is active. Its first picture is the home page's largest, so it is in the
 * server's HTML rather than found by the browser's code.
 */
const heroBanners = () => async (dispatch: CatalogDispatch) => {
  const keys = await dispatch(endpoints.activeSelectionKeys.initiate());
  if (keys.data?.includes(HERO)) await dispatch(endpoints.bannerSelection.initiate(HERO));
};

/**
 * Routes of the catalogue team (docs/product.md §2), absolute, rendered by the shell with `useRoutes` inside its
 * layout. No catch-all: an unmatched address is the shell's 404. Each page names the data of its first
 * screen (`prefetch`), with the arguments its hooks use, for the server render (ADR 0027), and describes its
 * head from that data (`head`, ADR 0043; the home page's head is the shell's, from its site settings).
 */
export const routes: RemoteRoutesModule['routes'] = [
  { path: '/', element: page(HomePage), prefetch: () => [endpoints.categoryTree.initiate(), heroBanners()] },
  { path: '/category', element: page(CatalogRootPage), prefetch: () => [endpoints.categoryTree.initiate()], head: head('catalogue') },
  {
    path: '/category/*',
    element: page(CategoryPage),
    prefetch: (match) => [
      endpoints.categoryTree.initiate(),
      endpoints.listing.initiate(listingRequestOf(splatOf(match), match.search)),
    ],
    head: head('category'),
  },
  {
    path: '/products/*',
    element: page(ProductPage),
    prefetch: (match) => [endpoints.product.initiate(splatOf(match).replace(/^\/+|\/+$/g, ''))],
    head: head('product'),
  },
  {
    path: '/brands',
    element: page(BrandsPage),
    prefetch: ({ search }) => [
      endpoints.popularBrands.initiate(),
      endpoints.brandList.initiate((search.get('letter') ?? '').trim().toUpperCase()),
    ],
    head: head('brands'),
  },
];

/** The catalogue's pages are rendered on the server too, each request with a store of its own. */
export const server: RemoteRoutesModule['server'] = { storeName: STORE_NAME, createStore: () => createCatalogStore() };
