import type { Locator, Page } from '@playwright/test';
import { expect, giveDeliveryPlace, signInBrowser, test, type ShopApi } from '../support/fixtures';
import { account, checkout } from '../support/texts';

/**
 * The phone field of the forms (react-text-mask, ADR 0039), in the browser on a desktop and on a phone:
 * typed as an Android keyboard types (`insertText`: input events only, no key events), filled at once as a
 * paste or the browser's saved number does, and erased over the mask's `) `. The order form sends the
 * number in the mask, the registration `+7` and ten digits (docs/formatting.md).
 */
test.describe.configure({ mode: 'serial' });

const WANTED = '+7 (911) 123-45-67';

interface OrderDraft {
  availableDelivery: Array<{ key: string; title: string }>;
  paymentInfo: { methods: Array<{ key: string; title: string }> };
}

/** Types `text` character by character as a phone's keyboard does: one input event each, no keydown. */
async function typeAsAndroid(page: Page, field: Locator, text: string): Promise<void> {
  await field.focus();
  for (const character of text) {
    await page.keyboard.insertText(character);
    // On Android react-text-mask places the caret in the next animation frame, after the keyboard's own
    // move; a finger never types two digits within one frame, so neither does this (a loaded machine may
    // hold a frame back long enough for two scripted characters).
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
  }
}

/** A new customer signed in in this browser with one product in the cart; answers the key. */
async function customerWithCart(api: ShopApi, page: Page, label: string): Promise<string> {
  const token = await api.signInByEmail(`${label}.${test.info().project.name}.${Date.now()}@example.ru`);
  await signInBrowser(page.context(), token);
  const listing = await api.catalogue({ pageSize: 40 });
  const product = listing.products.content.find((item) => item.quantity >= 5);
  expect(product, 'the catalogue has a product in stock').toBeDefined();
  const as = { 'x-authorization': `Token ${token}` };
  await api.postWith('cart/clear', {}, as);
  await api.postWith('cart/add', { product_id: product!.id, quantity: 1 }, as);
  return token;
}

test.describe('the phone field of the forms', { tag: '@phone' }, () => {
  test('When the order form’s phone is typed on a phone keyboard, filled at once and erased over «) », then it keeps the mask and the order is sent with it', async ({
    page,
    shop,
    api,
  }) => {
    test.setTimeout(90_000);
    const token = await customerWithCart(api, page, 'mask.order');
    await shop.open('/order');
    const main = shop.main;
    await expect(main.getByRole('heading', { level: 1, name: checkout.orderTitle })).toBeVisible();
    const phone = main.getByLabel(checkout.phone);
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(phone).toHaveAttribute('inputmode', 'tel');
    await expect(phone).toHaveAttribute('autocomplete', 'tel');

    for (const typed of ['9111234567', '89111234567', '+79111234567']) {
      await phone.fill('');
      await typeAsAndroid(page, phone, typed);
      await expect(phone, `typed ${typed}`).toHaveValue(WANTED);
    }

    await phone.fill('');
    await typeAsAndroid(page, phone, '916');
    await expect(phone).toHaveValue('+7 (916) ');
    await phone.press('Backspace');
    await expect(phone).toHaveValue('+7 (91');

    for (const pasted of ['8 911 123-45-67', '+7 911 123 45 67', '9111234567']) {
      await phone.fill(pasted);
      await expect(phone, `filled ${pasted}`).toHaveValue(WANTED);
    }
    await phone.fill('');
    await phone.focus();
    await page.keyboard.insertText('89111234567');
    await expect(phone).toHaveValue(WANTED);

    const draft = await api.getWith<OrderDraft>('order', { 'x-authorization': `Token ${token}` });
    const delivery = draft.availableDelivery[0];
    await main.getByRole('radiogroup', { name: checkout.delivery }).getByRole('radio', { name: delivery.title, exact: true }).check();
    await giveDeliveryPlace(main, delivery.key);
    const cash = draft.paymentInfo.methods.find((method) => method.key === 'cash') ?? draft.paymentInfo.methods[0];
    await main.getByRole('radiogroup', { name: checkout.payment }).getByRole('radio', { name: cash.title, exact: true }).check();
    await main.getByRole('checkbox', { name: new RegExp(checkout.consent) }).check();
    const placed = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/order');
    await main.getByRole('button', { name: checkout.submit }).click();

    expect((await placed).postDataJSON()).toMatchObject({ phone: WANTED });
    await expect(page).toHaveURL(/\/order\/confirm\/\d+$/);
  });

  test('When the registration’s phone is pasted as 8 911 123-45-67, then the field shows the mask and the account gets +7 and ten digits', async ({
    page,
    shop,
    api,
  }) => {
    const email = `mask.registration.${test.info().project.name}.${Date.now()}@example.ru`;
    await shop.open('/');
    await shop.header.getByRole('button', { name: account.profile, exact: true }).click();
    await page.getByRole('dialog', { name: account.profile }).getByRole('button', { name: account.signIn, exact: true }).click();
    const signIn = page.getByRole('dialog', { name: account.signInTitle });
    await signIn.getByLabel(account.signInEmail).fill(email);
    await signIn.getByRole('button', { name: account.getCode }).click();
    const { code } = await api.codeFromOutbox(email);
    await signIn.getByLabel(account.code).fill(code);

    const registration = page.getByRole('dialog', { name: account.registrationTitle });
    await registration.getByLabel(account.firstName, { exact: true }).fill('Ольга');
    await registration.getByLabel(account.lastName).fill('Смирнова');
    const phone = registration.getByLabel(account.phone);
    await typeAsAndroid(page, phone, '8');
    await expect(phone).toHaveValue('+7 (');
    await page.keyboard.insertText('8 911 123-45-67');
    await expect(phone).toHaveValue(WANTED);
    await phone.fill('');
    await phone.fill('8 911 123-45-67');
    await expect(phone).toHaveValue(WANTED);
    await registration.getByRole('checkbox', { name: new RegExp(account.consent) }).check();
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/personal/registration',
    );
    await registration.getByRole('button', { name: account.register }).click();

    expect((await sent).postDataJSON()).toMatchObject({ phone: '+79111234567' });
    await expect(registration).toBeHidden();
  });
});
