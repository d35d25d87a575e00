export { reloadPage } from './reloadPage';
export { useInitialFocus } from './useInitialFocus';
