/**
 * shared-kit/testing: the apps' test helpers (a fake API on the shared HTTP client, the one render
 * wrapper, fixtures). Test code only: nothing reachable from `shared-kit`'s main entry imports it, so it
 * never reaches a production bundle. The common setup is `setup.ts`, installed by tooling/jest.cjs.
 */
export {
  mockHttp,
  restoreHttp,
  takeRefusedAnswers,
  type EmptyReply,
  type FailureReply,
  type Handler,
  type MockedHttp,
  type MockRoutes,
  type RecordedRequest,
  type Reply,
  type SuccessReply,
} from './mockHttp';
export { createRenderWithProviders, LocationProbe, type RenderOptions } from './renderWithProviders';
export { CatchError, type CatchErrorProps } from './CatchError';
export { makeFormsConfig, makeProduct, paged } from './fixtures';
export { apiAnswerProblems, apiRouteOf } from './apiSchemas';
