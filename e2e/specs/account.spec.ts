import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { account } from '../support/texts';

/** docs/product.md §9: auth_key lives 604800 s after registration and 50400 s after an e-mail sign-in. */
const AFTER_REGISTRATION = 604_800;
const AFTER_LOGIN = 50_400;
/** The server sends one code per address per 180 s. */
const RESEND_SECONDS = 180;

// One customer goes through the journeys in order: registered first, signed in again later.
test.describe.configure({ mode: 'serial' });

const email = `e2e.${Date.now()}@example.ru`;
let firstCodeAt = 0;
let lastLetterId = 0;

async function authCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'auth_key');
}

/** Opens the sign-in window from the header's profile popup and asks for a code. */
async function askForCode(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: account.profile, exact: true }).click();
  await page.getByRole('dialog', { name: account.profile }).getByRole('button', { name: account.signIn, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: account.signInTitle });
  await dialog.getByLabel(account.signInEmail).fill(email);
  await dialog.getByRole('button', { name: account.getCode }).click();
  return dialog;
}

test.describe('Account: registration, favourites, logout, sign-in by e-mail code (docs/product.md §2, §4, §5, §8, §9)', () => {
  test('When a visitor presses the heart, confirms the e-mail code from the outbox and registers with the mask and the consent, then they are signed in for 7 days with that favourite in the header; logout revokes the key', { tag: ['@smoke', '@desktop'] }, async ({
    page,
    shop,
    context,
    api,
  }) => {
    const configs = await api.configs();
    const product = await api.someProduct();
    await shop.open(product.url, configs.HEADER_PHONE);

    // Favourites are for signed-in customers: the heart asks to sign in first (docs/product.md §5, §6).
    await shop.main.getByRole('button', { name: account.addFavourite }).first().click();
    const signIn = page.getByRole('dialog', { name: account.signInTitle });
    await signIn.getByLabel(account.signInEmail).fill(email);
    await signIn.getByRole('button', { name: account.getCode }).click();
    await expect(signIn.getByLabel(account.code)).toBeVisible();
    firstCodeAt = Date.now();
    const { code, letterId } = await api.codeFromOutbox(email);
    lastLetterId = letterId;
    await signIn.getByLabel(account.code).fill(code);

    const registration = page.getByRole('dialog', { name: account.registrationTitle });
    await expect(registration).toBeVisible();
    await expect(signIn).toBeHidden();
    await expect(registration.getByLabel(account.signInEmail)).toHaveValue(email);
    await registration.getByLabel(account.firstName, { exact: true }).fill('Ольга');
    await registration.getByLabel(account.lastName).fill('Смирнова');
    await registration.getByLabel(account.phone).pressSequentially('89161234567');
    await expect(registration.getByLabel(account.phone)).toHaveValue('+7 (916) 123-45-67');
    const consent = registration.getByRole('checkbox', { name: new RegExp(account.consent) });
    await expect(consent).not.toBeChecked();
    await registration.getByRole('button', { name: account.register }).click();
    await expect(registration.getByText(account.consentRequired)).toBeVisible();
    await consent.check();
    await registration.getByRole('button', { name: account.register }).click();
    await expect(registration).toBeHidden();
    // The heart pressed before signing in becomes the account's favourite by itself.
    await expect(shop.main.getByText(account.favouriteAdded)).toBeVisible();

    const cookie = await authCookie(context);
    expect(cookie, 'the auth_key cookie is set').toBeDefined();
    const lifetime = cookie!.expires - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(AFTER_REGISTRATION - 120);
    expect(lifetime).toBeLessThanOrEqual(AFTER_REGISTRATION + 1);
    const token = decodeURIComponent(cookie!.value);
    expect(await api.personalInfoStatus(token)).toBe(200);

    // ...and is counted in the header.
    await expect(shop.main.getByRole('button', { name: account.inFavourites }).first()).toHaveAttribute('aria-pressed', 'true');
    await expect(shop.header.getByRole('link', { name: `${account.favourites}: 1` })).toBeVisible();

    // Logout: the key leaves the browser and the server no longer accepts it.
    await shop.header.getByRole('button', { name: account.profile, exact: true }).click();
    await page.getByRole('dialog', { name: account.cabinetTitle }).getByRole('button', { name: account.logout }).click();
    await expect.poll(async () => (await authCookie(context))?.value ?? null).toBeNull();
    await expect(shop.header.getByRole('button', { name: account.favourites, exact: true })).toBeVisible();
    await expect.poll(() => api.personalInfoStatus(token)).toBe(401);
  });

  test('When the customer comes back, then a second code within 180 s is refused in Russian, and after it the code from the outbox signs them in for 14 hours', async ({
    page,
    shop,
    context,
    api,
  }) => {
    test.setTimeout((RESEND_SECONDS + 90) * 1000);
    const configs = await api.configs();
    await shop.open('/', configs.HEADER_PHONE);

    const signIn = await askForCode(page);
    await expect(signIn.getByRole('alert')).toContainText(account.resendTooSoon);
    await expect(signIn.getByLabel(account.code)).toBeHidden();

    // The rule is the server's: wait it out, then ask again.
    const wait = firstCodeAt + (RESEND_SECONDS + 2) * 1000 - Date.now();
    if (wait > 0) await page.waitForTimeout(wait);
    await signIn.getByRole('button', { name: account.getCode }).click();
    await expect(signIn.getByLabel(account.code)).toBeVisible();
    const { code } = await api.codeFromOutbox(email, lastLetterId);
    await signIn.getByLabel(account.code).fill(code);
    await expect(signIn).toBeHidden();

    const cookie = await authCookie(context);
    expect(cookie, 'the auth_key cookie is set').toBeDefined();
    const lifetime = cookie!.expires - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(AFTER_LOGIN - 120);
    expect(lifetime).toBeLessThanOrEqual(AFTER_LOGIN + 1);
    const token = decodeURIComponent(cookie!.value);
    expect(await api.personalInfoStatus(token)).toBe(200);
    // The favourite of the first visit belongs to the account, not to the browser.
    await expect(shop.header.getByRole('link', { name: `${account.favourites}: 1` })).toBeVisible();

    // Account data: edited in the cabinet, saved on the server.
    await shop.open('/personal/data', configs.HEADER_PHONE);
    const form = page.getByRole('form', { name: account.dataTitle });
    await form.getByLabel(account.patronymic).fill('Сергеевна');
    await form.getByRole('button', { name: account.save }).click();
    await expect(form.getByRole('status')).toHaveText(account.saved);
    expect(await api.personalInfo(token)).toMatchObject({ name: 'Ольга', surname: 'Смирнова', patronymic: 'Сергеевна', email });

    // Waitlist: the product awaited is in the cabinet and in the header's count until it is removed.
    const awaited = await api.someProduct();
    await api.addToWaitlist(token, awaited.id);
    await shop.open('/personal/waitlist', configs.HEADER_PHONE);
    await expect(shop.header.getByRole('link', { name: `${account.waitlist}: 1` })).toBeVisible();
    const card = shop.main.getByRole('article', { name: awaited.title });
    await expect(card).toBeVisible();
    // The button lies under the card, as wide as it: never beside it, squeezing the card to a sliver.
    const removeButton = shop.main.getByRole('button', { name: account.removeFromWaitlist });
    const [cardBox, removeBox] = [await card.boundingBox(), await removeButton.boundingBox()];
    expect(removeBox!.y, 'the remove button starts below the card').toBeGreaterThanOrEqual(cardBox!.y + cardBox!.height - 1);
    expect(Math.abs(removeBox!.width - cardBox!.width), 'the remove button is as wide as the card').toBeLessThanOrEqual(2);
    await removeButton.click();
    await expect(card).toBeHidden();
    await expect(shop.header.getByRole('link', { name: account.waitlist, exact: true })).toBeVisible();
  });
});
