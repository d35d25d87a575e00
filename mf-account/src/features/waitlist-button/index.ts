export { WaitlistButton, type WaitlistButtonProps } from './WaitlistButton';
