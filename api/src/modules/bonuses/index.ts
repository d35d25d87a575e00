/**
 * The bonuses module's face: the bonus rules and the bonus ledger.
 * Other modules, the plugins and app.ts import the module only from here (docs/adr/0041-api-module-faces.md).
 */
export { WELCOME_BONUS_POINTS } from './bonus-rules';
export { bonusLedgerOn, type BonusLedgerWriter } from './bonuses-repository';
