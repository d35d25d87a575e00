import { cartItem, cartWrite } from '../../test/fixtures';
import { linesOf, toCartLine, totalsOf } from './cartApi';

describe('cart answers as the cart shows them', () => {
  it('When a line comes from the API, then the product, its amount, its stock and the gift mark are kept', () => {
    const line = toCartLine(cartItem(7, { title: 'Омега-3', amount: 2, available: 4, price_current: 990, price_old: 1200 }));

    expect(line).toEqual({
      productId: 7,
      quantity: 2,
      isGift: false,
      product: expect.objectContaining({ id: 7, title: 'Омега-3', price_current: 990, price_old: 1200, quantity: 4 }),
    });
    expect(toCartLine(cartItem(12, { is_gift: true })).isGift).toBe(true);
  });

  it('When a write answers the whole cart, then its lines and its totals without the lines are read apart', () => {
    const answer = cartWrite(7, [cartItem(7, { amount: 3 }), cartItem(12, { is_gift: true })], { notice: 'Доступно только 3 шт.' });

    expect(linesOf(answer).map((line) => [line.productId, line.quantity, line.isGift])).toEqual([
      [7, 3, false],
      [12, 1, true],
    ]);
    const totals = totalsOf(answer);
    expect(totals.count).toBe(3);
    expect(totals).not.toHaveProperty('items');
    expect(totals).not.toHaveProperty('notice');
  });
});
