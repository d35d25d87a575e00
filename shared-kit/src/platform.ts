/**
 * shared-kit/platform: the platform core, the one part of shared-kit that every app shares at runtime as a
 * strict singleton (ADR 0023): the event bus, the session, the HTTP client, and the loader of remote pages
 * and fragments with the remotes' declarations. Its state lives on `globalThis`, and its protocol is what
 * the major version promises: a change that an app built on an earlier 1.x could not use is 2.0.0.
 * Everything else of shared-kit (contracts, formatting, UI, validation, forms) is bundled into each app.
 */
export { createEventBus, getEventBus, type EventBus } from './bus/eventBus';
export { SessionService, getSession, createCustomToken, type SessionState } from './session/sessionService';
export { getCookie, setCookie, deleteCookie, COOKIES, type CookieOptions } from './session/cookies';
export { whenSessionReady, SESSION_WAIT_MS } from './session/whenSessionReady';
export { useSignedIn } from './session/useSignedIn';
export {
  createHttpClient,
  getHttp,
  setHttp,
  authorizationHeader,
  isHttpStatus,
  startSession,
  HttpClientError,
  isHttpClientError,
  type HttpAdapter,
  type HttpClient,
  type HttpRequestConfig,
  type HttpResponse,
} from './http/httpClient';
export { ErrorBoundary, type ErrorBoundaryProps } from './federation/ErrorBoundary';
export { Fragment, FragmentPlaceholder, FragmentUnavailable, FRAGMENT_TIMEOUT_MS } from './federation/Fragment';
export {
  withTimeLimit,
  isTimeLimitError,
  TimeLimitError,
  announceArrival,
  useArrivals,
} from './federation/lateArrivals';
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
  DECLARATION_TIMEOUT_MS,
} from './federation/declarations';
