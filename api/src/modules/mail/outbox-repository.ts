import type { Queryable } from '../../db/database';

/** A letter kept in the development outbox. */
export interface OutboxLetterRecord {
  id: number;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Date | string;
}

/** The development outbox: letters kept in the database instead of going to an SMTP relay. */
export interface OutboxRepository {
  add(letter: { recipient: string; subject: string; text: string; html: string }): Promise<void>;
  /** The newest letters to one address, newest first. */
  listFor(recipient: string, limit: number): Promise<OutboxLetterRecord[]>;
}

export function createOutboxRepository(db: Queryable): OutboxRepository {
  return {
    async add(letter) {
      await db.query('INSERT INTO mail_outbox (recipient, subject, text_body, html_body) VALUES (lower($1), $2, $3, $4)', [
        letter.recipient,
        letter.subject,
        letter.text,
        letter.html,
      ]);
    },
    async listFor(recipient, limit) {
      const { rows } = await db.query<OutboxLetterRecord>(
        `SELECT id::int AS id, recipient, subject, text_body, html_body, created_at
         FROM mail_outbox WHERE recipient = lower($1) ORDER BY id DESC LIMIT $2`,
        [recipient, limit],
      );
      return rows;
    },
  };
}
