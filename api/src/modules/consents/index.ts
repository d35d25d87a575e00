/**
 * The consents module's face: the consents' texts and records, written inside other modules' transactions.
 * Files outside the module import it only from here (docs/adr/0041-api-module-faces.md).
 */
export { CONSENT_TEXTS } from './consent-text';
export { createConsentsRepository, type ConsentsRepository } from './consents-repository';
