/**
 * The exchange module's face: the 1C exchange's settings.
 * Other modules, the plugins and app.ts import the module only from here (docs/adr/0041-api-module-faces.md).
 */
export { DEFAULT_EXCHANGE_CONFIG, loadExchangeConfig, type ExchangeConfig } from './exchange-config';
