import { availabilityOf, formatPrice, pluralize } from './format';

const nbsp = /[\u00a0\u202f]/g;

describe('formatting', () => {
  it('When a price is formatted, then it uses ru-RU grouping and the rouble sign', () => {
    expect(formatPrice(1290).replace(nbsp, ' ')).toBe('1 290 ₽');
    expect(formatPrice(99.5).replace(nbsp, ' ')).toBe('99,5 ₽');
  });

  it.each([
    [1, 'товар'],
    [2, 'товара'],
    [5, 'товаров'],
    [11, 'товаров'],
    [21, 'товар'],
    [24, 'товара'],
  ])('When the count is %i, then the form is %s', (count, form) => {
    expect(pluralize(count, ['товар', 'товара', 'товаров'])).toBe(form);
  });

  it('When stock, offer and novelty vary, then availability follows spec §4', () => {
    expect(availabilityOf({ quantity: 3 })).toBe('in-stock');
    expect(availabilityOf({ quantity: 0, offer: { available: true } })).toBe('in-stock');
    expect(availabilityOf({ quantity: 0, novelty: true })).toBe('soon');
    expect(availabilityOf({ quantity: 0 })).toBe('out-of-stock');
  });
});
