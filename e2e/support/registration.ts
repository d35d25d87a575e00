import { expect, type Page } from '@playwright/test';
import type { ShopApi } from './fixtures';
import { account } from './texts';

/**
 * A newcomer through the open sign-in window: the e-mail, the code from the development mailbox, then the
 * registration window (name, surname, phone, consent) until it closes. `press` is how the journey presses:
 * a click on a desktop, a tap on a phone.
 */
export async function registerInWindows(page: Page, api: ShopApi, email: string, press: 'click' | 'tap' = 'click'): Promise<void> {
  const signIn = page.getByRole('dialog', { name: account.signInTitle });
  await signIn.getByLabel(account.signInEmail).fill(email);
  await signIn.getByRole('button', { name: account.getCode })[press]();
  const { code } = await api.codeFromOutbox(email);
  await signIn.getByLabel(account.code).fill(code);
  const registration = page.getByRole('dialog', { name: account.registrationTitle });
  await registration.getByLabel(account.firstName, { exact: true }).fill('Ольга');
  await registration.getByLabel(account.lastName).fill('Смирнова');
  await registration.getByLabel(account.phone).pressSequentially('9161234567');
  const consent = registration.getByRole('checkbox', { name: new RegExp(account.consent) });
  if (press === 'tap') await consent.tap();
  else await consent.check();
  await registration.getByRole('button', { name: account.register })[press]();
  await expect(registration).toBeHidden();
}
