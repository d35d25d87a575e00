import type { BonusEntryDto, EmailLoginResultDto, PagedDto, RegistrationResultDto } from 'api-contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createSignedInAccount, fillCart, type TestAccount } from '../../test/fixtures';
import { WELCOME_BONUS_POINTS } from './bonus-rules';

const DRAFT = { full_name: 'Анна Иванова', phone: '+7 (911) 123-45-67', email: 'anna@example.ru', payment_key: 'cash', personal_data_consent: true } as const;

describe('bonus ledger', () => {
  let t: TestApp;
  let productIds: number[];
  let serial = 0;

  beforeAll(async () => {
    t = await buildTestApp({ productCount: 200 });
    productIds = (await t.db.query<{ id: number }>('SELECT id FROM products ORDER BY id DESC LIMIT 40')).rows.map((row) => row.id);
  });

  afterAll(async () => {
    await t.close();
  });

  const product = async (priceKopecks: number): Promise<number> => {
    const id = productIds.shift();
    if (id === undefined) throw new Error('no more products');
    await t.db.query('UPDATE products SET price_kopecks = $2, old_price_kopecks = NULL, quantity = 50, points = 10 WHERE id = $1', [id, priceKopecks]);
    return id;
  };

  const balanceOf = async (account: TestAccount): Promise<number> =>
    (await t.db.query<{ bonus_balance: number }>('SELECT bonus_balance FROM accounts WHERE id = $1', [account.accountId])).rows[0].bonus_balance;

  const ledgerOf = async (account: TestAccount) =>
    (
      await t.db.query<{ delta: number; balance_after: number; reason: string; order_id: number | null }>(
        'SELECT delta, balance_after, reason, order_id FROM bonus_ledger WHERE account_id = $1 ORDER BY id',
        [account.accountId],
      )
    ).rows;

  /** An order row of the account as placement leaves it (status new), written directly. */
  const insertOrder = async (account: TestAccount, bonusesReceive: number): Promise<number> => {
    serial += 1;
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO orders (account_id, idempotency_key, full_name, phone, email, payment_key, delivery_key,
                           goods_kopecks, price_default_kopecks, total_kopecks, bonuses_receive)
       VALUES ($1, $2, 'Анна', '+7 (911) 123-45-67', 'anna@example.ru', 'cash', 'pickup_left', 100000, 100000, 100000, $3) RETURNING id`,
      [account.accountId, `ledger-order-${serial}-${Date.now()}`, bonusesReceive],
    );
    return rows[0].id;
  };

  const setStatus = (orderId: number, status: string) => t.db.query('UPDATE orders SET status = $2 WHERE id = $1', [orderId, status]);

  /** Places an order through the API from a cart with a way of delivery and `bonusesUsed` points chosen. */
  const placeOrder = async (account: TestAccount, bonusesUsed: number) => {
    const id = await product(200_000);
    const cartId = await fillCart(t.db, { accountId: account.accountId }, [{ productId: id, quantity: 1 }], { bonusesUsed });
    await t.db.query("UPDATE carts SET delivery_key = 'pickup_left' WHERE id = $1", [cartId]);
    serial += 1;
    return t.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: { 'x-authorization': `Token ${account.token}`, 'idempotency-key': `ledger-key-${serial}-${Date.now()}` },
      payload: DRAFT,
    });
  };

  const history = (account: TestAccount | null, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/personal/bonuses${query}`, headers: account ? { 'x-authorization': `Token ${account.token}` } : {} });

  test('When a ledger row is updated or deleted, then the database refuses and the row stays', async () => {
    // Arrange
    const account = await createSignedInAccount(t.db, { bonusBalance: 120 });

    // Act
    const update = t.db.query('UPDATE bonus_ledger SET delta = 1000 WHERE account_id = $1', [account.accountId]);
    const remove = t.db.query('DELETE FROM bonus_ledger WHERE account_id = $1', [account.accountId]);

    // Assert
    await expect(update).rejects.toThrow(/append-only/);
    await expect(remove).rejects.toThrow(/append-only/);
    expect(await ledgerOf(account)).toEqual([{ delta: 120, balance_after: 120, reason: 'opening', order_id: null }]);
  });

  test('When the balance is changed without a ledger row, then the change is refused', async () => {
    // Arrange
    const account = await createSignedInAccount(t.db, { bonusBalance: 50 });

    // Act
    const change = t.db.query('UPDATE accounts SET bonus_balance = 5000 WHERE id = $1', [account.accountId]);

    // Assert
    await expect(change).rejects.toThrow(/without a ledger row/);
    expect(await balanceOf(account)).toBe(50);
  });

  test('When two spendings of the same points meet, then one goes through and the other changes nothing', async () => {
    // Arrange
    const account = await createSignedInAccount(t.db, { bonusBalance: 100 });
    const orders = [await insertOrder(account, 0), await insertOrder(account, 0)];

    // Act
    const results = await Promise.all(
      orders.map((orderId) => t.db.query<{ balance: number | null }>("SELECT bonus_post($1, -80, 'order_spent', $2) AS balance", [account.accountId, orderId])),
    );

    // Assert
    expect(results.map((result) => result.rows[0].balance).sort()).toEqual([20, null]);
    expect(await balanceOf(account)).toBe(20);
    expect((await ledgerOf(account)).map((row) => row.balance_after)).toEqual([100, 20]);
  });

  test('When two orders of one customer are placed at once with the same points, then one is placed and the other fails cleanly', async () => {
    // Arrange
    const account = await createSignedInAccount(t.db, { bonusBalance: 100 });
    const id = await product(100_000);
    const cartId = await fillCart(t.db, { accountId: account.accountId }, [{ productId: id, quantity: 1 }], { bonusesUsed: 100 });
    await t.db.query("UPDATE carts SET delivery_key = 'pickup_left' WHERE id = $1", [cartId]);
    const order = (key: string) =>
      t.app.inject({ method: 'POST', url: '/api/order', headers: { 'x-authorization': `Token ${account.token}`, 'idempotency-key': key }, payload: DRAFT });

    // Act
    const responses = await Promise.all([order(`twin-a-${Date.now()}`), order(`twin-b-${Date.now()}`)]);

    // Assert
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(await balanceOf(account)).toBe(0);
    const ledger = await ledgerOf(account);
    expect(ledger.map((row) => [row.delta, row.reason])).toEqual([[100, 'opening'], [-100, 'order_spent']]);
    expect(ledger[1].order_id).toBe(responses.find((response) => response.statusCode === 201)?.json<{ id: number }>().id);
  });

  test('When a new customer registers, then the welcome bonus is credited once with its ledger row', async () => {
    // Arrange
    const email = `welcome.${Date.now()}@example.ru`;
    await t.app.inject({ method: 'POST', url: '/api/personal/email_login', payload: { email } });
    const mailbox = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox?email=${encodeURIComponent(email)}` });
    const code = /\b(\d{6})\b/.exec(mailbox.json<{ letters: Array<{ text: string }> }>().letters[0].text)?.[1];
    const login = await t.app.inject({ method: 'POST', url: '/api/personal/email_login', payload: { email, code } });
    const ticket = login.json<EmailLoginResultDto>().registration_token;

    // Act
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/personal/registration',
      payload: { first_name: 'Ольга', email, phone: '+79161234567', registration_token: ticket, consent_personal_data: true },
    });
    const { token } = registered.json<RegistrationResultDto>();
    const accountId = (await t.db.query<{ id: number }>('SELECT id FROM accounts WHERE email = $1', [email])).rows[0].id;
    const again = t.db.query("SELECT bonus_post($1, $2, 'welcome', NULL)", [accountId, WELCOME_BONUS_POINTS]);

    // Assert
    expect(registered.statusCode).toBe(200);
    await expect(again).rejects.toThrow();
    const summary = await t.app.inject({ method: 'GET', url: '/api/personal', headers: { 'x-authorization': `Token ${token}` } });
    expect(summary.json<{ bonus_balance: number }>().bonus_balance).toBe(300);
    const entries = (await history({ accountId, token })).json<PagedDto<BonusEntryDto>>();
    expect(entries.content).toEqual([
      expect.objectContaining({ delta: 300, balance: 300, reason: 'welcome', title: 'Приветственные бонусы', order_id: null }),
    ]);
  });

  test('When an order becomes paid twice and is then delivered, then its points are earned once', async () => {
    // Arrange
    const account = await createSignedInAccount(t.db);
    const orderId = await insertOrder(account, 40);

    // Act
    await setStatus(orderId, 'paid');
    await setStatus(orderId, 'new');
    await setStatus(orderId, 'paid');
    await setStatus(orderId, 'delivered');

    // Assert
    expect(await balanceOf(account)).toBe(40);
    expect(await ledgerOf(account)).toEqual([{ delta: 40, balance_after: 40, reason: 'order_earned', order_id: orderId }]);
  });

  test('When an order paid on receipt is delivered without having been paid, then its points are earned', async () => {
    // Arrange
    const account = await createSignedInAccount(t.db);
    const orderId = await insertOrder(account, 25);

    // Act
    await setStatus(orderId, 'assembling');
    await setStatus(orderId, 'delivered');

    // Assert
    expect(await balanceOf(account)).toBe(25);
  });

  test('When an order that spent and earned points is cancelled, then the spent come back and the earned are taken back', async () => {
    // Arrange
    const account = await createSignedInAccount(t.db, { bonusBalance: 500 });
    const placed = await placeOrder(account, 100);
    const order = placed.json<{ id: number; bonuses: number; bonuses_receive: number }>();
    await setStatus(order.id, 'paid');

    // Act
    await setStatus(order.id, 'cancelled');

    // Assert
    expect(placed.statusCode).toBe(201);
    expect(order.bonuses).toBe(100);
    expect(order.bonuses_receive).toBe(10);
    expect(await balanceOf(account)).toBe(500);
    expect((await ledgerOf(account)).map((row) => [row.delta, row.balance_after, row.reason])).toEqual([
      [500, 500, 'opening'],
      [-100, 400, 'order_spent'],
      [10, 410, 'order_earned'],
      [100, 510, 'order_refund'],
      [-10, 500, 'order_revoked'],
    ]);
  });

  test('When earned points were already spent and the order is cancelled, then only what the balance holds is taken back', async () => {
    // Arrange
    const account = await createSignedInAccount(t.db);
    const orderId = await insertOrder(account, 40);
    await setStatus(orderId, 'paid');
    await t.db.query("SELECT bonus_post($1, -30, 'order_spent', $2)", [account.accountId, await insertOrder(account, 0)]);

    // Act
    await setStatus(orderId, 'cancelled');
    await setStatus(orderId, 'paid');

    // Assert
    expect(await balanceOf(account)).toBe(0);
    expect((await ledgerOf(account)).map((row) => [row.delta, row.reason])).toEqual([
      [40, 'order_earned'],
      [-30, 'order_spent'],
      [-10, 'order_revoked'],
    ]);
  });

  test('When the history is read, then the owner gets their entries newest first with Russian titles, paged', async () => {
    // Arrange
    const account = await createSignedInAccount(t.db, { bonusBalance: 500 });
    const other = await createSignedInAccount(t.db, { bonusBalance: 7 });
    const placed = (await placeOrder(account, 100)).json<{ id: number }>();
    await setStatus(placed.id, 'paid');

    // Act
    const first = (await history(account, '?page=1&pageSize=2')).json<PagedDto<BonusEntryDto>>();
    const second = (await history(account, '?page=2&pageSize=2')).json<PagedDto<BonusEntryDto>>();
    const theirs = (await history(other)).json<PagedDto<BonusEntryDto>>();

    // Assert
    const number = 100_000 + placed.id;
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 3, pages: 2, hasNext: true });
    expect(first.content.map((entry) => [entry.title, entry.delta, entry.balance])).toEqual([
      [`Начислено за заказ №${number}`, 10, 410],
      [`Списано за заказ №${number}`, -100, 400],
    ]);
    expect(second.content.map((entry) => entry.reason)).toEqual(['opening']);
    expect(first.content[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(theirs.content.map((entry) => entry.delta)).toEqual([7]);
  });

  test.each([
    ['signed out', null, 401],
    ['with a bad page', '?page=0', 400],
  ])('When the history is asked for %s, then it is refused', async (_, query, status) => {
    // Arrange
    const account = query === null ? null : await createSignedInAccount(t.db);

    // Act
    const response = await history(account, query ?? '');

    // Assert
    expect(response.statusCode).toBe(status);
    expect(response.json<{ message: string }>().message).toMatch(/[а-яё]/i);
  });
});
