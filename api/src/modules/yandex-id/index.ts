/**
 * The yandex-id module's face: the Yandex ID settings.
 * Other modules, the plugins and app.ts import the module only from here (docs/adr/0041-api-module-faces.md).
 */
export { loadYandexConfig, type YandexConfig } from './yandex-config';
