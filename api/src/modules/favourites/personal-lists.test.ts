import type { ApiErrorDto, FavouritesInfoDto, PagedDto, ProductDto } from 'api-contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createSignedInAccount, type TestAccount } from '../../test/fixtures';

let t: TestApp;
let productIds: number[];

beforeAll(async () => {
  t = await buildTestApp({ productCount: 200 });
  productIds = (await t.db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 5')).rows.map((row) => row.id);
});

afterAll(async () => {
  await t.close();
});

const as = (account?: TestAccount) => (account ? { 'x-authorization': `Token ${account.token}` } : {});

describe.each([
  ['/api/favourites', 'favourites'],
  ['/api/waiting', 'waitlist_items'],
])('%s', (prefix, table) => {
  const write = (action: 'add' | 'remove', productId: number, account?: TestAccount) =>
    t.app.inject({ method: 'POST', url: `${prefix}/${action}`, payload: { product_id: productId }, headers: as(account) });
  const read = (path: string, account?: TestAccount) => t.app.inject({ method: 'GET', url: `${prefix}/${path}`, headers: as(account) });

  test('When a customer adds products, then info and list show them, newest first, and remove takes one away', async () => {
    // Arrange
    const account = await createSignedInAccount(t.db);

    // Act
    const first = await write('add', productIds[0], account);
    const second = await write('add', productIds[1], account);
    const again = await write('add', productIds[1], account);
    const list = (await read('list?page=1&pageSize=10', account)).json<PagedDto<ProductDto>>();
    const removed = await write('remove', productIds[0], account);

    // Assert
    expect(first.json<FavouritesInfoDto>()).toEqual({ quantity: 1, products: [productIds[0]] });
    expect(second.json<FavouritesInfoDto>().quantity).toBe(2);
    expect(again.json<FavouritesInfoDto>().quantity).toBe(2);
    expect(list.content.map((product) => product.id)).toEqual([productIds[1], productIds[0]]);
    expect(list.total).toBe(2);
    expect(removed.json<FavouritesInfoDto>()).toEqual({ quantity: 1, products: [productIds[1]] });
    expect((await read('info', account)).json<FavouritesInfoDto>()).toEqual({ quantity: 1, products: [productIds[1]] });
  });

  test('When the list is sorted by price, then the cards come cheapest first, and pages hold pageSize cards', async () => {
    // Arrange
    const account = await createSignedInAccount(t.db);
    for (const id of productIds) await write('add', id, account);

    // Act
    const sorted = (await read('list?sorting=price_asc&pageSize=5', account)).json<PagedDto<ProductDto>>();
    const paged = (await read('list?page=2&pageSize=2', account)).json<PagedDto<ProductDto>>();

    // Assert
    const prices = sorted.content.map((product) => product.price_current);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(paged).toMatchObject({ page: 2, pageSize: 2, total: 5, pages: 3, hasNext: true });
    expect(paged.content).toHaveLength(2);
  });

  test('When customer B asks or removes, then customer A’s list is neither shown nor changed', async () => {
    // Arrange
    const a = await createSignedInAccount(t.db);
    const b = await createSignedInAccount(t.db);
    await write('add', productIds[2], a);

    // Act
    const bInfo = (await read('info', b)).json<FavouritesInfoDto>();
    const bList = (await read('list', b)).json<PagedDto<ProductDto>>();
    await write('remove', productIds[2], b);

    // Assert
    expect(bInfo).toEqual({ quantity: 0, products: [] });
    expect(bList.content).toEqual([]);
    const rows = await t.db.query(`SELECT 1 FROM ${table} WHERE account_id = $1 AND product_id = $2`, [a.accountId, productIds[2]]);
    expect(rows.rows).toHaveLength(1);
  });

  test.each(['info', 'list'])('When %s is read without a token, then it is 401', async (path) => {
    // Act
    const response = await read(path);

    // Assert
    expect(response.statusCode).toBe(401);
  });

  test('When add or remove is sent without a token, then it is 401 and nothing is written', async () => {
    // Act
    const add = await write('add', productIds[0]);
    const remove = await write('remove', productIds[0]);

    // Assert
    expect(add.statusCode).toBe(401);
    expect(remove.statusCode).toBe(401);
  });

  test('When the product does not exist or the id is not a number, then it is 404 or 400 in Russian', async () => {
    // Arrange
    const account = await createSignedInAccount(t.db);

    // Act
    const unknown = await write('add', 999_999, account);
    const text = await t.app.inject({ method: 'POST', url: `${prefix}/add`, payload: { product_id: '7' }, headers: as(account) });

    // Assert
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ApiErrorDto>().message).toBe('Товар не найден');
    expect(text.statusCode).toBe(400);
  });
});
