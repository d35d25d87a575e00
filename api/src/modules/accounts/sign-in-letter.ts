import { layoutLetter } from '../mail/index';
import type { MailMessage } from '../mail/index';
import { SITE_NAME } from '../../shared/shop';
import { accountMessages } from './account-messages';
import { SIGN_IN_RULES } from './sign-in-rules';

/** The letter with a sign-in code (or a code confirming a new address from the cabinet). */
export function signInLetter(to: string, code: string, purpose: 'sign_in' | 'email_change'): MailMessage {
  const minutes = SIGN_IN_RULES.codeTtlSeconds / 60;
  const signIn = purpose === 'sign_in';
  const { text, html } = layoutLetter(
    signIn ? 'Код для входа' : 'Код для смены почты',
    [
      {
        text: signIn
          ? `Ваш код для входа в интернет-магазин «${SITE_NAME}»: ${code}`
          : `Код, подтверждающий новую почту в личном кабинете «${SITE_NAME}»: ${code}`,
      },
      { text: `Код действует ${minutes} минут и подходит один раз. Никому его не сообщайте: сотрудники магазина никогда не спрашивают код.` },
      { text: 'Если вы не запрашивали код, просто не отвечайте на это письмо — без кода в ваш кабинет никто не войдёт.' },
    ],
    ['Письмо отправлено автоматически, отвечать на него не нужно.'],
  );
  return {
    to,
    subject: signIn ? accountMessages.letterSubject(code, `«${SITE_NAME}»`) : accountMessages.emailChangeSubject(code, `«${SITE_NAME}»`),
    text,
    html,
  };
}
