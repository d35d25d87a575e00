import type { CartLineRecord, CartRecord } from './cart-repository';
import { computeCartTotals } from './cart-totals';

const cart = (overrides: Partial<CartRecord> = {}): CartRecord => ({
  id: 1,
  promo_code: null,
  promo_discount_kopecks: 0,
  bonuses_used: 0,
  delivery_price_kopecks: 0,
  ...overrides,
});

const line = (overrides: Partial<CartLineRecord> = {}): CartLineRecord => ({
  product_id: 1,
  quantity: 1,
  is_gift: false,
  price_kopecks: 100_000,
  old_price_kopecks: null,
  points: 30,
  ...overrides,
});

describe('computeCartTotals', () => {
  test('When there is no cart, then every total is zero', () => {
    // Act
    const totals = computeCartTotals(null, [], 0);

    // Assert
    expect(totals).toEqual({ count: 0, priceDefault: 0, discount: 0, deliveryCost: 0, priceFinal: 0, bonuses: 0, bonusesAvailable: 0, bonusesSpendable: 0, bonusesReceive: 0 });
  });

  test('When discounted goods are in the cart, then the discount is the difference to the old prices', () => {
    // Act
    const totals = computeCartTotals(cart(), [line({ quantity: 2, price_kopecks: 80_000, old_price_kopecks: 100_000 }), line({ product_id: 2 })], 0);

    // Assert
    expect(totals).toMatchObject({ count: 3, priceDefault: 300_000, discount: 40_000, priceFinal: 260_000, bonusesReceive: 90 });
  });

  test('When a gift is in the cart, then it is neither counted nor paid for', () => {
    // Act
    const totals = computeCartTotals(cart(), [line(), line({ product_id: 2, is_gift: true, quantity: 1 })], 0);

    // Assert
    expect(totals.count).toBe(1);
    expect(totals.priceFinal).toBe(100_000);
  });

  test('When bonuses exceed the balance or 30% of the goods, then only the allowed part is used', () => {
    // Act
    const byBalance = computeCartTotals(cart({ bonuses_used: 500 }), [line()], 120);
    const byShare = computeCartTotals(cart({ bonuses_used: 500 }), [line()], 10_000);

    // Assert
    expect(byBalance.bonuses).toBe(120);
    expect(byBalance.priceFinal).toBe(100_000 - 12_000);
    expect(byShare.bonuses).toBe(300);
  });

  test('When a 229 ₽ cart meets a balance of 300 points, then 68 may be spent, before and after they are chosen', () => {
    // Act: 30 % of 229 ₽ is 68,70 ₽, whole points only
    const offered = computeCartTotals(cart(), [line({ price_kopecks: 22_900 })], 300);
    const chosen = computeCartTotals(cart({ bonuses_used: 68 }), [line({ price_kopecks: 22_900 })], 300);

    // Assert
    expect(offered).toMatchObject({ bonuses: 0, bonusesAvailable: 300, bonusesSpendable: 68 });
    expect(chosen).toMatchObject({ bonuses: 68, bonusesSpendable: 68, priceFinal: 22_900 - 6_800 });
  });

  test('When a promo code is applied, then what may be spent is counted from the goods after it', () => {
    // Act: 1 000 ₽ − 100 ₽ of promo, 30 % of 900 ₽
    const totals = computeCartTotals(cart({ promo_discount_kopecks: 10_000 }), [line()], 1000);

    // Assert
    expect(totals.bonusesSpendable).toBe(270);
  });

  test('When a promo discount is larger than the goods, then the goods cost nothing but delivery is still paid', () => {
    // Act
    const totals = computeCartTotals(cart({ promo_discount_kopecks: 500_000, delivery_price_kopecks: 25_000 }), [line()], 0);

    // Assert
    expect(totals.priceFinal).toBe(25_000);
    expect(totals.discount).toBe(100_000);
  });

  test('When the cart is empty, then no delivery is charged', () => {
    // Act
    const totals = computeCartTotals(cart({ delivery_price_kopecks: 25_000 }), [], 0);

    // Assert
    expect(totals.deliveryCost).toBe(0);
    expect(totals.priceFinal).toBe(0);
  });
});
