import { layoutLetter } from '../mail/index';
import type { MailMessage } from '../mail/index';

/** Addresses of a subscriber's links. */
export function subscriptionLinks(publicUrl: string, tokens: { confirm_token: string; unsubscribe_token: string }) {
  return {
    confirm: `${publicUrl}/api/subscriber/confirm?token=${encodeURIComponent(tokens.confirm_token)}`,
    unsubscribe: `${publicUrl}/api/subscriber/unsubscribe?token=${encodeURIComponent(tokens.unsubscribe_token)}`,
  };
}

/**
 * The double opt-in letter: the newsletter's title and description (`TITLE_SUBSCRIBER_FORM`,
 * `DESCRIPTION_SUBSCRIBER_FORM`), the confirmation link, and the unsubscribe link every letter carries.
 */
export function confirmationLetter(
  to: string,
  form: { title: string; description: string },
  links: { confirm: string; unsubscribe: string },
): MailMessage {
  const letter = layoutLetter(
    'Подтвердите подписку на рассылку',
    [
      { text: `${form.title}. ${form.description}`.replace(/\.\./g, '.') },
      { text: 'Чтобы получать наши письма, подтвердите, что этот адрес ваш и вы согласны на рассылку:' },
      { link: links.confirm, label: 'Подтвердить подписку' },
      { text: 'Если вы не подписывались, просто не отвечайте на это письмо: без подтверждения мы ничего не пришлём.' },
    ],
    [`Отписаться от рассылки: ${links.unsubscribe}`],
  );
  return { to, subject: 'Подтвердите подписку на рассылку', ...letter };
}
