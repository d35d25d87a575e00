export { CatalogDropdown } from './CatalogDropdown';
