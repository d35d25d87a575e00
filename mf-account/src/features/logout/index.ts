export { logout } from './logout';
export { LogoutButton } from './LogoutButton';
