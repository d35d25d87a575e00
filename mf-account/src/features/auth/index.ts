export { AuthModals } from './ui/AuthModals';
export { CODE_COUNTDOWN_SECONDS, formatCountdown } from './model/useCountdown';
export { CODE_AUTO_SUBMIT_LENGTH, codeWasSent } from './model/signIn';
export { YandexIdButton } from './ui/YandexIdButton';
export { YandexLinkCard } from './ui/YandexLinkCard';
export { useYandexReturn, type YandexReturnHandlers } from './model/useYandexReturn';
