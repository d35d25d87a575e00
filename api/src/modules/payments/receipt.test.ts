import { buildReceipt, receiptSumKopecks } from './receipt';

describe('buildReceipt', () => {
  test('When a discount does not divide evenly, then the lines still add up to the amount to the kopeck and no unit costs less than zero', () => {
    // Arrange: 3 × 333.33 ₽ + 7 × 10.01 ₽ + 1 × 1 234.57 ₽ = 2 304.63 ₽, less 123.45 ₽ of promo and 101 ₽ of bonuses
    const goods = [
      { title: 'Витамин C', quantity: 3, unitKopecks: 33_333 },
      { title: 'Пластырь', quantity: 7, unitKopecks: 1_001 },
      { title: 'Омега-3', quantity: 1, unitKopecks: 123_457 },
    ];
    const reduction = 12_345 + 10_100;

    // Act
    const lines = buildReceipt(goods, reduction, { title: 'Доставка: Курьером по Пскову', kopecks: 25_000 });

    // Assert
    expect(receiptSumKopecks(lines)).toBe(230_463 - reduction + 25_000);
    expect(lines.every((line) => line.unitKopecks > 0 && Number.isInteger(line.unitKopecks) && line.quantity > 0)).toBe(true);
    expect(lines.filter((line) => line.description === 'Витамин C').reduce((sum, line) => sum + line.quantity, 0)).toBe(3);
    expect(lines.filter((line) => line.description === 'Пластырь').reduce((sum, line) => sum + line.quantity, 0)).toBe(7);
    expect(lines.at(-1)).toEqual({ description: 'Доставка: Курьером по Пскову', quantity: 1, unitKopecks: 25_000, subject: 'service' });
  });

  test.each([
    [[{ title: 'A', quantity: 1, unitKopecks: 100 }], 0],
    [[{ title: 'A', quantity: 3, unitKopecks: 1 }, { title: 'B', quantity: 2, unitKopecks: 99_999 }], 7],
    [[{ title: 'A', quantity: 13, unitKopecks: 777 }, { title: 'B', quantity: 1, unitKopecks: 5 }, { title: 'C', quantity: 9, unitKopecks: 12_345 }], 30_001],
    [[{ title: 'A', quantity: 2, unitKopecks: 500 }], 5_000],
  ])('When goods %j lose %p kopecks, then the receipt sums to goods − reduction', (goods, reduction) => {
    // Arrange
    const total = goods.reduce((sum, line) => sum + line.quantity * line.unitKopecks, 0);

    // Act
    const lines = buildReceipt(goods, reduction, { title: 'Доставка', kopecks: 0 });

    // Assert
    expect(receiptSumKopecks(lines)).toBe(Math.max(0, total - reduction));
    expect(lines.some((line) => line.subject === 'service')).toBe(false);
  });
});
