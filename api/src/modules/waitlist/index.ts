/**
 * The waitlist module's face: the waitlist's repository and the restock letters' plugin.
 * Files outside the module import it only from here (docs/adr/0041-api-module-faces.md).
 */
export { restockLettersPlugin } from './restock-letters-plugin';
export { createWaitlistRepository, type WaitlistRepository } from './waitlist-repository';
