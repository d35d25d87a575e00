export { AppLink, type AppLinkProps } from './AppLink';
export { CartIcon } from './CartIcon';
