/**
 * The yandex-id module's face: the Yandex ID settings.
 * Files outside the module import it only from here (docs/adr/0041-api-module-faces.md).
 */
export { loadYandexConfig, type YandexConfig } from './yandex-config';
