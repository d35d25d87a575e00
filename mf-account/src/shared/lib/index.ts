export { reloadPage } from './reloadPage';
export { useInitialFocus } from './useInitialFocus';
export { usePagedList, useReloadableResource, useResource, type PagedList, type ResourceState } from './useResource';
