import { displayPhone } from '../../shared/money';
import { layoutLetter, type LetterBlock } from '../mail/index';
import type { MailMessage } from '../mail/index';
import type { FeedbackRecord } from './feedback-repository';

/** `+7 (916) 123-45-67` from `+79161234567`. */
export { displayPhone };

/** The shop's time (Pskov is on Moscow time). */
function moscowTime(at: Date | string): string {
  return new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', dateStyle: 'long', timeStyle: 'short' }).format(new Date(at));
}

const WHAT = {
  feedback: { shopSubject: 'Сообщение с сайта', customerSubject: 'Мы получили ваше сообщение', noun: 'сообщение' },
  callback: { shopSubject: 'Заявка на обратный звонок', customerSubject: 'Мы получили вашу заявку на звонок', noun: 'заявку' },
} as const;

/** The letter to the shop's staff (`MAIN_EMAIL`); an answer goes straight to the customer. */
export function shopNotification(record: FeedbackRecord, to: string): MailMessage {
  const what = WHAT[record.kind];
  const blocks: LetterBlock[] = [
    { text: `Имя: ${record.name}` },
    { text: `Телефон: ${displayPhone(record.phone)}` },
    ...(record.email ? [{ text: `E-mail: ${record.email}` }] : []),
    ...(record.call_time ? [{ text: `Удобное время для звонка: ${record.call_time}` }] : []),
    { text: record.message ? `Сообщение: ${record.message}` : 'Сообщение не написано.' },
    { text: `Отправлено: ${moscowTime(record.created_at)} (МСК)${record.account_id ? `, покупатель №${record.account_id}` : ''}` },
  ];
  const letter = layoutLetter(`${what.shopSubject} №${record.id}`, blocks, ['Письмо отправлено с сайта автоматически.']);
  return {
    to,
    subject: `${what.shopSubject} №${record.id}: ${record.name}`,
    ...letter,
    ...(record.email ? { replyTo: record.email } : {}),
  };
}

/** The customer's copy of what they sent. */
export function customerCopy(record: FeedbackRecord & { email: string }, shopPhone: string): MailMessage {
  const what = WHAT[record.kind];
  const promise =
    record.kind === 'callback'
      ? `Мы позвоним по номеру ${displayPhone(record.phone)} в ближайшее рабочее время${record.call_time ? ` (вы просили: ${record.call_time})` : ''}.`
      : 'Мы ответим в рабочее время на этот адрес или позвоним по номеру из сообщения.';
  const blocks: LetterBlock[] = [
    { text: `Здравствуйте, ${record.name}!` },
    { text: `Спасибо, что написали нам. Мы получили ${record.kind === 'callback' ? 'вашу' : 'ваше'} ${what.noun} №${record.id}. ${promise}` },
    ...(record.message ? [{ text: `Ваше сообщение: ${record.message}` }] : []),
    ...(shopPhone ? [{ text: `Если вопрос срочный, позвоните нам: ${shopPhone}.` }] : []),
  ];
  const letter = layoutLetter(what.customerSubject, blocks, [
    'Вы получили это письмо, потому что отправили форму на сайте магазина. Если это были не вы, просто не отвечайте на него.',
  ]);
  return { to: record.email, subject: `${what.customerSubject} №${record.id}`, ...letter };
}
