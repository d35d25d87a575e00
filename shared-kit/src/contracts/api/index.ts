/**
 * DTO types of the shop API (`/api/*`). Import them type-only:
 * `import type { ProductDto } from 'shared-kit/contracts'`.
 */
export * from './common';
export * from './session';
export * from './content';
export * from './catalog';
export * from './cart';
export * from './search';
export * from './account';
export * from './selection';
export * from './reviews';
export * from './mail';
export * from './site-services';
export * from './checkout';
export * from './delivery';
export * from './answers';
// Generated from the route schemas by `npm run contracts -w api`; the DTOs above are checked against them (contract-checks.ts).
export type { ApiComponents, ApiRoutes } from './generated';
