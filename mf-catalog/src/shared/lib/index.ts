export { useQueryView, type QueryView } from './queryView';
export { searchString } from './searchString';
export { pickTitle, useDocumentTitle } from './useDocumentTitle';
export { DESKTOP_QUERY, useMediaQuery } from './useMediaQuery';
export { useNearViewport } from './useNearViewport';
