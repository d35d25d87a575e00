import cases from '../../../shared-kit/src/contracts/display-cases.json';
import { displayPhone, formatKopecks, formatRubles } from './money';

/** Spaces of any kind as one plain space. */
const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');

describe('money in letters and pages of the API', () => {
  it.each(cases.rubles as [number, string][])('When %p rubles are shown, then they read %p, as on the storefront', (rubles, shown) => {
    expect(plain(formatRubles(rubles))).toBe(shown);
  });

  it.each([
    [77990, '779,90 ₽'],
    [455810, '4 558,10 ₽'],
    [250000, '2 500 ₽'],
  ])('When %p kopecks of the database are shown, then they read %p', (kopecks, shown) => {
    expect(plain(formatKopecks(kopecks))).toBe(shown);
  });

  it('When digits are grouped, then a no-break space keeps the amount on one line', () => {
    expect(formatKopecks(200000)).toBe('2\u00a0000 ₽');
  });
});

describe('phones in letters', () => {
  it.each(cases.phones as [string, string][])('When %p is stored, then it is shown as %p, as on the storefront', (stored, shown) => {
    expect(displayPhone(stored)).toBe(shown);
  });
});
