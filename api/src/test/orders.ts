import type { OrderDto } from 'api-contracts';
import type { TestApp } from './build-test-app';
import { createSignedInAccount, fillCart } from './fixtures';

let placed = 0;

/**
 * A new customer's order of these lines through `POST /api/order`, delivered by the shop's courier in the
 * city and paid on receipt: the order as the API answers it, and the customer's sign-in token.
 */
export async function placeCourierOrder(
  t: TestApp,
  lines: Array<{ productId: number; quantity: number }>,
  label: string,
): Promise<{ order: OrderDto; token: string }> {
  placed += 1;
  const email = `${label}.${placed}.${Date.now()}@example.ru`;
  const account = await createSignedInAccount(t.db, { email });
  const cartId = await fillCart(t.db, { accountId: account.accountId }, lines);
  await t.db.query("UPDATE carts SET delivery_key = 'courier_city' WHERE id = $1", [cartId]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/order',
    headers: { 'x-authorization': `Token ${account.token}`, 'idempotency-key': `${label}-${placed}-${Date.now()}` },
    payload: {
      full_name: 'Ольга Смирнова',
      phone: '+7 (911) 765-43-21',
      email,
      payment_key: 'cash',
      delivery_key: 'courier_city',
      address: { street: 'Октябрьский пр-т', house: '22' },
      personal_data_consent: true,
    },
  });
  if (response.statusCode !== 201) throw new Error(`the order was not placed: ${response.statusCode} ${response.body}`);
  return { order: response.json<OrderDto>(), token: account.token };
}
