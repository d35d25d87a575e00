export { reloadPage } from './reloadPage';
export { useInitialFocus } from './useInitialFocus';
export { usePagedList, useResourceState, type PagedList, type ResourceState } from './resource';
