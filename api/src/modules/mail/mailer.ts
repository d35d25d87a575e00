import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { OutboxRepository } from './outbox-repository';

/** A letter of the shop: always both an HTML and a plain-text body. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where the answer goes, when not to the shop's sender (a customer's feedback, for instance). */
  replyTo?: string;
}

/** Sends the shop's letters. */
export interface Mailer {
  /** Resolves when the relay (or the outbox) accepted the letter; rejects when it did not. */
  send(message: MailMessage): Promise<void>;
  /** Closes pooled SMTP connections. */
  close(): void;
}

/** Seconds an SMTP relay may take to connect, greet or answer before the letter counts as not sent. */
const SMTP_TIMEOUT_MS = 15_000;

/** Sends through an SMTP relay with nodemailer. */
export function createSmtpMailer(smtpUrl: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport: Transporter = nodemailer.createTransport(smtpUrl, {
    from,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      // The recipient is personal data: the log keeps the subject and the relay's id only.
      log.info({ subject: message.subject, messageId: info.messageId }, 'letter sent');
    },
    close() {
      transport.close();
    },
  };
}

/**
 * Keeps letters in the development outbox (`GET /api/dev/mailbox`) and logs them, so a developer or an
 * end-to-end test reads the sign-in code without a mail server. Never used in production (see config).
 */
export function createOutboxMailer(outbox: OutboxRepository, log: FastifyBaseLogger): Mailer {
  return {
    async send(message) {
      await outbox.add({ recipient: message.to, subject: message.subject, text: message.text, html: message.html });
      log.info({ to: message.to, subject: message.subject, text: message.text }, 'letter kept in the development outbox');
    },
    close() {},
  };
}
