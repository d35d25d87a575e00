import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, signInBrowser, test, type Product, type ShopApi } from '../support/fixtures';
import { catalog, checkout } from '../support/texts';

/**
 * Reviews and the cabinet as a shopper meets them (docs/product.md §4, «Reviews and moderation» and
 * «Cabinet sections on a phone»): the thanks after a review say that it waits for moderation and when it
 * will appear, «Мои отзывы» shows the review's photo and never asks about a free gift, and every cabinet
 * section is in sight on a phone.
 */

/** Texts of the shop this spec reads (mf-catalog/src/messages.ts, mf-account/src/messages.ts). */
const texts = {
  writeReview: 'Написать отзыв',
  sendReview: 'Отправить отзыв',
  reviewForm: 'Ваш отзыв',
  comment: 'Комментарий',
  photos: /^Фотографии/,
  thanksOnProductPage: 'Спасибо за отзыв! Он появится на странице после проверки модератором, обычно в течение одного рабочего дня.',
  thanksInCabinet:
    'Спасибо за отзыв! Он появится на странице товара после проверки модератором, обычно в течение одного рабочего дня.',
  published: /опубликован|уже на странице/,
  pending: 'На модерации',
  myReviews: 'Мои отзывы',
  awaiting: 'Ожидают отзыва',
  reviewPhotos: 'Фотографии к отзыву',
  reviewPhoto: (index: number, title: string) => `Фото ${index} к отзыву о товаре «${title}»`,
  formTitle: (title: string) => `Отзыв о товаре «${title}»`,
  cabinetNav: 'Разделы личного кабинета',
  cabinetSections: [
    'Личный кабинет',
    'Личные данные',
    'Мои заказы',
    'Избранное',
    'Лист ожидания',
    'Мои отзывы',
    'Помощь покупателю',
    'Обратная связь',
  ],
} as const;

/** A 16×16 PNG, the photo a customer attaches. */
const PHOTO = {
  name: 'photo.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGMQWdBDEmIY1TCqYfhqAACnt0AQpjYmTQAAAABJRU5ErkJggg==', 'base64'),
};

interface OwnReview {
  id: number;
  product: { id: number; title: string };
  comment: string;
  status: string;
  photos: string[];
}
interface Gifts {
  promotion: { threshold: number } | null;
  items: Array<{ id: number; title: string }>;
}
interface Draft {
  availableDelivery: Array<{ key: string; price: number }>;
}
interface PlacedOrder {
  id: number;
  payment: { confirmation_url: string | null };
}

const asCustomer = (token: string) => ({ 'x-authorization': `Token ${token}` });

/** A new customer of this test and project, registered through the API; answers the sign-in key. */
async function newCustomer(api: ShopApi, who: string): Promise<string> {
  const project = test.info().project.name;
  return api.signInByEmail(`rv.${who}.${project}.${Date.now()}@example.ru`, { firstName: 'Ирина', lastName: 'Петрова', phone: '+79115554433' });
}

/** Rates, writes and sends the review form (the account team's fragment), with a photo when asked. */
async function fillReview(form: Locator, comment: string, withPhoto = false) {
  await form.getByRole('radio', { name: '5 из 5' }).check();
  await form.getByRole('radio', { name: 'Нормально' }).check();
  await form.getByRole('radio', { name: 'Хорошее' }).check();
  await form.getByLabel(texts.comment).fill(comment);
  if (withPhoto) await form.getByLabel(texts.photos).setInputFiles(PHOTO);
  await form.getByRole('button', { name: texts.sendReview }).click();
}

/** A product in stock priced `min`…`max` ₽ with at least `stock` units, from the first catalogue pages. */
async function productPriced(api: ShopApi, min: number, max: number, stock: number): Promise<Product> {
  for (let page = 1; page <= 5; page += 1) {
    const listing = await api.catalogue({ pageSize: 48, page });
    const found = listing.products.content.find((item) => item.quantity >= stock && item.price_current >= min && item.price_current <= max);
    if (found) return found;
  }
  throw new Error(`the seed has no product in stock between ${min} and ${max} ₽ among the first 240`);
}

/**
 * A paid order of the customer: a bought product and the free gift of the running promotion, collected and
 * placed through the API, then paid on the test provider's page in the browser. Answers both products.
 */
async function paidOrderWithGift(api: ShopApi, page: Page, token: string): Promise<{ bought: Product; gift: { id: number; title: string } }> {
  const headers = asCustomer(token);
  const bought = await productPriced(api, 1_000, 3_000, 10);
  await api.postWith('cart/clear', {}, headers);
  const before = await api.getWith<Gifts>('cart/gifts', headers);
  expect(before.promotion, 'a gift promotion runs').not.toBeNull();
  const quantity = Math.ceil((before.promotion!.threshold + 1) / bought.price_current);
  expect(quantity, 'enough stock to reach the gift threshold').toBeLessThanOrEqual(bought.quantity);
  await api.postWith('cart/add', { product_id: bought.id, quantity }, headers);
  const gifts = await api.getWith<Gifts>('cart/gifts', headers);
  const gift = gifts.items.find((item) => item.id !== bought.id);
  expect(gift, 'the promotion offers a gift').toBeDefined();
  await api.postWith('cart/gift/add', { product_id: gift!.id }, headers);
  const draft = await api.getWith<Draft>('order', headers);
  const store = draft.availableDelivery.find((option) => option.key === 'pickup_left');
  expect(store, 'pickup in a store is offered').toBeDefined();
  await api.postWith('cart/delivery', { delivery_key: store!.key, delivery_price: store!.price }, headers);
  const order = await api.postWith<PlacedOrder>(
    'order',
    { full_name: 'Ирина Петрова', phone: '+7 (911) 555-44-33', email: 'irina@example.ru', payment_key: 'card_online', personal_data_consent: true },
    { ...headers, 'idempotency-key': `reviews-${test.info().project.name}-${Date.now()}` },
  );
  expect(order.payment.confirmation_url, 'the order is paid online').toBeTruthy();
  await page.goto(order.payment.confirmation_url!);
  await page.getByRole('button', { name: checkout.providerPay }).click();
  await expect(page).toHaveURL(new RegExp(`/order/confirm/${order.id}$`));
  return { bought, gift: gift! };
}

test.describe('Reviews and the cabinet as a shopper meets them', () => {
  test('When a customer sends a review from the product page, then the thanks say it waits for moderation and when it appears, and it is not on the page yet', { tag: '@phone' }, async ({
    api,
    context,
    page,
    shop,
  }) => {
    test.setTimeout(120_000);
    const token = await newCustomer(api, 'page');
    const product = await api.someProduct();
    const comment = `Пью курсом, самочувствие лучше (${test.info().project.name} ${Date.now()})`;
    await signInBrowser(context, token);

    await shop.open(`/products/${product.full_slug}`);
    const section = shop.main.getByRole('region', { name: new RegExp(`^${catalog.reviewsHeading}( \\d+)?$`) });
    await section.getByRole('button', { name: texts.writeReview }).click();
    await fillReview(section.getByRole('form', { name: texts.reviewForm }), comment);

    await expect(section.getByRole('status').filter({ hasText: texts.thanksOnProductPage })).toBeVisible();
    await expect(section.getByText(texts.published)).toHaveCount(0);
    await expect(section.getByRole('form', { name: texts.reviewForm })).toHaveCount(0);
    // What the thanks say is what the API keeps: the review waits, and the page does not show it.
    const own = await api.getWith<{ content: OwnReview[] }>('personal/reviews', asCustomer(token));
    expect(own.content.find((review) => review.comment === comment)).toMatchObject({ product: { id: product.id }, status: 'pending' });
    await expect(section.getByText(comment)).toHaveCount(0);
    await page.reload();
    await expect(shop.main.getByRole('region', { name: new RegExp(`^${catalog.reviewsHeading}( \\d+)?$`) }).getByRole('button', { name: texts.writeReview })).toBeVisible();
    await expect(shop.main.getByText(comment)).toHaveCount(0);
  });

  test('When a customer with a paid order and its free gift opens «Мои отзывы» on a phone, then only the bought product awaits a review, the thanks say it waits for moderation, and the review shows with its photo', { tag: '@phone' }, async ({
    api,
    context,
    page,
    shop,
  }) => {
    test.setTimeout(180_000);
    const token = await newCustomer(api, 'cabinet');
    await signInBrowser(context, token);
    const { bought, gift } = await paidOrderWithGift(api, page, token);
    const comment = `Удобно принимать, беру второй раз (${test.info().project.name})`;

    await shop.open('/personal/reviews');
    const awaiting = shop.main.getByRole('region', { name: texts.awaiting });
    await expect(awaiting.getByRole('link', { name: bought.title, exact: true })).toBeVisible();
    await expect(awaiting.getByRole('link', { name: gift.title, exact: true })).toHaveCount(0);
    await expectAccessible(page, '«Мои отзывы» with a product awaiting a review');
    const summary = await api.getWith<{ awaiting_review: number }>('personal', asCustomer(token));
    expect(summary.awaiting_review, 'the gift is not counted as awaiting a review').toBe(1);

    await awaiting.getByRole('listitem').filter({ hasText: bought.title }).getByRole('button', { name: texts.writeReview }).click();
    const dialog = page.getByRole('dialog', { name: texts.formTitle(bought.title) });
    await fillReview(dialog.getByRole('form', { name: texts.reviewForm }), comment, true);
    await expect(dialog.getByRole('status')).toHaveText(texts.thanksInCabinet);
    await expect(dialog.getByText(texts.published)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Закрыть' }).click();

    // The review in «Мои отзывы»: waiting for moderation, with the photo the customer attached.
    const mine = shop.main.getByRole('list', { name: texts.myReviews }).getByRole('listitem').filter({ hasText: comment });
    await expect(mine.getByText(texts.pending, { exact: true })).toBeVisible();
    const photo = mine.getByRole('list', { name: texts.reviewPhotos }).getByRole('img', { name: texts.reviewPhoto(1, bought.title) });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), { message: 'the photo loads' }).toBe(true);
    await expect(shop.main.getByRole('region', { name: texts.awaiting })).toHaveCount(0);
    await expectAccessible(page, '«Мои отзывы» with a review waiting for moderation and its photo');
  });

  test('When a customer opens the cabinet on a phone, then every section is in sight without sideways scrolling, and the keyboard focus shows', { tag: '@phone' }, async ({
    api,
    context,
    page,
    shop,
  }) => {
    const token = await newCustomer(api, 'nav');
    await signInBrowser(context, token);

    const phone = test.info().project.name === 'phone';
    for (const width of phone ? [390, 320] : [page.viewportSize()!.width]) {
      if (phone) await page.setViewportSize({ width, height: 844 });
      await shop.open('/personal/reviews');
      const nav = shop.main.getByRole('navigation', { name: texts.cabinetNav });
      const links = nav.getByRole('link');
      await expect(links).toHaveText([...texts.cabinetSections]);
      for (const title of texts.cabinetSections) {
        const link = nav.getByRole('link', { name: title, exact: true });
        await expect(link, `«${title}» at ${width} px`).toBeInViewport({ ratio: 1 });
      }
      await expect(nav.getByRole('link', { name: texts.myReviews, exact: true })).toHaveAttribute('aria-current', 'page');
      const navBox = (await nav.boundingBox())!;
      expect(navBox.x + navBox.width, `the sections fit ${width} px`).toBeLessThanOrEqual(page.viewportSize()!.width);
    }

    // From one section to the next by the keyboard: the focused one is ringed.
    const nav = shop.main.getByRole('navigation', { name: texts.cabinetNav });
    await nav.getByRole('link', { name: texts.cabinetSections[0], exact: true }).focus();
    await page.keyboard.press('Tab');
    const next = nav.getByRole('link', { name: texts.cabinetSections[1], exact: true });
    await expect(next).toBeFocused();
    const ring = await next.evaluate((link) => {
      const style = getComputedStyle(link);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);

    // A section followed by touch or click opens its page, with every section still in sight.
    await nav.getByRole('link', { name: 'Обратная связь', exact: true }).click();
    await expect(page).toHaveURL(/\/personal\/feedback$/);
    await expect(nav.getByRole('link', { name: texts.cabinetSections[0], exact: true })).toBeInViewport({ ratio: 1 });
  });
});
