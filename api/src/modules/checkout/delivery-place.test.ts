import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  AddressSuggestListDto,
  DeliveryFieldsErrorDto,
  DevMailboxDto,
  OrderDraftDto,
  OrderDto,
  PickupPointListDto,
  SavedAddressListDto,
} from 'api-contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createSignedInAccount, fillCart, productPool, type TestAccount } from '../../test/fixtures';

const CONTACTS = { full_name: 'Анна Иванова', phone: '+7 (911) 123-45-67', payment_key: 'cash', personal_data_consent: true } as const;

describe('delivery places of an order: the courier’s address, the pickup point, the store and the address book', () => {
  let t: TestApp;
  let product: (priceKopecks: number, stock?: number) => Promise<number>;
  let keyCounter = 0;
  let emailCounter = 0;

  beforeAll(async () => {
    t = await buildTestApp({ productCount: 200 });
    product = productPool(t.db, (await t.db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 60')).rows.map((row) => row.id));
  });

  afterAll(async () => {
    await t.close();
  });

  const newKey = (): string => `place-key-${(keyCounter += 1)}-${Date.now()}`;
  const auth = (account: TestAccount) => ({ 'x-authorization': `Token ${account.token}` });

  /** A signed-in customer whose cart holds one product (stock 10) with the given way of delivery. */
  const customer = async (delivery: string): Promise<{ account: TestAccount; productId: number; email: string }> => {
    const email = `place-${(emailCounter += 1)}-${Date.now()}@example.ru`;
    const account = await createSignedInAccount(t.db, { email });
    const productId = await product(50_000, 10);
    const cartId = await fillCart(t.db, { accountId: account.accountId }, [{ productId, quantity: 1 }]);
    await t.db.query('UPDATE carts SET delivery_key = $2 WHERE id = $1', [cartId, delivery]);
    return { account, productId, email };
  };

  /** Puts the product back into the customer's cart for another order. */
  const refill = async (account: TestAccount, delivery: string): Promise<void> => {
    const cartId = (await t.db.query<{ id: number }>('SELECT id FROM carts WHERE account_id = $1', [account.accountId])).rows[0].id;
    await t.db.query('INSERT INTO cart_items (cart_id, product_id, quantity) VALUES ($1, $2, 1)', [cartId, await product(50_000, 10)]);
    await t.db.query('UPDATE carts SET delivery_key = $2 WHERE id = $1', [cartId, delivery]);
  };

  const order = (account: TestAccount, email: string, extra: object) =>
    t.app.inject({ method: 'POST', url: '/api/order', headers: { ...auth(account), 'idempotency-key': newKey() }, payload: { ...CONTACTS, email, ...extra } });

  const count = async (sql: string, params: unknown[]): Promise<number> => (await t.db.query<{ n: number }>(sql, params)).rows[0].n;
  const ordersOf = (account: TestAccount) => count('SELECT count(*)::int AS n FROM orders WHERE account_id = $1', [account.accountId]);
  const addressesOf = (account: TestAccount) => count('SELECT count(*)::int AS n FROM customer_addresses WHERE account_id = $1', [account.accountId]);
  const linesOf = (account: TestAccount) =>
    count('SELECT count(*)::int AS n FROM cart_items i JOIN carts c ON c.id = i.cart_id WHERE c.account_id = $1', [account.accountId]);
  const stockOf = (productId: number) => count('SELECT quantity AS n FROM products WHERE id = $1', [productId]);

  test.each([
    ['no address at all', {}, { 'address.street': 'Укажите улицу', 'address.house': 'Укажите номер дома' }],
    ['an empty street and a house of spaces', { address: { street: '', house: '   ' } }, { 'address.street': 'Укажите улицу', 'address.house': 'Укажите номер дома' }],
    ['a street too long', { address: { street: 'у'.repeat(151), house: '5' } }, { 'address.street': 'Не длиннее 150 символов' }],
    ['a flat too long', { address: { street: 'ул. Труда', house: '5', flat: '12345678901' } }, { 'address.flat': 'Не длиннее 10 символов' }],
    ['a line break in the intercom', { address: { street: 'ул. Труда', house: '5', intercom: '12\n34' } }, { 'address.intercom': 'Уберите из поля служебные символы' }],
    ['a number for the house', { address: { street: 'ул. Труда', house: 5 } }, { 'address.house': 'Заполните поле текстом' }],
  ])('When a courier order has %s, then it is 400 with a message per field and nothing is stored', async (_case, extra, fields) => {
    // Arrange
    const { account, productId, email } = await customer('courier_city');

    // Act
    const response = await order(account, email, extra);

    // Assert
    expect(response.statusCode).toBe(400);
    expect(response.json<DeliveryFieldsErrorDto>()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Укажите, куда доставить заказ',
      code: 'DELIVERY_DETAILS_INVALID',
      fields,
    });
    expect(await ordersOf(account)).toBe(0);
    expect(await addressesOf(account)).toBe(0);
    expect(await linesOf(account)).toBe(1);
    expect(await stockOf(productId)).toBe(10);
  });

  test('When a courier order has a control character in the house, then the hostile-input guard refuses it naming the field, and nothing is stored', async () => {
    // Arrange
    const { account, productId, email } = await customer('courier_city');

    // Act
    const response = await order(account, email, { address: { street: 'ул. Труда', house: '5\u0000' } });

    // Assert
    expect(response.statusCode).toBe(400);
    expect(response.json<{ code: string; message: string }>()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining('address.house'),
    });
    expect(await ordersOf(account)).toBe(0);
    expect(await addressesOf(account)).toBe(0);
    expect(await linesOf(account)).toBe(1);
    expect(await stockOf(productId)).toBe(10);
  });

  test('When a courier order has an address, then it is stored with the city of the shop, shown in one line, in the letter and in the address book', async () => {
    // Arrange
    const { account, email } = await customer('courier_city');
    const address = { street: '  ул.  Труда ', house: '5', flat: '12', entrance: '2', floor: '3', intercom: '12К', comment: 'Позвонить за час\nкод 45' };

    // Act
    const response = await order(account, email, { address });

    // Assert
    expect(response.statusCode).toBe(201);
    const placed = response.json<OrderDto>();
    expect(placed.delivery_address).toEqual({
      city: 'Псков', street: 'ул. Труда', house: '5', flat: '12', entrance: '2', floor: '3', intercom: '12К', comment: 'Позвонить за час\nкод 45',
    });
    expect(placed.pickup_point).toBeNull();
    expect(placed.delivery.address).toBe('Псков, ул. Труда, д. 5, кв. 12, подъезд 2, этаж 3, домофон 12К');
    const confirmation = await t.app.inject({ method: 'GET', url: `/api/order-confirm/${placed.id}`, headers: auth(account) });
    expect(confirmation.json<OrderDto>().delivery_address?.street).toBe('ул. Труда');
    const letters = (await t.app.inject({ method: 'GET', url: `/api/dev/mailbox?email=${encodeURIComponent(email)}` })).json<DevMailboxDto>().letters;
    expect(letters[0].text).toContain('Псков, ул. Труда, д. 5, кв. 12');
    expect(letters[0].text).toContain('Комментарий для курьера: Позвонить за час');
    const book = await t.app.inject({ method: 'GET', url: '/api/personal/addresses', headers: auth(account) });
    expect(book.json<SavedAddressListDto>().items).toEqual([expect.objectContaining({ title: 'Псков, ул. Труда, д. 5, кв. 12', street: 'ул. Труда', intercom: '12К' })]);
  });

  test('When the same address is used again, typed otherwise, then the book keeps one row with the newest details and the draft offers it first', async () => {
    // Arrange
    const { account, email } = await customer('courier_city');
    await order(account, email, { address: { street: 'ул. Гоголя', house: '10' } });
    await refill(account, 'courier_city');
    await order(account, email, { address: { street: 'ул. Труда', house: '5', flat: '1' } });
    await refill(account, 'courier_city');

    // Act
    const again = await order(account, email, { address: { street: 'Гоголя', house: ' 10 ', intercom: '77' } });
    await refill(account, 'courier_city');
    const draft = (await t.app.inject({ method: 'GET', url: '/api/order', headers: auth(account) })).json<OrderDraftDto>();

    // Assert
    expect(again.statusCode).toBe(201);
    expect(await addressesOf(account)).toBe(2);
    expect(draft.saved_addresses.map((saved) => [saved.street, saved.house, saved.intercom])).toEqual([
      ['Гоголя', '10', '77'],
      ['ул. Труда', '5', ''],
    ]);
    expect(draft.courier_city).toEqual({ id: expect.any(Number), title: 'Псков' });
  });

  test('When a customer deletes a saved address, then it is gone; another customer’s or an unknown one is 404', async () => {
    // Arrange
    const { account, email } = await customer('courier_city');
    await order(account, email, { address: { street: 'ул. Советская', house: '1' } });
    const [saved] = (await t.app.inject({ method: 'GET', url: '/api/personal/addresses', headers: auth(account) })).json<SavedAddressListDto>().items;
    const stranger = await createSignedInAccount(t.db, {});

    // Act
    const foreign = await t.app.inject({ method: 'DELETE', url: `/api/personal/addresses/${saved.id}`, headers: auth(stranger) });
    const bad = await t.app.inject({ method: 'DELETE', url: '/api/personal/addresses/abc', headers: auth(account) });
    const own = await t.app.inject({ method: 'DELETE', url: `/api/personal/addresses/${saved.id}`, headers: auth(account) });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/personal/addresses' });

    // Assert
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<{ message: string }>().message).toBe('Адрес не найден');
    expect(bad.statusCode).toBe(404);
    expect(own.statusCode).toBe(204);
    expect(await addressesOf(account)).toBe(0);
    expect(anonymous.statusCode).toBe(401);
  });

  test('When the postal courier delivers, then the city of the address is the one the customer chose', async () => {
    // Arrange
    const { account, email } = await customer('post_courier');
    const moscow = (await t.db.query<{ id: number }>("SELECT id FROM cities WHERE title = 'Москва'")).rows[0].id;
    await t.app.inject({ method: 'POST', url: '/api/city/update', headers: auth(account), payload: { city_id: moscow } });

    // Act
    const response = await order(account, email, { address: { street: 'ул. Тверская', house: '22', flat: '7' } });

    // Assert
    expect(response.statusCode).toBe(201);
    expect(response.json<OrderDto>().delivery.address).toBe('Москва, ул. Тверская, д. 22, кв. 7');
  });

  test('When a pickup point order has no point or an unknown one, then it is 400 on pickup_point_id and nothing is stored', async () => {
    // Arrange
    const { account, productId, email } = await customer('post_pickup');

    // Act
    const missing = await order(account, email, {});
    const unknown = await order(account, email, { pickup_point_id: 'NOPE-404' });
    const malformed = await order(account, email, { pickup_point_id: "x'; DROP" });

    // Assert
    expect(missing.statusCode).toBe(400);
    expect(missing.json<DeliveryFieldsErrorDto>().fields).toEqual({ pickup_point_id: 'Выберите пункт выдачи или постамат' });
    expect(unknown.json<DeliveryFieldsErrorDto>().fields).toEqual({ pickup_point_id: 'Такого пункта выдачи нет, выберите другой' });
    expect(malformed.json<DeliveryFieldsErrorDto>().fields).toEqual({ pickup_point_id: 'Такого пункта выдачи нет, выберите другой' });
    expect(await ordersOf(account)).toBe(0);
    expect(await stockOf(productId)).toBe(10);
  });

  test('When a pickup point is chosen, then the order keeps the point with its hours, and the letter names them', async () => {
    // Arrange
    const { account, email } = await customer('post_pickup');

    // Act
    const response = await order(account, email, { pickup_point_id: 'PSK-005', address: { street: 'ignored', house: '1' } });

    // Assert
    expect(response.statusCode).toBe(201);
    const placed = response.json<OrderDto>();
    expect(placed.pickup_point).toEqual({
      id: 'PSK-005', kind: 'parcel_locker', kind_title: 'Постамат', title: 'Постамат у вокзала', address: 'ул. Вокзальная, д. 38', hours: 'Ежедневно, круглосуточно', city: 'Псков',
    });
    expect(placed.delivery_address).toBeNull();
    expect(placed.delivery.address).toBe('Постамат «Постамат у вокзала»: Псков, ул. Вокзальная, д. 38');
    expect(await addressesOf(account)).toBe(0);
    const letters = (await t.app.inject({ method: 'GET', url: `/api/dev/mailbox?email=${encodeURIComponent(email)}` })).json<DevMailboxDto>().letters;
    expect(letters[0].text).toContain('Часы работы пункта: Ежедневно, круглосуточно.');
  });

  test('When the order is picked up in a store, then no address is needed and the store’s address is shown', async () => {
    // Arrange
    const { account, email } = await customer('pickup_right');

    // Act
    const response = await order(account, email, {});

    // Assert
    expect(response.statusCode).toBe(201);
    const placed = response.json<OrderDto>();
    expect(placed.delivery.title).toBe('Самовывоз: Магазин на Рижском');
    expect(placed.delivery.address).toMatch(/^г\. Псков, /);
    expect(placed.delivery_address).toBeNull();
    expect(placed.pickup_point).toBeNull();
  });

  test('When pickup points are listed, then the city’s points come with hours, pickup points first, and a text filters them', async () => {
    // Arrange
    const pskov = (await t.db.query<{ id: number }>("SELECT id FROM cities WHERE title = 'Псков'")).rows[0].id;

    // Act
    const all = (await t.app.inject({ method: 'GET', url: `/api/pickup-points?city_id=${pskov}` })).json<PickupPointListDto>();
    const station = (await t.app.inject({ method: 'GET', url: `/api/pickup-points?city_id=${pskov}&query=${encodeURIComponent('вокзальн')}` })).json<PickupPointListDto>();
    const unknownCity = await t.app.inject({ method: 'GET', url: '/api/pickup-points?city_id=999999' });
    const byDefault = (await t.app.inject({ method: 'GET', url: '/api/pickup-points' })).json<PickupPointListDto>();

    // Assert
    expect(all.city).toEqual({ id: pskov, title: 'Псков' });
    expect(all.items.length).toBe(7);
    expect(all.items.map((point) => point.kind)).toEqual([...all.items.map((point) => point.kind)].sort());
    expect(all.items.every((point) => point.hours.length > 0 && point.city === 'Псков')).toBe(true);
    expect(station.items.map((point) => point.id)).toEqual(['PSK-005']);
    expect(unknownCity.statusCode).toBe(404);
    expect(byDefault.city?.title).toBe('Псков');
  });

  test('When streets are suggested from the shop’s own list, then the street matches, a typed house is kept, and short or bad queries are handled', async () => {
    // Arrange
    const pskov = (await t.db.query<{ id: number }>("SELECT id FROM cities WHERE title = 'Псков'")).rows[0].id;
    const suggest = (query: string, city = pskov) => t.app.inject({ method: 'GET', url: `/api/address/suggest?city_id=${city}&query=${encodeURIComponent(query)}` });

    // Act
    const street = (await suggest('труд')).json<AddressSuggestListDto>();
    const withHouse = (await suggest('Труда 5а')).json<AddressSuggestListDto>();
    const short = (await suggest(' т ')).json<AddressSuggestListDto>();
    const control = await suggest('тру\u0001');
    const unknown = await suggest('труда', 999999);

    // Assert
    expect(street.suggestions[0]).toEqual({ value: 'ул. Труда', street: 'ул. Труда', house: null, city: 'Псков' });
    expect(withHouse.suggestions[0]).toEqual({ value: 'ул. Труда, д 5а', street: 'ул. Труда', house: '5а', city: 'Псков' });
    expect(short.suggestions).toEqual([]);
    expect(control.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('address suggestions from a DaData-compatible service (a local fake server speaking its protocol, as the real one is not reachable here)', () => {
  let t: TestApp;
  let server: http.Server;
  let failNext = false;
  const requests: Array<{ authorization: string | undefined; body: Record<string, unknown> }> = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      request.on('end', () => {
        requests.push({ authorization: request.headers.authorization, body: JSON.parse(raw) as Record<string, unknown> });
        if (failNext) {
          response.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"fail"}');
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            suggestions: [
              { value: 'г Псков, ул Труда, д 5', unrestricted_value: '180000, Псковская обл, г Псков, ул Труда, д 5', data: { city: 'Псков', street_with_type: 'ул Труда', house: '5', block: null, block_type: null } },
              { value: 'г Псков, ул Труда, д 7, к 2', data: { city: 'Псков', street_with_type: 'ул Труда', house: '7', block: '2', block_type: 'к' } },
              { value: 'г Псков', data: { city: 'Псков', street_with_type: null, house: null } },
            ],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await buildTestApp({
      productCount: 50,
      config: { address: { provider: 'dadata', apiKey: 'fakeapikey0123456789', suggestUrl: `http://127.0.0.1:${port}/suggestions/api/4_1/rs/suggest/address`, timeoutMs: 2000 } },
    });
  });

  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  test('When the customer types an address, then the service is asked by its protocol and its street-level answers come back', async () => {
    // Arrange
    const pskov = (await t.db.query<{ id: number }>("SELECT id FROM cities WHERE title = 'Псков'")).rows[0].id;

    // Act
    const response = await t.app.inject({ method: 'GET', url: `/api/address/suggest?city_id=${pskov}&query=${encodeURIComponent('труда 5')}` });

    // Assert
    expect(response.statusCode).toBe(200);
    expect(response.json<AddressSuggestListDto>().suggestions).toEqual([
      { value: 'г Псков, ул Труда, д 5', street: 'ул Труда', house: '5', city: 'Псков' },
      { value: 'г Псков, ул Труда, д 7, к 2', street: 'ул Труда', house: '7 к 2', city: 'Псков' },
    ]);
    expect(requests.at(-1)).toEqual({
      authorization: 'Token fakeapikey0123456789',
      body: expect.objectContaining({ query: 'труда 5', count: 10, locations: [{ city: 'Псков' }] }) as unknown,
    });
  });

  test('When the service fails, then the shop’s own streets answer', async () => {
    // Arrange
    const pskov = (await t.db.query<{ id: number }>("SELECT id FROM cities WHERE title = 'Псков'")).rows[0].id;
    failNext = true;

    // Act
    const response = await t.app.inject({ method: 'GET', url: `/api/address/suggest?city_id=${pskov}&query=${encodeURIComponent('Гоголя')}` });

    // Assert
    expect(response.statusCode).toBe(200);
    expect(response.json<AddressSuggestListDto>().suggestions[0]).toEqual({ value: 'ул. Гоголя', street: 'ул. Гоголя', house: null, city: 'Псков' });
    expect(requests.length).toBeGreaterThan(0);
  });
});
