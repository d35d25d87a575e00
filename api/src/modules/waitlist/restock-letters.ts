import type { FastifyBaseLogger } from 'fastify';
import { layoutLetter } from '../mail/index';
import type { Mailer, MailMessage } from '../mail/index';
import { SITE_NAME } from '../../shared/shop';
import type { DueLetterRecord, RestockRepository } from './restock-repository';

/** Letters one run writes at most; the next run takes the rest. */
const BATCH = 50;
/** A claimed letter not sent after this long (its process stopped) is claimed again. */
const STALE_CLAIM_SECONDS = 10 * 60;

/** The letter to a customer whose awaited product is back. */
export function restockLetter(due: DueLetterRecord, publicUrl: string): MailMessage {
  const link = `${publicUrl}/products/${due.product_full_slug}`;
  const { text, html } = layoutLetter(
    'Товар снова в продаже',
    [
      { text: `Вы ждали «${due.product_title}» — он снова есть в наличии.` },
      { link, label: 'Перейти к товару' },
      { text: 'Товар остаётся в вашем листе ожидания, пока вы сами его не уберёте в личном кабинете.' },
    ],
    [`Вы получили это письмо, потому что добавили товар в лист ожидания в интернет-магазине «${SITE_NAME}».`],
  );
  return { to: due.email, subject: `«${due.product_title}» снова в продаже`, text, html };
}

/** The waitlist letters job: one letter per waiting customer per restock. */
export interface RestockLetters {
  /** Writes the letters due now; resolves with how many went out. */
  runOnce(): Promise<number>;
}

/**
 * Creates the job. Its state is in the database (restocks recorded by a trigger, letters claimed by
 * primary key), so it survives a restart and several API processes may run it together. A letter the
 * relay refuses is given back for the next run; a process that stops between the relay's acceptance
 * and `sent_at` leaves a claim that is retried after 10 minutes (the rare duplicate is preferred to a
 * lost letter).
 */
export function createRestockLetters(deps: { repository: RestockRepository; mailer: Mailer; publicUrl: string; log: FastifyBaseLogger }): RestockLetters {
  return {
    async runOnce() {
      let sent = 0;
      for (const due of await deps.repository.claimDueLetters(BATCH, STALE_CLAIM_SECONDS)) {
        try {
          await deps.mailer.send(restockLetter(due, deps.publicUrl));
          await deps.repository.markSent(due.restock_id, due.account_id);
          sent += 1;
        } catch (error) {
          deps.log.warn({ err: error, restock: due.restock_id }, 'waitlist letter not sent, will retry');
          await deps.repository.release(due.restock_id, due.account_id);
        }
      }
      await deps.repository.closeFinishedRestocks();
      return sent;
    },
  };
}
