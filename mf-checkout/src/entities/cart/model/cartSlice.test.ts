import type { CartInfoDto } from 'shared-kit/contracts';
import {
  bonusesApplied,
  cartSlice,
  countChanged,
  deliveryChanged,
  promoApplied,
  promoCancelled,
  promoChecked,
  promoEdited,
  promoRefused,
  statusesLoaded,
  infoFailed,
  infoLoaded,
  initialCartState,
  itemChanged,
  listLoaded,
  type CartState,
} from './cartSlice';
import { toCartLine } from '../../../shared/api/cartApi';
import { cartItem } from '../../../test/fixtures';

const lineProduct = (id: number) => toCartLine(cartItem(id)).product;

const reducer = cartSlice.reducer;

const info: CartInfoDto = {
  currency: 'RUB',
  count: 3,
  discount: 200,
  priceDefault: 2000,
  deliveryCost: 0,
  priceFinal: 1800,
  bonuses: 0,
  bonuses_available: 0,
  bonuses_receive: 90,
  promo_code: null,
};

describe('cart slice', () => {
  it('When totals are loaded, then they and the badge count are stored', () => {
    const state = reducer(initialCartState, infoLoaded(info));

    expect(state.info).toEqual(info);
    expect(state.infoStatus).toBe('succeeded');
    expect(state.count).toBe(3);
  });

  it('When loading the totals fails, then the status says so and old totals stay', () => {
    const loaded = reducer(initialCartState, infoLoaded(info));

    const state = reducer(loaded, infoFailed());

    expect(state.infoStatus).toBe('failed');
    expect(state.info?.priceFinal).toBe(1800);
  });

  it('When the list is loaded, then quantities by product are known and gifts are left out of them', () => {
    const state = reducer(
      initialCartState,
      listLoaded([
        { productId: 7, quantity: 2, isGift: false, product: lineProduct(7) },
        { productId: 9, quantity: 1, isGift: true, product: lineProduct(9) },
      ]),
    );

    expect(state.quantities).toEqual({ 7: 2 });
    expect(state.lines).toHaveLength(2);
    expect(state.listStatus).toBe('succeeded');
  });

  it('When an item changes to 0, then it leaves the quantities and the lines', () => {
    const withItems: CartState = reducer(
      initialCartState,
      listLoaded([
        { productId: 7, quantity: 2, isGift: false, product: lineProduct(7) },
        { productId: 8, quantity: 1, isGift: false, product: lineProduct(8) },
      ]),
    );

    const updated = reducer(withItems, itemChanged({ productId: 7, quantity: 5 }));
    const removed = reducer(updated, itemChanged({ productId: 8, quantity: 0 }));

    expect(removed.quantities).toEqual({ 7: 5 });
    expect(removed.lines.map((line) => [line.productId, line.quantity])).toEqual([[7, 5]]);
  });

  it('When an item new to the page is added, then its quantity is stored without a line', () => {
    const state = reducer(initialCartState, itemChanged({ productId: 11, quantity: 1 }));

    expect(state.quantities).toEqual({ 11: 1 });
    expect(state.lines).toEqual([]);
  });

  it('When another part of the shop reports the count, then the badge and the totals follow', () => {
    const loaded = reducer(initialCartState, infoLoaded(info));

    const state = reducer(loaded, countChanged(5));

    expect(state.count).toBe(5);
    expect(state.info?.count).toBe(5);
    expect(reducer(initialCartState, countChanged(-2)).count).toBe(0);
  });

  it('When a code is checked, then legit clears the error and a refusal keeps its detail', () => {
    const refused = reducer(initialCartState, promoChecked({ legit: false, detail: 'Промокод не найден' }));
    expect(refused).toMatchObject({
      promocodeLegit: false,
      promocodeError: 'Промокод не найден',
      promocodeUsed: false,
    });

    const legit = reducer(refused, promoChecked({ legit: true }));
    expect(legit).toMatchObject({ promocodeLegit: true, promocodeError: null });

    expect(reducer(refused, promoEdited()).promocodeError).toBeNull();
  });

  it('When a code is applied and then cancelled, then the promo and bonus flags reset (docs/product.md §4)', () => {
    const applied = reducer(reducer(initialCartState, promoApplied()), bonusesApplied(200));
    expect(applied).toMatchObject({ promocodeUsed: true, promocodeLegit: true, bonusesUsed: true });

    const cancelled = reducer(applied, promoCancelled());

    expect(cancelled).toMatchObject({
      promocodeUsed: false,
      promocodeLegit: false,
      promocodeError: null,
      bonusesUsed: false,
    });
  });

  it('When applying a code is refused by the server, then its reason is stored and nothing counts as used', () => {
    const state = reducer(reducer(initialCartState, promoApplied()), promoRefused('Промокод закончился'));

    expect(state).toMatchObject({
      promocodeUsed: false,
      promocodeLegit: false,
      promocodeError: 'Промокод закончился',
    });
  });

  it('When the delivery changes, then the bonuses flag and the bonuses of the totals reset', () => {
    const withBonuses = reducer(
      reducer(initialCartState, infoLoaded({ ...info, bonuses: 150, priceFinal: 1650 })),
      bonusesApplied(150),
    );
    expect(withBonuses.bonusesUsed).toBe(true);

    const state = reducer(withBonuses, deliveryChanged());

    expect(state.bonusesUsed).toBe(false);
    expect(state.info?.bonuses).toBe(0);
    expect(reducer(initialCartState, bonusesApplied(0)).bonusesUsed).toBe(false);
  });

  it('When totals arrive, then the flags follow what the server applied; statuses are stored as they come', () => {
    const state = reducer(initialCartState, infoLoaded({ ...info, promo_code: 'ЗДОРОВЬЕ10', bonuses: 100 }));
    expect(state).toMatchObject({ promocodeUsed: true, bonusesUsed: true });

    const statuses = { gifts_available: true, gifts_added: false, out_of_stock: ['Коллаген'] };
    expect(reducer(state, statusesLoaded(statuses)).statuses).toEqual(statuses);
  });
});
