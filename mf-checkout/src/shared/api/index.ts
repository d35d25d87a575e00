export { apiFailureOf, type ApiFailure } from './apiError';
export { linesOf, NO_STATUSES, toCartLine, totalsOf, type CartLine, type CartLineProduct } from './cartApi';
export * from './checkoutApi';
