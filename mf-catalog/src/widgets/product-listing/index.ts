export { ProductListing } from './ui/ProductListing';
export { listingRequestOf } from './model/useListingRequest';
