import type { DevMailboxDto, PagedDto, PersonalReviewDto, ProductReviewsDto } from 'api-contracts';
import { buildApp } from '../../app';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app';
import { createSignedInAccount, type TestAccount } from '../../test/fixtures';
import { DEFAULT_OPERATOR_CONFIG } from '../operators/index';

const OPERATOR = `Basic ${Buffer.from(`${DEFAULT_OPERATOR_CONFIG.operators[0].name}:${DEFAULT_OPERATOR_CONFIG.operators[0].password}`).toString('base64')}`;
const SHOP = 'shop@zdorovie-plus-pskov.ru';

let t: TestApp;
let offset = 0;

beforeAll(async () => {
  t = await buildTestApp({ productCount: 120, config: { reviewsModeration: 'pre' } });
});

afterAll(async () => {
  await t.close();
});

function writeReview(app: TestApp['app'], account: TestAccount, productId: number, comment: string) {
  const boundary = 'moderation-boundary';
  const fields = { product_id: String(productId), rating: '5', price_status: '2', quality_status: '4', comment };
  const body = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/personal/reviews',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-authorization': `Token ${account.token}` },
    payload: body,
  });
}

async function freshProduct(): Promise<{ id: number; rating: number; rating_count: number }> {
  offset += 1;
  const { rows } = await t.db.query<{ id: number; rating: string; rating_count: number }>(
    'SELECT id, rating, rating_count FROM products WHERE id NOT IN (SELECT product_id FROM reviews) ORDER BY id OFFSET $1 LIMIT 1',
    [offset],
  );
  return { id: rows[0].id, rating: Number(rows[0].rating), rating_count: rows[0].rating_count };
}

/** The links of the newest letter to the shop about a review of `comment`. */
async function shopLinks(comment: string): Promise<{ approve?: string; reject?: string }> {
  const letters = (await t.app.inject({ method: 'GET', url: `/api/dev/mailbox?email=${encodeURIComponent(SHOP)}` })).json<DevMailboxDto>().letters;
  const letter = letters.find((item) => item.text.includes(comment));
  expect(letter?.subject).toMatch(/^Новый отзыв о товаре «.+» — Здоровье\+$/);
  const link = (label: string) => new RegExp(`${label}: (https://shop\\.test(/api/moderation/reviews/\\S+))`).exec(letter!.text)?.[2];
  return { approve: link('Опубликовать'), reject: link('Отклонить') };
}

const publicReviews = async (productId: number) => (await t.app.inject({ method: 'GET', url: `/api/reviews/${productId}` })).json<ProductReviewsDto>();
const ownReviews = async (account: TestAccount) =>
  (await t.app.inject({ method: 'GET', url: '/api/personal/reviews', headers: { 'x-authorization': `Token ${account.token}` } })).json<PagedDto<PersonalReviewDto>>().content;

const press = (link: string) => {
  const url = new URL(link, 'https://shop.test');
  return t.app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `expires=${url.searchParams.get('expires')}&signature=${url.searchParams.get('signature')}`,
  });
};

describe('review moderation', () => {
  test('When a customer writes a review under pre-moderation, then it waits «на модерации», the shop gets signed links, and one click publishes it once', async () => {
    // Arrange
    const account = await createSignedInAccount(t.db, { email: `moderated.${Date.now()}@example.ru` });
    const product = await freshProduct();
    const comment = `Хорошие капсулы, пью третий месяц ${Date.now()}`;

    // Act
    const written = await writeReview(t.app, account, product.id, comment);
    const whileWaiting = { own: await ownReviews(account), shown: await publicReviews(product.id) };
    const links = await shopLinks(comment);
    const opened = await t.app.inject({ method: 'GET', url: links.approve! });
    const approved = await press(links.approve!);
    const again = await press(links.approve!);
    const rejectAfter = await press(links.reject!);

    // Assert
    expect(written.statusCode).toBe(200);
    expect(written.json<PersonalReviewDto>()).toMatchObject({ status: 'pending', status_title: 'На модерации' });
    expect(whileWaiting.own[0]).toMatchObject({ comment, status: 'pending', status_title: 'На модерации' });
    expect(whileWaiting.shown.content.map((review) => review.comment)).not.toContain(comment);
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('Опубликовать отзыв');
    expect(opened.body).toContain(comment);
    expect(approved.statusCode).toBe(200);
    expect(approved.body).toContain('Отзыв опубликован');
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('Отзыв уже проверен: опубликован');
    expect(rejectAfter.statusCode).toBe(409);
    expect((await ownReviews(account))[0]).toMatchObject({ status: 'published', status_title: 'Опубликован' });
    expect((await publicReviews(product.id)).content.map((review) => review.comment)).toContain(comment);
    const { rows } = await t.db.query<{ rating: string; rating_count: number }>('SELECT rating, rating_count FROM products WHERE id = $1', [product.id]);
    expect([Number(rows[0].rating), rows[0].rating_count]).toEqual([5, 1]);
    const { rows: actions } = await t.db.query<{ operator: string; action: string }>("SELECT operator, action FROM operator_actions WHERE subject = $1", [`review:${written.json<PersonalReviewDto>().id}`]);
    expect(actions).toEqual([{ operator: 'письмо', action: 'review.approve' }]);
  });

  test('When a link is tampered with or expired, then it is refused and the review stays pending', async () => {
    // Arrange
    const account = await createSignedInAccount(t.db, { email: `tamper.${Date.now()}@example.ru` });
    const product = await freshProduct();
    const comment = `Проверка подписи ${Date.now()}`;
    const { id } = (await writeReview(t.app, account, product.id, comment)).json<PersonalReviewDto>();
    const { approve } = await shopLinks(comment);
    const url = new URL(approve!, 'https://shop.test');
    const otherReview = approve!.replace(`/reviews/${id}/`, `/reviews/${id + 1000}/`);
    const expired = t.app.reviewModeration.link(id, 'approve', Math.floor(Date.now() / 1000) - 60);

    // Act
    const forged = await t.app.inject({ method: 'GET', url: `${url.pathname}?expires=${Number(url.searchParams.get('expires')) + 1}&signature=${url.searchParams.get('signature')}` });
    const moved = await press(otherReview);
    const late = await press(expired);

    // Assert
    expect([forged.statusCode, moved.statusCode, late.statusCode]).toEqual([403, 403, 403]);
    expect(forged.body).toContain('Ссылка недействительна');
    expect((await ownReviews(account))[0].status).toBe('pending');
  });

  test('When an operator lists pending reviews, rejects one and answers another, then each action is recorded and the rejected review stays hidden', async () => {
    // Arrange
    const account = await createSignedInAccount(t.db, { email: `operator.review.${Date.now()}@example.ru` });
    const first = await freshProduct();
    const second = await freshProduct();
    const rejected = (await writeReview(t.app, account, first.id, 'Реклама другого магазина')).json<PersonalReviewDto>();
    const kept = (await writeReview(t.app, account, second.id, 'Помогло от простуды')).json<PersonalReviewDto>();

    // Act
    const pending = await t.app.inject({ method: 'GET', url: '/api/operator/reviews?status=pending', headers: { authorization: OPERATOR } });
    const reject = await t.app.inject({ method: 'POST', url: `/api/operator/reviews/${rejected.id}/decision`, headers: { authorization: OPERATOR }, payload: { decision: 'reject' } });
    await t.app.inject({ method: 'POST', url: `/api/operator/reviews/${kept.id}/decision`, headers: { authorization: OPERATOR }, payload: { decision: 'approve' } });
    const answer = await t.app.inject({ method: 'POST', url: `/api/operator/reviews/${kept.id}/answer`, headers: { authorization: OPERATOR }, payload: { text: 'Спасибо за отзыв! Будьте здоровы.' } });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/operator/reviews' });

    // Assert
    expect(pending.json<{ content: Array<{ id: number }> }>().content.map((review) => review.id)).toEqual(expect.arrayContaining([rejected.id, kept.id]));
    expect(reject.json()).toMatchObject({ status: 'rejected', moderated_by: 'operator' });
    expect(answer.json()).toMatchObject({ status: 'published', answer: 'Спасибо за отзыв! Будьте здоровы.' });
    expect(anonymous.statusCode).toBe(401);
    expect((await publicReviews(first.id)).content).toHaveLength(0);
    const shown = (await publicReviews(second.id)).content;
    expect(shown.map((review) => review.answer)).toEqual(['Спасибо за отзыв! Будьте здоровы.']);
    const own = await ownReviews(account);
    expect(own.map((review) => [review.id, review.status_title])).toEqual(expect.arrayContaining([[rejected.id, 'Отклонён'], [kept.id, 'Опубликован']]));
    const actions = await t.app.inject({ method: 'GET', url: `/api/operator/actions?subject=review:${kept.id}`, headers: { authorization: OPERATOR } });
    expect(actions.json<Array<{ action: string; operator: string }>>().map((row) => row.action)).toEqual(['review.answer', 'review.approve']);
  });

  test('When the shop runs post-moderation, then a new review is published at once and the letter offers only to reject it', async () => {
    // Arrange
    const post = await buildApp({ config: { ...testConfig, reviewsModeration: 'post' }, db: t.db });
    const account = await createSignedInAccount(t.db, { email: `post.${Date.now()}@example.ru` });
    const product = await freshProduct();
    const comment = `Постмодерация ${Date.now()}`;

    try {
      // Act
      const written = await writeReview(post, account, product.id, comment);
      const links = await shopLinks(comment);

      // Assert
      expect(written.json<PersonalReviewDto>().status).toBe('published');
      expect((await publicReviews(product.id)).content.map((review) => review.comment)).toContain(comment);
      expect(links.approve).toBeUndefined();
      expect(links.reject).toMatch(/\/reject\?expires=\d+&signature=/);
    } finally {
      await post.close();
    }
  });
});
