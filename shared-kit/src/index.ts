/**
 * shared-kit: what the apps of the shop have in common. Built into each app, except the platform core
 * (`shared-kit/platform`: bus, session, HTTP client, the remote loader), which the apps share at runtime
 * as one strict singleton (ADR 0023). Contracts live in `shared-kit/contracts` (types and constants only,
 * safe for the API to import).
 */
export * from './contracts';
// The platform core, shared at runtime (one copy on the page); the rest of this entry is bundled.
export * from 'shared-kit/platform';
// HTML from the API is shown through CleanHtml, which loads the cleaner only when the browser must clean.
export { CleanHtml, type CleanHtmlProps } from './html/CleanHtml';
export { sanitizeHtml } from './html/sanitizeHtml';
export {
  createRenderScope,
  RenderScopeProvider,
  useAppStore,
  scopedStore,
  serverState,
  serialiseServerState,
  useHydrated,
  useCookie,
  SERVER_STATE_ID,
  type RenderScope,
} from './federation/renderScope';
export {
  httpBaseQuery,
  isHttpErrorStatus,
  toHttpError,
  type HttpBaseQuery,
  type HttpError,
  type HttpRequest,
} from './http/httpBaseQuery';
export * from './query';
export {
  formatPrice,
  formatKopecks,
  pluralize,
  formatCount,
  formatMoscowDate,
  WORDS,
  availabilityOf,
  type Availability,
  type PluralForms,
} from './format/format';
export { pageTitle, usePageTitle, SHOP_TITLE } from './format/pageTitle';
export * from './ui';
export { messages as sharedMessages } from './messages';
export * from './validation';
export { DEFAULT_FORMS_CONFIG, loadFormsConfig, resetFormsConfig, runCaptcha } from './forms/captcha';
