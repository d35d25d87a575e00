import { apiAnswerProblems, makeProduct, paged } from 'shared-kit/testing';
import {
  makeBanner,
  makeBrand,
  makeCategoryPage,
  makeFacets,
  makeProductDetails,
  makeProductReviews,
  makeReview,
  makeReviewMedia,
  makeReviewMediaList,
  tree,
} from './fixtures';

/**
 * The fixtures stand for the API's answers in every test of the team: each must be an answer the API
 * could send, by the schema of its route (shared-kit/src/contracts/api/openapi.json).
 */
describe('fixtures', () => {
  const facets = makeFacets({ brand: '1,2', price_min: 100, availability: 'in_stock', rating: '4' });

  it.each([
    ['GET /category/{*}', makeCategoryPage()],
    [
      'GET /category',
      makeCategoryPage({ category: null, children: [], facets, filters: { brand: [1, 2], price_min: 100 } }),
    ],
    ['GET /products/filters', { facets: makeFacets() }],
    ['GET /products/{*}', makeProductDetails()],
    ['GET /categories/tree', tree],
    ['GET /popular_brands', [makeBrand(1, 'Solgar', 'S'), makeBrand(2, 'Эвалар', 'Э')]],
    [
      'GET /reviews/model/{modelId}',
      makeProductReviews([
        makeReview(1),
        makeReview(2, {
          media: [makeReviewMedia(3, 2)],
          answer: 'Спасибо!',
          answer_at: '2026-03-06T10:00:00Z',
        }),
      ]),
    ],
    ['GET /reviews/{id}/media', makeReviewMediaList([makeReviewMedia(1), makeReviewMedia(2)])],
    [
      'GET /selection/{*}',
      [
        makeBanner(1, 'Скидки на витамины'),
        makeBanner(2, 'Доставка', { link_to_go: null, background_color: null }),
      ],
    ],
    ['GET /favourites/list', paged([makeProduct(1)])],
  ])('When %s is answered with the fixture, then the API could send it', (route, answer) => {
    expect(apiAnswerProblems(route, answer)).toEqual([]);
  });

  it('When a fixture is changed out of the schema, then the check says where', () => {
    const answer = makeCategoryPage({ sorting: 'popular', query: null as unknown as string });

    expect(apiAnswerProblems('GET /category/{*}', answer)).toEqual(['/query must be string']);
  });
});
