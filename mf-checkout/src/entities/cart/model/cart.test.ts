import { getEventBus } from 'shared-kit';
import { mockHttp } from 'shared-kit/testing';
import { makeStore } from '../../../app/store';
import { cartInfo, cartItem, cartList, cartWrite } from '../../../test/fixtures';
import { cartApi, cartCountReported, reloadCartInfo, reloadCartList } from './cartApi';
import { countChanged, promoEdited } from './cartSlice';
import { selectCartCount, selectCartInfo, selectCartInfoStatus, selectCartLines, selectQuantity } from './selectors';

describe('the cart of the page', () => {
  it('When the totals are loaded, then they and the badge count are kept', async () => {
    mockHttp({ 'GET /cart/info': { data: cartInfo({ count: 3 }) } });
    const store = makeStore();
    await store.dispatch(reloadCartInfo());
    expect(selectCartInfo(store.getState())?.count).toBe(3);
    expect(selectCartCount(store.getState())).toBe(3);
  });

  it('When loading the totals again fails, then the status says so and the old totals stay', async () => {
    const http = mockHttp({ 'GET /cart/info': { data: cartInfo({ count: 2 }) } });
    const store = makeStore();
    await store.dispatch(reloadCartInfo());
    mockHttp({ 'GET /cart/info': { status: 503 } });
    await store.dispatch(reloadCartInfo());
    expect(http.calls('GET /cart/info')).toHaveLength(1);
    expect(selectCartInfoStatus(store.getState())).toBe('failed');
    expect(selectCartInfo(store.getState())?.count).toBe(2);
  });

  it('When the lines are loaded, then quantities by product are known and gifts are left out of them', async () => {
    mockHttp({ 'GET /cart/list': { data: cartList([cartItem(1, { amount: 2 }), cartItem(9, { is_gift: true })]) } });
    const store = makeStore();
    await store.dispatch(reloadCartList());
    expect(selectQuantity(1)(store.getState())).toBe(2);
    expect(selectQuantity(9)(store.getState())).toBe(0);
    expect(selectCartLines(store.getState())).toHaveLength(2);
  });

  it('When a product is taken out, then its line goes, the totals follow and the shop hears the new count', async () => {
    mockHttp({
      'GET /cart/list': { data: cartList([cartItem(1, { amount: 2 }), cartItem(2)]) },
      'POST /cart/remove': { data: cartWrite(1, [cartItem(2)], { amount: 0, count: 1 }) },
    });
    const counts: number[] = [];
    const stop = getEventBus().subscribe('checkout:cart-changed', ({ count }) => counts.push(count));
    const store = makeStore();
    await store.dispatch(reloadCartList());
    await store.dispatch(cartApi.endpoints.changeQuantity.initiate({ productId: 1, from: 2, to: 0 }));
    await Promise.resolve();
    expect(selectQuantity(1)(store.getState())).toBe(0);
    expect(selectCartLines(store.getState()).map((line) => line.productId)).toEqual([2]);
    expect(selectCartCount(store.getState())).toBe(1);
    expect(counts).toEqual([1]);
    stop();
  });

  it('When another part of the shop reports the count, then the badge follows, never below 0', () => {
    const store = makeStore();
    store.dispatch(countChanged(5));
    expect(selectCartCount(store.getState())).toBe(5);
    store.dispatch(countChanged(-1));
    expect(selectCartCount(store.getState())).toBe(0);
  });

  it('When the shop reports a new count, then the badge and the totals shown follow it', async () => {
    mockHttp({ 'GET /cart/info': { data: cartInfo({ count: 3 }) } });
    const store = makeStore();
    await store.dispatch(reloadCartInfo());
    store.dispatch(cartCountReported(0));
    expect(selectCartCount(store.getState())).toBe(0);
    expect(selectCartInfo(store.getState())?.count).toBe(0);
  });

  it('When a code is refused and then edited, then its reason is kept until the edit', async () => {
    mockHttp({ 'GET /cart/promocode/OLD': { data: { legit: false, detail: 'Срок действия промокода истёк' } } });
    const store = makeStore();
    const outcome = await store.dispatch(cartApi.endpoints.applyPromoCode.initiate('OLD')).unwrap();
    expect(outcome).toBe('refused');
    expect(store.getState().cart.promocodeError).toBe('Срок действия промокода истёк');
    store.dispatch(promoEdited());
    expect(store.getState().cart.promocodeError).toBeNull();
  });
});
