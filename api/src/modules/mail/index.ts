/**
 * The mail module's face: the letters, the mailer, the outbox and the mail plugin.
 * Files outside the module import it only from here (docs/adr/0041-api-module-faces.md).
 */
export { escapeHtml, layoutLetter, type LetterBlock } from './letter';
export { mailPlugin } from './mail-plugin';
export { type Mailer, type MailMessage } from './mailer';
export { createOutboxRepository, type OutboxRepository } from './outbox-repository';
