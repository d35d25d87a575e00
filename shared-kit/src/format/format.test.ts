import { availabilityOf, formatCount, formatKopecks, formatMoscowDate, formatPrice, pluralize, WORDS } from './format';
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

describe('the same text as Intl writes for ru-RU (the rules are kept without making its formatters)', () => {
  const whole = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 });
  const withKopecks = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const numbers = new Intl.NumberFormat('ru-RU');
  const plurals = new Intl.PluralRules('ru');
  const amounts = [0, 0.01, 0.05, 0.1, 0.99, 1, 9.9, 10, 99.99, 100, 999, 1000, 1000.5, 1290, 9999.99, 10000, 12345.67, 100000, 999999.99, 1000000, 1234567.8, 98765432.1, -1, -779.9, -1234.56];
  for (let kopecks = 3; kopecks < 2_000_000_000; kopecks = kopecks * 3 + 7) amounts.push(kopecks / 100);

  it('When any amount is shown, then it reads exactly as Intl currency formatting would write it', () => {
    for (const rubles of amounts) {
      const kopecks = Math.round(rubles * 100);
      const expected = (kopecks % 100 === 0 ? whole : withKopecks).format(kopecks / 100);
      expect(formatPrice(rubles)).toBe(expected);
    }
  });

  it('When counts are written, then digits and forms are what Intl writes and selects', () => {
    for (let count = -30; count <= 2500; count += 1) {
      const form = plurals.select(Math.abs(count));
      expect(pluralize(count, ['one', 'few', 'many'])).toBe(form === 'other' ? 'few' : form);
      expect(formatCount(count, WORDS.product)).toBe(`${numbers.format(count)} ${pluralize(count, WORDS.product)}`);
    }
    for (const count of [12345, 1_000_000, 987_654_321]) expect(formatCount(count, WORDS.product).split(' ')[0]).toBe(numbers.format(count));
  });

  it('When a moment is dated, then the day in Moscow reads as Intl writes it for Europe/Moscow, without «г.»', () => {
    const dates = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Moscow' });
    const moments = ['2026-03-05T10:00:00Z', '2026-03-05T20:59:59Z', '2026-03-05T21:00:00Z', '2024-02-29T12:00:00Z', '2014-10-25T22:59:59Z', '2014-10-25T23:00:00Z', '2010-07-01T20:30:00Z', '1999-12-31T21:00:00Z'].map(Date.parse);
    // Every 7 hours and 13 minutes from 2014 to 2037: each month, each day, both sides of midnight.
    for (let time = Date.UTC(2014, 0, 1); time < Date.UTC(2038, 0, 1); time += 7 * 3_600_000 + 13 * 60_000) moments.push(time);
    for (const time of moments) expect(formatMoscowDate(time)).toBe(dates.format(time).replace(/\s*г\.$/, ''));
  });

  it('When a value is not a date, then nothing is written', () => {
    expect(formatMoscowDate('вчера')).toBe('');
    expect(formatMoscowDate(Number.NaN)).toBe('');
  });
});

describe('dates', () => {
  it('When a review date is shown, then it reads as d MMMM yyyy in Moscow, past midnight there already the next day', () => {
    expect(formatMoscowDate('2026-03-05T10:00:00Z')).toBe('5 марта 2026');
    expect(formatMoscowDate('2025-12-31T22:30:00Z')).toBe('1 января 2026');
  });
});
