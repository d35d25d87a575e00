/**
 * The consents module's face: the consents' texts and records, written inside other modules' transactions.
 * Other modules, the plugins and app.ts import the module only from here (docs/adr/0041-api-module-faces.md).
 */
export { CONSENT_TEXTS } from './consent-text';
export { createConsentsRepository, type ConsentsRepository } from './consents-repository';
