/**
 * shared-kit/harness: the standalone harness every remote's `src/bootstrap.tsx` mounts. Development
 * only: nothing reachable from `shared-kit`'s main entry imports it.
 */
export { mountHarness, type HarnessLink, type HarnessOptions } from './mountHarness';
export { HarnessProducts, type HarnessProductsProps } from './HarnessProducts';
export { type HarnessSibling } from './siblings';
