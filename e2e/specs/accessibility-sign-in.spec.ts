import { ACCESSIBILITY, customerEmail, openRoute } from '../support/accessibility';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { account } from '../support/texts';

/**
 * WCAG 2.2 AA of the header's profile, sign-in and registration windows: a newcomer registers through them,
 * as a visitor does, with axe on each step (`support/accessibility.ts`).
 */
test.describe(ACCESSIBILITY, { tag: '@phone' }, () => {
  test('When a visitor opens the sign-in window, asks for a code and registers, then every step of the window passes axe', async ({
    page,
    shop,
    api,
  }) => {
    test.setTimeout(300_000);
    const check = (what: string) => expectAccessible(page, what);
    const email = customerEmail('sign-in');
    await openRoute(shop, page, '/');

    await shop.header.getByRole('button', { name: account.profile, exact: true }).click();
    const profile = page.getByRole('dialog', { name: account.profile });
    await expect(profile).toBeVisible();
    await check('the profile window');
    await profile.getByRole('button', { name: account.signIn, exact: true }).click();

    const signIn = page.getByRole('dialog', { name: account.signInTitle });
    await expect(signIn.getByLabel(account.signInEmail)).toBeVisible();
    await check('the sign-in window');
    await signIn.getByLabel(account.signInEmail).fill(email);
    await signIn.getByRole('button', { name: account.getCode }).click();
    await expect(signIn.getByLabel(account.code)).toBeVisible();
    await check('the sign-in window asking for the code');

    const { code } = await api.codeFromOutbox(email);
    await signIn.getByLabel(account.code).fill(code);
    const registration = page.getByRole('dialog', { name: account.registrationTitle });
    await expect(registration.getByLabel(account.lastName)).toBeVisible();
    await check('the registration window');
    await registration.getByLabel(account.firstName, { exact: true }).fill('Ольга');
    await registration.getByLabel(account.lastName).fill('Смирнова');
    await registration.getByLabel(account.phone).pressSequentially('89161234567');
    await registration.getByRole('checkbox', { name: new RegExp(account.consent) }).check();
    await registration.getByRole('button', { name: account.register }).click();
    await expect(registration).toBeHidden();

    const cookie = (await page.context().cookies()).find((item) => item.name === 'auth_key');
    expect(cookie, 'the customer is signed in').toBeDefined();
  });
});
