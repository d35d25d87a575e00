import { availabilityOf, formatCount, formatKopecks, formatPrice, pluralize, WORDS } from './format';
import displayCases from '../contracts/display-cases.json';

const nbsp = /[\u00a0\u202f]/g;
const plain = (text: string) => text.replace(nbsp, ' ');

describe('money', () => {
  it.each([
    [1290, '1 290 ₽'],
    [0, '0 ₽'],
    [779.9, '779,90 ₽'],
    [4558.1, '4 558,10 ₽'],
    [99.5, '99,50 ₽'],
    [2345.55, '2 345,55 ₽'],
    [0.1 + 0.2, '0,30 ₽'],
    [1999.999, '2 000 ₽'],
    [-0, '0 ₽'],
    [1234567.8, '1 234 567,80 ₽'],
  ])('When %p rubles are shown, then the shop reads %p', (rubles, shown) => {
    expect(plain(formatPrice(rubles))).toBe(shown);
  });

  it('When kopecks of the database are shown, then they read as rubles by the same rule', () => {
    expect(plain(formatKopecks(77990))).toBe('779,90 ₽');
    expect(plain(formatKopecks(250000))).toBe('2 500 ₽');
    expect(plain(formatKopecks(455810))).toBe('4 558,10 ₽');
  });

  it('When an amount is whole, then no kopecks show; otherwise both digits do', () => {
    expect(formatPrice(779.9)).not.toMatch(/,9 ₽$/);
    expect(plain(formatPrice(779))).not.toContain(',');
  });
});

describe('plurals', () => {
  it.each([
    [1, 'товар'],
    [2, 'товара'],
    [5, 'товаров'],
    [11, 'товаров'],
    [12, 'товаров'],
    [14, 'товаров'],
    [21, 'товар'],
    [24, 'товара'],
    [0, 'товаров'],
    [111, 'товаров'],
    [101, 'товар'],
  ])('When the count is %i, then the form is %s', (count, form) => {
    expect(pluralize(count, ['товар', 'товара', 'товаров'])).toBe(form);
  });

  it.each([
    [72, WORDS.bonus, '72 бонуса'],
    [3, WORDS.bonus, '3 бонуса'],
    [1, WORDS.bonus, '1 бонус'],
    [25, WORDS.bonus, '25 бонусов'],
    [21, WORDS.point, '21 балл'],
    [44, WORDS.point, '44 балла'],
    [1, WORDS.review, '1 отзыв'],
    [13, WORDS.review, '13 отзывов'],
    [2, WORDS.day, '2 дня'],
    [5, WORDS.day, '5 дней'],
    [31, WORDS.day, '31 день'],
    [1250, WORDS.product, '1 250 товаров'],
  ])('When %i is counted, then it reads %p', (count, forms, shown) => {
    expect(plain(formatCount(count, forms))).toBe(shown);
  });
});

describe('availability', () => {
  it('When stock, offer and novelty vary, then availability follows the shop rule', () => {
    expect(availabilityOf({ quantity: 3 })).toBe('in-stock');
    expect(availabilityOf({ quantity: 0, offer: { available: true } })).toBe('in-stock');
    expect(availabilityOf({ quantity: 0, novelty: true })).toBe('soon');
    expect(availabilityOf({ quantity: 0 })).toBe('out-of-stock');
  });
});

describe('the table the API is tested against too', () => {
  it.each(displayCases.rubles as [number, string][])('When %p rubles are shown, then they read %p', (rubles, shown) => {
    expect(plain(formatPrice(rubles))).toBe(shown);
  });
});
