/** A letter of the development outbox. */
export interface DevLetterDto {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

/**
 * Answer of `GET /api/dev/mailbox?email=...`: the newest letters to that address, newest first. Exists
 * only in development without an SMTP relay, for developers and end-to-end tests.
 */
export interface DevMailboxDto {
  letters: DevLetterDto[];
}
