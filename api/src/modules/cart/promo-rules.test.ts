import { evaluatePromo, normalizePromoCode, type PromoCodeRecord } from './promo-rules';

const promo = (overrides: Partial<PromoCodeRecord> = {}): PromoCodeRecord => ({
  code: 'TEST10',
  title: 'Тест',
  kind: 'percent',
  percent: 10,
  amount_kopecks: null,
  min_order_kopecks: 0,
  once_per_customer: false,
  first_order_only: false,
  max_uses: null,
  uses_count: 0,
  started: true,
  expired: false,
  category_id: null,
  category_title: null,
  category_full_slug: null,
  brand_id: null,
  brand_title: null,
  ...overrides,
});

const context = { goodsKopecks: 100_000, eligibleKopecks: 100_000, usedByCustomer: false, hasEarlierOrder: false };

describe('evaluatePromo', () => {
  test('When a percent code covers goods of an odd sum, then the discount is rounded down to whole kopecks', () => {
    // Act
    const verdict = evaluatePromo(promo({ percent: 15 }), { ...context, goodsKopecks: 33_333, eligibleKopecks: 33_333 });

    // Assert
    expect(verdict).toEqual({ legit: true, discountKopecks: 4999 });
  });

  test('When a fixed sum is larger than the goods it covers, then it takes off only those goods', () => {
    // Act
    const verdict = evaluatePromo(promo({ kind: 'fixed', percent: null, amount_kopecks: 50_000 }), { ...context, eligibleKopecks: 20_000 });

    // Assert
    expect(verdict).toEqual({ legit: true, discountKopecks: 20_000 });
  });

  test('When a restricted code meets a cart with some of its goods, then only those goods are discounted', () => {
    // Act
    const verdict = evaluatePromo(promo({ percent: 20, brand_id: 3, brand_title: 'Solgar' }), { ...context, eligibleKopecks: 40_000 });

    // Assert
    expect(verdict).toEqual({ legit: true, discountKopecks: 8000 });
  });

  test.each([
    ['unknown', null, context, 'Промокод не найден'],
    ['not started', promo({ started: false }), context, 'Промокод ещё не действует'],
    ['expired', promo({ expired: true }), context, 'Срок действия промокода истёк'],
    ['exhausted', promo({ max_uses: 5, uses_count: 5 }), context, 'Промокод больше не действует: все использования исчерпаны'],
    ['used by the customer', promo({ once_per_customer: true }), { ...context, usedByCustomer: true }, 'Вы уже использовали этот промокод'],
    ['for the first order, from a customer with an earlier one', promo({ first_order_only: true }), { ...context, hasEarlierOrder: true }, 'Промокод действует только на первый заказ'],
    ['below the minimum order', promo({ min_order_kopecks: 200_000 }), context, 'Промокод действует при заказе от 2\u00a0000 ₽'],
    ['for a category absent from the cart', promo({ category_id: 1, category_title: 'Витамины' }), { ...context, eligibleKopecks: 0 }, 'Промокод действует только на товары категории «Витамины»'],
    ['for a brand absent from the cart', promo({ brand_id: 1, brand_title: 'Solgar' }), { ...context, eligibleKopecks: 0 }, 'Промокод действует только на товары бренда «Solgar»'],
  ])('When the code is %s, then it is not legit and the reason is given', (_, record, ctx, detail) => {
    // Act
    const verdict = evaluatePromo(record, ctx);

    // Assert
    expect(verdict).toEqual({ legit: false, detail });
  });

  test('When a first-order code meets a customer without an earlier order, then it is legit', () => {
    // Act
    const verdict = evaluatePromo(promo({ first_order_only: true }), context);

    // Assert
    expect(verdict).toEqual({ legit: true, discountKopecks: 10_000 });
  });

  test('When a code is typed with spaces and in lower case, then it is read as stored', () => {
    expect(normalizePromoCode('  minus300 ')).toBe('MINUS300');
  });
});
