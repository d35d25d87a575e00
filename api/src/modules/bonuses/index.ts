/**
 * The bonuses module's face: the bonus rules and the bonus ledger.
 * Files outside the module import it only from here (docs/adr/0041-api-module-faces.md).
 */
export { WELCOME_BONUS_POINTS } from './bonus-rules';
export { bonusLedgerOn, type BonusLedgerWriter } from './bonuses-repository';
