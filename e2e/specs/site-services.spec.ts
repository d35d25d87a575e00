import { expect, test, type ShopApi } from '../support/fixtures';
import { fromOwnAddress } from '../support/own-address';
import { spec } from '../support/texts';

/**
 * Site services: the city window, the newsletter with double opt-in, the callback request and the
 * feedback page, each protected by the captcha (the development provider here: its tokens come from
 * the API and are still required and checked) and by per-address and per-e-mail limits.
 */

/** Texts of docs/product.md §5, §8 and of shell/src/messages.ts, mf-account's feedback page and the API's form messages. */
const text = {
  cityNotFound: 'К сожалению, по вашему запросу не найдено населенных пунктов',
  required: 'Это поле является обязательным',
  invalidEmail: 'Введите валидный емейл адрес',
  phoneRequired: 'Введите номер телефона',
  success: 'Успешно!',
  cityWindow: 'Выберите город',
  citySearch: 'Поиск города',
  yourCity: 'Ваш город',
  newsletterEmail: 'Ваш e-mail',
  subscribe: 'Подписаться',
  consent: /обработку персональных данных/,
  newsletterConsent: /рекламную рассылку/,
  consentRequired: 'Нужно ваше согласие на обработку персональных данных',
  subscriptionConfirmed: 'Подписка подтверждена. Спасибо, что вы с нами!',
  send: 'Отправить',
  callbackSent: 'Спасибо! Мы перезвоним вам в ближайшее рабочее время.',
  feedbackSent: 'Спасибо! Ваше сообщение отправлено.',
  captchaRefused: 'Проверка «я не робот» не пройдена',
  tooMany: /Слишком много отправок формы\. Попробуйте ещё раз через \d+ мин\./,
} as const;

interface Letter {
  id: number;
  subject: string;
  text: string;
}

async function letters(api: ShopApi, email: string): Promise<Letter[]> {
  return (await api.get<{ letters: Letter[] }>('dev/mailbox', { email })).letters;
}

const unique = () => `${Date.now()}.${Math.floor(Math.random() * 1e6)}`;

test.describe('Site services (docs/product.md §2 modals, §4, §5, §7, §8, §9)', () => {
  test.beforeEach(async ({ page }) => {
    await fromOwnAddress(page);
  });

  test('When a visitor opens the city window, then the default list shows; a search in the wrong layout finds Псков, a made-up name finds nothing, and a chosen city stays in the header after a reload', async ({
    page,
    shop,
    api,
  }) => {
    const configs = await api.configs();
    await shop.open('/', configs.HEADER_PHONE);

    const cityButton = shop.header.getByRole('button', { name: new RegExp(`${text.yourCity}: Псков`) });
    await cityButton.click();
    const window = page.getByRole('dialog', { name: text.cityWindow });
    await expect(window).toHaveAttribute('data-modal', 'cityModal');
    await expect(window.getByRole('button', { name: /^Москва\s*Москва$/ })).toBeVisible();
    await expect(window.getByRole('button', { name: /^Великие Луки\s*Псковская область$/ })).toBeVisible();

    const search = window.getByRole('searchbox', { name: text.citySearch });
    await search.fill('Gcrjd');
    await expect(window.getByRole('button', { name: /^Псков\s*Псковская область$/ })).toBeVisible();
    await expect(window.getByRole('button', { name: /Москва/ })).toBeHidden();

    await search.fill('Гондор');
    await expect(window.getByText(text.cityNotFound)).toBeVisible();

    await search.fill('ростов на дону');
    await window.getByRole('button', { name: /^Ростов-на-Дону\s*Ростовская область$/ }).click();
    await expect(window).toBeHidden();
    await expect(shop.header.getByRole('button', { name: new RegExp(`${text.yourCity}: Ростов-на-Дону`) })).toBeVisible();
    const cookie = (await page.context().cookies()).find((item) => item.name === 'current_city');
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 7 * 86_400 - 120);

    await page.reload();
    await expect(shop.header.getByRole('button', { name: new RegExp(`${text.yourCity}: Ростов-на-Дону`) })).toBeVisible();
  });

  test('When the newsletter is sent empty, wrong, then right with both consents, then the texts of docs/product.md §5 and «Успешно!» show; the letter confirms the subscription', async ({
    page,
    shop,
    api,
  }) => {
    const configs = await api.configs();
    const email = `reader.${unique()}@example.ru`;
    await shop.open('/', configs.HEADER_PHONE);
    const block = page.getByRole('region', { name: configs.TITLE_SUBSCRIBER_FORM });
    await block.scrollIntoViewIfNeeded();

    await block.getByRole('button', { name: text.subscribe }).click();
    await expect(block.getByText(text.required)).toBeVisible();
    await expect(block.getByText(text.consentRequired)).toBeVisible();
    await block.getByLabel(text.newsletterEmail).fill('reader@');
    await block.getByRole('button', { name: text.subscribe }).click();
    await expect(block.getByText(text.invalidEmail)).toBeVisible();

    await block.getByLabel(text.newsletterEmail).fill(email);
    const consent = block.getByRole('checkbox', { name: text.consent });
    await expect(consent).not.toBeChecked();
    await consent.check();
    await block.getByRole('checkbox', { name: text.newsletterConsent }).check();
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/subscriber') && request.method() === 'POST');
    await block.getByRole('button', { name: text.subscribe }).click();
    expect((await sent).headers()['content-type']).toMatch(/^multipart\/form-data/);
    await expect(block.getByRole('status')).toContainText(text.success);

    let letter: Letter | undefined;
    await expect.poll(async () => (letter = (await letters(api, email))[0])?.subject).toBe('Подтвердите подписку на рассылку');
    const confirm = /Подтвердить подписку: (\S+)/.exec(letter!.text)?.[1];
    expect(letter!.text).toMatch(/Отписаться от рассылки: \S+\/api\/subscriber\/unsubscribe\?token=/);
    expect(confirm).toBeTruthy();

    await page.goto(confirm!);
    await expect(page.getByText(text.subscriptionConfirmed)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('When «Оставить заявку» is sent, then the form checks hold, success shows, and the shop and the customer get their letters', async ({
    page,
    shop,
    api,
  }) => {
    const configs = await api.configs();
    const email = `caller.${unique()}@example.ru`;
    await shop.open('/', configs.HEADER_PHONE);

    await shop.header.getByRole('button', { name: spec.leaveApplication }).click();
    const window = page.getByRole('dialog', { name: spec.leaveApplication });
    await expect(window).toHaveAttribute('data-modal', 'leaveApplication-modal');
    const send = window.getByRole('button', { name: text.send });
    await expect(send).toBeDisabled();

    await window.getByLabel('Имя').click();
    await window.getByLabel('Телефон').click();
    await window.getByLabel('E-mail').click();
    await window.getByLabel('Имя').click();
    await expect(window.getByText(text.phoneRequired)).toBeVisible();
    await expect(window.getByText(text.required).first()).toBeVisible();
    await window.getByLabel('E-mail').fill('caller@');
    await window.getByLabel('Имя').click();
    await expect(window.getByText(text.invalidEmail)).toBeVisible();

    await window.getByLabel('Имя').fill('Светлана');
    await window.getByLabel('Телефон').pressSequentially('89112223344');
    await expect(window.getByLabel('Телефон')).toHaveValue('+7 (911) 222-33-44');
    await window.getByLabel('E-mail').fill(email);
    await window.getByLabel('Удобное время для звонка').fill('после 18:00');
    await expect(send).toBeDisabled();
    await window.getByRole('checkbox', { name: text.consent }).check();
    await expect(send).toBeEnabled();
    await send.click();
    await expect(window.getByRole('status')).toHaveText(text.callbackSent);

    await expect.poll(async () => (await letters(api, email)).map((l) => l.subject)).toEqual([expect.stringMatching(/^Мы получили вашу заявку на звонок №\d+$/)]);
    const shopLetters = await letters(api, configs.MAIN_EMAIL);
    const toShop = shopLetters.find((l) => l.text.includes(`E-mail: ${email}`));
    expect(toShop?.subject).toMatch(/^Заявка на обратный звонок №\d+: Светлана$/);
    expect(toShop?.text).toContain('Телефон: +7 (911) 222-33-44');
    expect(toShop?.text).toContain('Удобное время для звонка: после 18:00');
  });

  test('When the feedback page is sent, then success shows and the message reaches the shop', async ({ page, shop, api }) => {
    const configs = await api.configs();
    const email = `writer.${unique()}@example.ru`;
    await page.goto('/personal/feedback');
    const form = shop.main;
    await expect(form.getByRole('button', { name: text.send })).toBeDisabled();
    await form.getByLabel('Электронная почта').fill('writer@');
    await form.getByLabel('Имя').click();
    await expect(form.getByText(text.invalidEmail)).toBeVisible();
    await form.getByLabel('Телефон').click();
    await form.getByLabel('Имя').click();
    await expect(form.getByText(text.phoneRequired)).toBeVisible();

    await form.getByLabel('Имя').fill('Георгий');
    await form.getByLabel('Телефон').pressSequentially('9165554433');
    await form.getByLabel('Электронная почта').fill(email);
    await form.getByLabel('Сообщение').fill('Будет ли в продаже магний B6 от Эвалар?');
    await form.getByRole('checkbox', { name: text.consent }).check();
    await form.getByRole('button', { name: text.send }).click();

    await expect(form.getByRole('status')).toHaveText(text.feedbackSent);
    await expect
      .poll(async () => (await letters(api, configs.MAIN_EMAIL)).find((l) => l.text.includes(email))?.text ?? '')
      .toContain('Сообщение: Будет ли в продаже магний B6 от Эвалар?');
    expect((await letters(api, email))[0]?.subject).toMatch(/^Мы получили ваше сообщение №\d+$/);
  });

  test('When the captcha token is forged, or one e-mail is subscribed too often, then the form is refused with a clear message and nothing is stored', async ({
    page,
    shop,
    api,
  }) => {
    const configs = await api.configs();
    await shop.open('/', configs.HEADER_PHONE);
    const block = page.getByRole('region', { name: configs.TITLE_SUBSCRIBER_FORM });
    const subscribe = async (email: string) => {
      await block.getByLabel(text.newsletterEmail).fill(email);
      await block.getByRole('checkbox', { name: text.consent }).check();
      await block.getByRole('checkbox', { name: text.newsletterConsent }).check();
      await block.getByRole('button', { name: text.subscribe }).click();
    };

    // A bot's token: the development provider's format with a signature the API never made.
    const forgedEmail = `bot.${unique()}@example.ru`;
    await page.route('**/api/captcha/dev-token', (route) => route.fulfill({ json: { token: 'dev.eyJhIjoibWFpbFN1YnNjcmlwdGlvbiJ9.Zm9yZ2Vk' } }));
    await subscribe(forgedEmail);
    await expect(block.getByRole('alert')).toContainText(text.captchaRefused);
    await page.unroute('**/api/captcha/dev-token');
    expect(await letters(api, forgedEmail)).toEqual([]);

    const email = `often.${unique()}@example.ru`;
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await subscribe(email);
      await expect(block.getByRole('status')).toContainText(text.success);
      await expect.poll(async () => (await letters(api, email)).length).toBe(attempt);
    }
    await subscribe(email);
    await expect(block.getByRole('alert')).toHaveText(text.tooMany);
    expect(await letters(api, email)).toHaveLength(3);
  });
});
