import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { startFakeYandex, YANDEX_CLIENT, YANDEX_FAKE_PORT, YANDEX_FAKE_URL, yandexTexts, type FakeYandex, type FakeYandexUser } from '../support/fake-yandex';
import { EXTERNAL_SHOP, OWN_STACK_ONLY } from '../support/stack';
import { account } from '../support/texts';

// Yandex cannot be reached from here: the spec starts a local fake speaking Yandex's OAuth protocol
// (authorize page, token and info endpoints) and the run's API is configured to use it.
test.describe.configure({ mode: 'serial' });
// The shop's API must be configured with the fake's address, which only the suite's own stack is.
test.skip(EXTERNAL_SHOP !== null, OWN_STACK_ONLY);

const stamp = Date.now();
/** The Yandex user of the journeys: new to the shop in the first, known in the others. */
const maria: FakeYandexUser = {
  id: String(stamp),
  login: `maria.sokolova.${stamp}`,
  default_email: `maria.sokolova.${stamp}@yandex.ru`,
  emails: [`maria.sokolova.${stamp}@yandex.ru`],
  first_name: 'Мария',
  last_name: 'Соколова',
  display_name: 'Мария',
  real_name: 'Мария Соколова',
  default_phone: { id: 1, number: '+79211234567' },
};

let fake: FakeYandex;
/** Coming back from Yandex loads the whole shop again, remotes included. */
const afterTrip = { timeout: 30_000 };

test.beforeAll(async () => {
  fake = await startFakeYandex({ clientId: YANDEX_CLIENT.id, clientSecret: YANDEX_CLIENT.secret, user: maria, port: YANDEX_FAKE_PORT });
});

test.afterAll(async () => {
  await fake?.close();
});

test.beforeEach(() => {
  // Each journey reloads the whole shop several times (to Yandex and back).
  test.setTimeout(180_000);
  fake.down = false;
  fake.user = maria;
});

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((item) => item.name === name)?.value ?? null;
}

/** Opens the sign-in window from the header and goes to Yandex with its button. */
async function toYandex(page: Page) {
  // A plain click event: the page may still be settling after coming back, and the popup needs no navigation.
  await page.getByRole('banner').getByRole('button', { name: account.profile, exact: true }).dispatchEvent('click');
  await page.getByRole('dialog', { name: account.profile }).getByRole('button', { name: account.signIn, exact: true }).click();
  const signIn = page.getByRole('dialog', { name: account.signInTitle });
  await signIn.getByRole('link', { name: yandexTexts.signIn }).click();
  await expect(page.getByRole('heading', { name: 'Яндекс ID' })).toBeVisible();
  return signIn;
}

test.describe('Sign-in with Yandex ID', () => {
  test('When a newcomer signs in with Yandex ID, then the registration is prefilled, still asks for the consent, keeps the cart, and the cabinet can unlink and link Yandex ID again', async ({
    page,
    shop,
    context,
    api,
  }) => {
    const configs = await api.configs();
    const product = await api.someProduct();
    await shop.open(product.url, configs.HEADER_PHONE);
    const sessionKey = decodeURIComponent((await cookie(context, 'session_key')) ?? '');
    await api.postWith('cart/add', { product_id: product.id, quantity: 1 }, { 'x-authorization': `Session ${sessionKey}` });

    await toYandex(page);
    const authorize = new URL(page.url());
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('client_id')).toBe(YANDEX_CLIENT.id);
    await page.getByRole('button', { name: yandexTexts.allow }).click();
    await page.waitForURL((url) => url.pathname === product.url);

    const registration = page.getByRole('dialog', { name: account.registrationTitle });
    await expect(registration).toBeVisible(afterTrip);
    await expect(registration.getByText(yandexTexts.fromYandex)).toBeVisible();
    await expect(registration.getByLabel(account.firstName, { exact: true })).toHaveValue('Мария');
    await expect(registration.getByLabel(account.lastName)).toHaveValue('Соколова');
    await expect(registration.getByLabel(account.signInEmail)).toHaveValue(maria.default_email!);
    await expect(registration.getByLabel(account.phone)).toHaveValue('+7 (921) 123-45-67');
    // The page is back where it started, and the one-time ticket is gone from the address.
    expect(new URL(page.url()).pathname).toBe(product.url);
    expect(page.url()).not.toContain('#yandex=');

    await registration.getByRole('button', { name: account.register }).click();
    await expect(registration.getByText(account.consentRequired)).toBeVisible();
    await registration.getByRole('checkbox', { name: new RegExp(account.consent) }).check();
    await registration.getByRole('button', { name: account.register }).click();
    await expect(registration).toBeHidden();

    await expect.poll(() => cookie(context, 'auth_key')).not.toBeNull();
    const token = decodeURIComponent((await cookie(context, 'auth_key'))!);
    const headers = { 'x-authorization': `Token ${token}` };
    expect(await api.personalInfo(token)).toMatchObject({ name: 'Мария', surname: 'Соколова', email: maria.default_email });
    const cart = await api.getWith<{ items?: Array<{ product_id?: number; id?: number }> }>('cart/list', headers);
    expect(JSON.stringify(cart)).toContain(String(product.id));
    expect(await api.getWith('auth/yandex', headers)).toEqual({ linked: true, login: maria.login });

    // The cabinet: unlink, then link again through Yandex.
    await shop.open('/personal/data', configs.HEADER_PHONE);
    await expect(shop.main.getByText(yandexTexts.linkedAs(maria.login))).toBeVisible();
    await shop.main.getByRole('button', { name: yandexTexts.unlink }).click();
    await expect(shop.main.getByRole('status').filter({ hasText: yandexTexts.unlinked })).toBeVisible();
    expect(await api.getWith('auth/yandex', headers)).toEqual({ linked: false, login: null });
    await shop.main.getByRole('link', { name: yandexTexts.link }).click();
    await page.getByRole('button', { name: yandexTexts.allow }).click();
    await expect(shop.main.getByText(yandexTexts.justLinked)).toBeVisible(afterTrip);
    await expect(shop.main.getByText(yandexTexts.linkedAs(maria.login))).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
  });

  test('When the shopper cancels at Yandex, the code expires, Yandex is unreachable or the state is forged, then the sign-in window says why in Russian and nobody is signed in; then a known customer signs straight in', async ({
    page,
    shop,
    context,
    api,
  }) => {
    const configs = await api.configs();
    await shop.open('/', configs.HEADER_PHONE);

    // Cancelled at Yandex.
    await toYandex(page);
    await page.getByRole('button', { name: yandexTexts.deny }).click();
    const signIn = page.getByRole('dialog', { name: account.signInTitle });
    await expect(signIn.getByRole('alert')).toHaveText(yandexTexts.cancelled, afterTrip);
    expect(page.url()).not.toContain('auth_error');

    // The code runs out between Yandex and the shop.
    // (Playwright does not route redirects, so the fake's answer to «Разрешить» is taken first.)
    await page.route(`${YANDEX_FAKE_URL}/authorize/allow**`, async (route) => {
      const response = await route.fetch({ maxRedirects: 0 });
      fake.expireCodes();
      await route.fulfill({ response });
    });
    await signIn.getByRole('link', { name: yandexTexts.signIn }).click();
    await page.getByRole('button', { name: yandexTexts.allow }).click();
    await expect(signIn.getByRole('alert')).toHaveText(yandexTexts.codeExpired, afterTrip);
    await page.unroute(`${YANDEX_FAKE_URL}/authorize/allow**`);

    // Yandex's token server cannot be reached.
    await page.route(`${YANDEX_FAKE_URL}/authorize/allow**`, async (route) => {
      const response = await route.fetch({ maxRedirects: 0 });
      fake.down = true;
      await route.fulfill({ response });
    });
    await signIn.getByRole('link', { name: yandexTexts.signIn }).click();
    await page.getByRole('button', { name: yandexTexts.allow }).click();
    await expect(signIn.getByRole('alert')).toHaveText(yandexTexts.unavailable, afterTrip);
    await page.unroute(`${YANDEX_FAKE_URL}/authorize/allow**`);
    fake.down = false;

    // A callback nobody started here (a forged or replayed state).
    await page.goto('/api/auth/yandex/callback?code=1234567&state=forged-state-0000000000000000000000000000');
    await expect(page.getByRole('dialog', { name: account.signInTitle }).getByRole('alert')).toHaveText(yandexTexts.badState, afterTrip);
    expect(await cookie(context, 'auth_key')).toBeNull();

    // The customer of the first journey: linked, so Yandex signs them straight in, back on the same page.
    await shop.open('/personal-data-consent', configs.HEADER_PHONE);
    await toYandex(page);
    await page.getByRole('button', { name: yandexTexts.allow }).click();
    await expect.poll(() => cookie(context, 'auth_key'), afterTrip).not.toBeNull();
    expect(new URL(page.url()).pathname).toBe('/personal-data-consent');
    await expect(page.getByRole('dialog', { name: account.registrationTitle })).toBeHidden();
    const token = decodeURIComponent((await cookie(context, 'auth_key'))!);
    expect(await api.personalInfo(token)).toMatchObject({ email: maria.default_email });
  });
});
