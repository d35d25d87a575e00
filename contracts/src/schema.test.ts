import Ajv from 'ajv';
import { Type } from '@sinclair/typebox';
import { CartInfo, CartItem, PromoCodeCheck } from './cart';
import { Product } from './product';
import { OrderCreateRequest } from './checkout';
import { PersonalListQuery } from './personal-lists';
import { Nullable, Paged, Ref, StringEnum } from './schema';
import { routeShapes } from './index';

/** A schema as the API and the OpenAPI document see it: plain JSON, TypeBox's own symbols left out. */
const json = (schema: unknown): unknown => JSON.parse(JSON.stringify(schema));

describe('the helpers write the JSON schemas the API has always written', () => {
  it('When a value may be null, then its type is a list with null, not an anyOf', () => {
    expect(json(Nullable(Type.Integer({ minimum: 1 }), { description: 'Остаток' }))).toEqual({
      type: ['integer', 'null'],
      minimum: 1,
      description: 'Остаток',
    });
  });

  it('When a string is one of several, then it is an enum of strings', () => {
    expect(json(StringEnum(['a', 'b']))).toEqual({ type: 'string', enum: ['a', 'b'] });
  });

  it('When a shared shape is referenced, then the reference names its $id, and a shape without one is refused', () => {
    expect(json(Ref(Product))).toEqual({ $ref: 'Product#' });
    expect(() => Ref(Type.Object({}))).toThrow('no $id');
  });

  it('When a list is paged, then its page holds the items and the paging fields, all required', () => {
    expect(json(Paged(Type.Integer()))).toEqual({
      type: 'object',
      properties: {
        content: { type: 'array', items: { type: 'integer' } },
        page: { type: 'integer' },
        pageSize: { type: 'integer' },
        total: { type: 'integer' },
        totalCapped: { type: 'boolean' },
        pages: { type: 'integer' },
        hasNext: { type: 'boolean' },
      },
      required: ['content', 'page', 'pageSize', 'total', 'totalCapped', 'pages', 'hasNext'],
    });
  });
});

describe('the shapes validate as the API validates them', () => {
  const ajv = new Ajv({ coerceTypes: 'array', useDefaults: true, removeAdditional: true });
  ajv.addSchema(json(Product) as object);
  ajv.addSchema(json(CartItem) as object);

  it('When the cart totals lack a field or have a wrong currency, then they are refused', () => {
    const check = ajv.compile(json(CartInfo) as object);
    const totals = {
      currency: 'RUB',
      count: 1,
      discount: 0,
      priceDefault: 100,
      deliveryCost: 0,
      priceFinal: 100,
      bonuses: 0,
      bonuses_available: 0,
      bonuses_spendable: 0,
      bonuses_receive: 1,
      promo_code: null,
    };
    expect(check(totals)).toBe(true);
    expect(check({ ...totals, currency: 'USD' })).toBe(false);
    const { promo_code: _promoCode, ...withoutCode } = totals;
    expect(check(withoutCode)).toBe(false);
  });

  it('When a promo code is refused, then the answer must say why', () => {
    const check = ajv.compile(json(PromoCodeCheck) as object);
    expect(check({ legit: true })).toBe(true);
    expect(check({ legit: false, detail: 'Срок действия промокода истёк' })).toBe(true);
    expect(check({ legit: false })).toBe(false);
  });

  it('When a route is keyed, then the key is a method and a path as the apps call it', () => {
    expect(
      Object.keys(routeShapes).filter(
        (key) => !/^(GET|POST|PUT|PATCH|DELETE) \/[^ ]*$/.test(key) || key.startsWith('GET /api/'),
      ),
    ).toEqual([]);
    expect(Object.keys(routeShapes)).toEqual(expect.arrayContaining(['GET /cart/info', 'GET /city/list']));
  });

  it('When a page of a list is asked without paging, then the defaults are filled in, and a page beyond 1000 is refused', () => {
    const check = ajv.compile(json(PersonalListQuery) as object);
    const query: Record<string, unknown> = { page: '2' };
    expect(check(query)).toBe(true);
    expect(query).toEqual({ page: 2, pageSize: 12, sorting: 'added_desc' });
    expect(check({ page: 1001 })).toBe(false);
    expect(check({ sorting: 'cheapest' })).toBe(false);
  });

  it('When an order is placed, then its address and consent pass to the code that answers them, and a wrong payment key is refused', () => {
    const check = ajv.compile(json(OrderCreateRequest) as object);
    const order = {
      full_name: 'Анна Петрова',
      phone: '+7 (911) 123-45-67',
      email: 'anna@example.ru',
      payment_key: 'cash',
    };
    expect(check(order)).toBe(true);
    expect(check({ ...order, address: { street: 'Труда' }, personal_data_consent: false })).toBe(true);
    expect(check({ ...order, payment_key: 'barter' })).toBe(false);
    expect(check({ ...order, phone: '89111234567' })).toBe(false);
    expect(check({ ...order, address: 'Труда, 5' })).toBe(false);
  });
});
