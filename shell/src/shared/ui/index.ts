export { NotFoundPage, ServerErrorPage } from './ErrorPages';
export { PageLoading, RemoteUnavailable } from './RemoteUnavailable';
