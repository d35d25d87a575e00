import { buildApp } from '../../app';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app';
import { createSignedInAccount } from '../../test/fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ productCount: 200 });
});

afterAll(async () => {
  await t.close();
});

async function lettersTo(email: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox?email=${encodeURIComponent(email)}` });
  return response.json<{ letters: Array<{ subject: string; text: string }> }>().letters;
}

async function productOutOfStock(): Promise<{ id: number; title: string; full_slug: string }> {
  const { rows } = await t.db.query<{ id: number; title: string; full_slug: string }>(
    `UPDATE products SET quantity = 0 WHERE id = (
       SELECT id FROM products WHERE quantity > 0 AND id NOT IN (SELECT product_id FROM restocks) ORDER BY id DESC LIMIT 1)
     RETURNING id, title, full_slug`,
  );
  return rows[0];
}

const wait = async (accountId: number, productId: number) =>
  t.db.query('INSERT INTO waitlist_items (account_id, product_id) VALUES ($1, $2)', [accountId, productId]);

describe('waitlist letters', () => {
  test('When an awaited product comes back, then each waiting customer gets one letter, and a second run writes nothing', async () => {
    // Arrange
    const product = await productOutOfStock();
    const anna = await createSignedInAccount(t.db, { email: `anna.${product.id}@example.ru` });
    const boris = await createSignedInAccount(t.db, { email: `boris.${product.id}@example.ru` });
    await wait(anna.accountId, product.id);
    await wait(boris.accountId, product.id);

    // Act
    const beforeRestock = await t.app.restockLetters.runOnce();
    await t.db.query('UPDATE products SET quantity = 7 WHERE id = $1', [product.id]);
    const first = await t.app.restockLetters.runOnce();
    const second = await t.app.restockLetters.runOnce();
    await t.db.query('UPDATE products SET quantity = 3 WHERE id = $1', [product.id]);
    const stockChangedAgain = await t.app.restockLetters.runOnce();

    // Assert
    expect(beforeRestock).toBe(0);
    expect(first).toBe(2);
    expect(second).toBe(0);
    expect(stockChangedAgain).toBe(0);
    const [letter] = await lettersTo(`anna.${product.id}@example.ru`);
    expect(letter.subject).toBe(`«${product.title}» снова в продаже`);
    expect(letter.text).toContain(`https://shop.test/products/${product.full_slug}`);
    expect(await lettersTo(`boris.${product.id}@example.ru`)).toHaveLength(1);
  });

  test('When the product runs out and comes back again, then the customer gets a letter for that restock too', async () => {
    // Arrange
    const product = await productOutOfStock();
    const email = `twice.${product.id}@example.ru`;
    const account = await createSignedInAccount(t.db, { email });
    await wait(account.accountId, product.id);
    await t.db.query('UPDATE products SET quantity = 2 WHERE id = $1', [product.id]);
    await t.app.restockLetters.runOnce();

    // Act
    await t.db.query('UPDATE products SET quantity = 0 WHERE id = $1', [product.id]);
    await t.db.query('UPDATE products SET quantity = 4 WHERE id = $1', [product.id]);
    const sent = await t.app.restockLetters.runOnce();

    // Assert
    expect(sent).toBe(1);
    expect(await lettersTo(email)).toHaveLength(2);
  });

  test('When the relay refuses a letter, then it is written by a later run and only once', async () => {
    // Arrange: a second API process whose relay address has nothing listening
    const broken = await buildApp({ config: { ...testConfig, smtpUrl: 'smtp://127.0.0.1:9' }, db: t.db });
    const product = await productOutOfStock();
    const email = `later.${product.id}@example.ru`;
    const account = await createSignedInAccount(t.db, { email });
    await wait(account.accountId, product.id);
    await t.db.query('UPDATE products SET quantity = 5 WHERE id = $1', [product.id]);

    try {
      // Act
      const refused = await broken.restockLetters.runOnce();
      const retried = await t.app.restockLetters.runOnce();
      const again = await t.app.restockLetters.runOnce();

      // Assert
      expect(refused).toBe(0);
      expect(retried).toBe(1);
      expect(again).toBe(0);
      expect(await lettersTo(email)).toHaveLength(1);
    } finally {
      await broken.close();
    }
  });

  test('When a customer starts waiting after the product came back, then no letter is written for that restock', async () => {
    // Arrange
    const product = await productOutOfStock();
    const email = `late.${product.id}@example.ru`;
    const account = await createSignedInAccount(t.db, { email });
    await t.db.query('UPDATE products SET quantity = 5 WHERE id = $1', [product.id]);
    await wait(account.accountId, product.id);

    // Act
    await t.app.restockLetters.runOnce();

    // Assert
    expect(await lettersTo(email)).toHaveLength(0);
  });
});
