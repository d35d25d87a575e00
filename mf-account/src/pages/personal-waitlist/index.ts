export { WaitlistPage } from './WaitlistPage';
