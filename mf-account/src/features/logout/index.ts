export { logout } from './model/logout';
export { LogoutButton } from './LogoutButton';
