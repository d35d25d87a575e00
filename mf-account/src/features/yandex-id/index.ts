export { YandexIdButton } from './ui/YandexIdButton';
export { YandexLinkCard } from './ui/YandexLinkCard';
export { useYandexReturn, type YandexReturnHandlers } from './model/useYandexReturn';
export type { YandexHandoff } from './api/yandexIdApi';
