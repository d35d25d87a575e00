export { CatalogRootPage } from './CatalogRootPage';
