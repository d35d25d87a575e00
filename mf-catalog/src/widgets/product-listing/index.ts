export { ProductListing } from './ui/ProductListing';
