import { normaliseCartList } from './cartApi';

describe('normaliseCartList', () => {
  it('When lines come as {id, amount} with the product embedded, then product data is kept', () => {
    const lines = normaliseCartList([
      {
        id: 7,
        amount: 2,
        product: { id: 7, title: 'Омега-3', url: '/products/omega', price_current: 990, quantity: 4 },
      },
    ]);

    expect(lines).toEqual([
      {
        productId: 7,
        quantity: 2,
        isGift: false,
        product: expect.objectContaining({ id: 7, title: 'Омега-3', price_current: 990, quantity: 4 }),
      },
    ]);
  });

  it('When lines come wrapped with product_id and quantity, then they are read and gifts marked', () => {
    const lines = normaliseCartList({
      content: [
        { product_id: 3, quantity: 1, is_gift: true },
        { product_id: 4, quantity: 0 },
      ],
    });

    expect(lines).toEqual([{ productId: 3, quantity: 1, isGift: true, product: null }]);
  });

  it('When the answer is not a list, then there are no lines', () => {
    expect(normaliseCartList('nope')).toEqual([]);
    expect(normaliseCartList(null)).toEqual([]);
  });
});
