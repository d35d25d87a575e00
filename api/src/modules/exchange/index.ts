/**
 * The exchange module's face: the 1C exchange's settings.
 * Files outside the module import it only from here (docs/adr/0041-api-module-faces.md).
 */
export { DEFAULT_EXCHANGE_CONFIG, loadExchangeConfig, type ExchangeConfig } from './exchange-config';
