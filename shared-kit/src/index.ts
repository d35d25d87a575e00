/**
 * shared-kit: what every app of the shop shares at runtime as a singleton. Contracts live in
 * `shared-kit/contracts` (types and constants only, safe for the API to import).
 */
export * from './contracts';
export { createEventBus, getEventBus, type EventBus } from './bus/eventBus';
export { SessionService, getSession, createCustomToken, type SessionState } from './session/sessionService';
export { getCookie, setCookie, deleteCookie, COOKIES, type CookieOptions } from './session/cookies';
export { whenSessionReady, SESSION_WAIT_MS } from './session/whenSessionReady';
export { useSignedIn } from './session/useSignedIn';
export { sanitizeHtml } from './html/sanitizeHtml';
export { createHttpClient, getHttp, authorizationHeader, isHttpStatus, startSession } from './http/httpClient';
export {
  httpBaseQuery,
  isHttpErrorStatus,
  toHttpError,
  type HttpBaseQuery,
  type HttpError,
  type HttpRequest,
} from './http/httpBaseQuery';
export { ErrorBoundary, type ErrorBoundaryProps } from './federation/ErrorBoundary';
export { Fragment, FragmentPlaceholder, FragmentUnavailable } from './federation/Fragment';
export { NotFoundError, isNotFoundError } from './federation/NotFoundError';
export { setRemoteLoader, loadRemoteModule, type RemoteModuleLoader } from './federation/remoteLoader';
export {
  setRemoteDeclarations,
  remoteDeclarations,
  ownerOfPath,
  isGuardedPath,
  declaredTitle,
  declaredFragment,
  declarationUrl,
  fetchRemoteDeclarations,
} from './federation/declarations';
export {
  formatPrice,
  formatKopecks,
  pluralize,
  formatCount,
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
