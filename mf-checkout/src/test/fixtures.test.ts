import { apiAnswerProblems } from 'shared-kit/testing';
import {
  cartInfo,
  cartItem,
  cartList,
  cartWrite,
  deliveryOptions,
  orderDraft,
  placedOrder,
} from './fixtures';

/**
 * The fixtures stand for the API's answers in every test of the team: each must be an answer the API
 * could send, by the schema of its route (shared-kit/src/contracts/api/openapi.json).
 */
describe('fixtures', () => {
  const lines = [cartItem(7, { amount: 2 }), cartItem(12, { is_gift: true })];

  it.each([
    ['GET /cart/info', cartInfo({ promo_code: 'ЗДОРОВЬЕ10' })],
    ['GET /cart/list', cartList(lines, { out_of_stock: ['Омега-3'] })],
    ['POST /cart/add', cartWrite(7, lines, { clamped: true, notice: 'Доступно только 5 шт.' })],
    ['POST /cart/clear', cartWrite(null, [])],
    ['GET /delivery/list', { items: deliveryOptions, selected: 'courier_city' }],
    ['GET /order', orderDraft()],
    [
      'POST /order',
      placedOrder({}, { key: 'card_online', status: 'pending', confirmation_url: 'https://pay.test/1' }),
    ],
    ['GET /order-confirm/{id}', placedOrder()],
  ])('When %s is answered with the fixture, then the API could send it', (route, answer) => {
    expect(apiAnswerProblems(route, answer)).toEqual([]);
  });

  it('When a fixture is changed out of the schema, then the check says where', () => {
    const line = cartItem(7, { available: 1.5 });

    expect(apiAnswerProblems('GET /cart/list', cartList([line]))).toEqual([
      '/items/0/available must be integer',
    ]);
  });
});
