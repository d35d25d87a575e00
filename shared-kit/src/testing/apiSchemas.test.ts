import { apiAnswerProblems, apiRouteOf } from './apiSchemas';
import { makeFormsConfig, makeProduct, paged } from './fixtures';

describe('apiRouteOf', () => {
  it('When a request is matched, then a static route wins over a parameter and the catch-all comes last', () => {
    expect(apiRouteOf('GET', '/selection/personal_top')).toBe('GET /selection/personal_top');
    expect(apiRouteOf('GET', '/selection/top_banners')).toBe('GET /selection/{*}');
    expect(apiRouteOf('GET', '/reviews/model/7/media')).toBe('GET /reviews/model/{modelId}/media');
    expect(apiRouteOf('get', '/category/vitaminy-i-bady/vitaminy')).toBe('GET /category/{*}');
    expect(apiRouteOf('GET', '/category')).toBe('GET /category');
    expect(apiRouteOf('POST', '/order/42/pay')).toBe('POST /order/{id}/pay');
  });

  it('When the path has a trailing slash or a query, then it is the same route; an unknown path has none', () => {
    expect(apiRouteOf('GET', '/partners/')).toBe('GET /partners');
    expect(apiRouteOf('GET', '/modal-search?query=omega')).toBe('GET /modal-search');
    expect(apiRouteOf('GET', '/no-such-route')).toBeUndefined();
    expect(apiRouteOf('DELETE', '/cart/info')).toBeUndefined();
  });
});

describe('apiAnswerProblems', () => {
  it('When the shared fixtures answer their routes, then the API could send them', () => {
    expect(
      apiAnswerProblems('GET /favourites/list', paged([makeProduct(1), makeProduct(2, { price_old: 700 })])),
    ).toEqual([]);
    expect(apiAnswerProblems('GET /forms/config', makeFormsConfig())).toEqual([]);
    expect(
      apiAnswerProblems('GET /products/visited', [makeProduct(3, { brand: null, preview_webp: '/p.webp' })]),
    ).toEqual([]);
  });

  it('When a property has the wrong type, is missing or is one the API never sends, then each is named with its place', () => {
    const { points: _points, ...withoutPoints } = makeProduct(1);
    const problems = apiAnswerProblems(
      'GET /favourites/list',
      paged([{ ...withoutPoints, price: '500', colour: 'red' }]),
    );

    expect(problems).toEqual(
      expect.arrayContaining([
        "/content/0 must have required property 'points'",
        '/content/0/price must be number',
        '/content/0 must NOT have additional properties «colour»',
      ]),
    );
  });

  it('When a value is outside an enum, null where the schema has none, or a date in another format, then it is refused', () => {
    expect(apiAnswerProblems('GET /cart/info', { ...cartInfo(), currency: 'USD' })).toEqual([
      '/currency must be equal to one of the allowed values',
    ]);
    expect(apiAnswerProblems('GET /cart/info', { ...cartInfo(), count: null })).toEqual([
      '/count must be integer',
    ]);
    expect(
      apiAnswerProblems('GET /reviews_company', [
        {
          id: 1,
          author: 'Анна',
          rating: 5,
          text: 'Спасибо',
          source: 'Яндекс Карты',
          date: '2026-03-05T10:00:00Z',
        },
      ]),
    ).toEqual(['/0/date must match format "date"']);
  });

  it('When an answer joins a shared schema with its own properties (allOf), then both are checked as one object', () => {
    const gifts = {
      promotion: null,
      available: true,
      limit: 1,
      items: [{ ...makeProduct(5), chosen: true }],
    };

    expect(apiAnswerProblems('GET /cart/gifts', gifts)).toEqual([]);
    expect(apiAnswerProblems('GET /cart/gifts', { ...gifts, items: [makeProduct(5)] })).toEqual([
      "/items/0 must have required property 'chosen'",
    ]);
  });

  it('When a route answers no JSON or the answer is null where allowed, then there is nothing to say', () => {
    expect(apiAnswerProblems('DELETE /search/history', undefined)).toEqual([]);
    expect(
      apiAnswerProblems('GET /personal/info', { ...accountInfo(), date_of_birth: null, image: null }),
    ).toEqual([]);
  });
});

function cartInfo() {
  return {
    currency: 'RUB',
    count: 1,
    discount: 0,
    priceDefault: 500,
    deliveryCost: 0,
    priceFinal: 500,
    bonuses: 0,
    bonuses_available: 0,
    bonuses_spendable: 0,
    bonuses_receive: 25,
    promo_code: null,
  };
}

function accountInfo() {
  return {
    date_of_birth: '1990-04-12',
    email: 'anna@example.ru',
    gender: 'female',
    image: '/api/media/avatars/1.webp',
    name: 'Анна',
    patronymic: '',
    phone: '+79161234567',
    surname: 'Иванова',
  };
}
