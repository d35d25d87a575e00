import type { FastifyInstance } from 'fastify';
import type { ProductReviewsDto, ReviewMediaListDto } from 'api-contracts';
import { errorRef, langProperty, MAX_PAGE } from '../../shared/schemas';
import {
  DEFAULT_REVIEW_MEDIA_PAGE_SIZE,
  DEFAULT_REVIEWS_PAGE_SIZE,
  getProductReviews,
  getReviewMedia,
  MAX_REVIEWS_PAGE_SIZE,
} from './get-product-reviews';

const productId = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const idParams = { type: 'object', required: ['id'], properties: { id: productId } } as const;
const modelParams = { type: 'object', required: ['modelId'], properties: { modelId: productId } } as const;

const reviewsQuery = {
  type: 'object',
  properties: {
    ...langProperty,
    // No default: without `page` the answer holds every review of the product.
    page: { type: 'integer', minimum: 1, maximum: MAX_PAGE, description: 'Номер страницы; без него — все отзывы' },
    pageSize: { type: 'integer', minimum: 1, maximum: MAX_REVIEWS_PAGE_SIZE, default: DEFAULT_REVIEWS_PAGE_SIZE },
    rating: { type: 'string', pattern: '^[1-5]?$', description: 'Только отзывы с этой оценкой (1-5); пусто — все' },
  },
} as const;

const mediaQuery = {
  type: 'object',
  properties: {
    ...langProperty,
    page: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: MAX_REVIEWS_PAGE_SIZE, default: DEFAULT_REVIEW_MEDIA_PAGE_SIZE },
  },
} as const;

const reviewMedia = {
  type: 'object',
  required: ['id', 'review_id', 'image', 'image_webp'],
  properties: {
    id: { type: 'integer' },
    review_id: { type: 'integer' },
    image: { type: 'string' },
    image_webp: { type: ['string', 'null'] },
  },
} as const;

const review = {
  type: 'object',
  required: ['id', 'product_id', 'rating', 'price_status', 'quality_status', 'advantages', 'disadvantages', 'comment', 'anonymous', 'author_name', 'created_at', 'answer', 'answer_at', 'media'],
  properties: {
    id: { type: 'integer' },
    product_id: { type: 'integer' },
    rating: { type: 'integer', minimum: 1, maximum: 5 },
    price_status: { type: 'integer', minimum: 1, maximum: 3, description: '1 — дорого, 2 — нормально, 3 — дёшево' },
    quality_status: { type: 'integer', minimum: 1, maximum: 4, description: '1 — плохое … 4 — отличное' },
    advantages: { type: 'string' },
    disadvantages: { type: 'string' },
    comment: { type: 'string' },
    anonymous: { type: 'boolean' },
    author_name: { type: 'string', description: '«Покупатель», если отзыв анонимный' },
    created_at: { type: 'string', format: 'date-time' },
    answer: { type: ['string', 'null'], description: 'Ответ магазина' },
    answer_at: { type: ['string', 'null'], format: 'date-time' },
    media: { type: 'array', items: reviewMedia },
  },
} as const;

const productReviews = {
  type: 'object',
  required: ['content', 'page', 'pageSize', 'total', 'pages', 'statusCode', 'rating_total', 'rating_counts'],
  properties: {
    content: { type: 'array', items: review },
    page: { type: 'integer' },
    pageSize: { type: 'integer' },
    total: { type: 'integer' },
    pages: { type: 'integer' },
    statusCode: { type: 'integer' },
    rating_total: { type: 'number' },
    rating_counts: {
      type: 'object',
      required: ['1', '2', '3', '4', '5'],
      properties: Object.fromEntries(['1', '2', '3', '4', '5'].map((k) => [k, { type: 'integer' }])),
    },
  },
} as const;

const reviewMediaList = {
  type: 'object',
  required: ['content', 'page', 'pageSize', 'total'],
  properties: { content: { type: 'array', items: reviewMedia }, page: { type: 'integer' }, pageSize: { type: 'integer' }, total: { type: 'integer' } },
} as const;

const errors = { 400: errorRef, 404: errorRef, 500: errorRef } as const;

interface ReviewsRequest {
  Querystring: { page?: number; pageSize: number; rating?: string };
}
interface MediaRequest {
  Querystring: { page: number; pageSize: number };
}

/** Reviews of a product and their photos (docs/product.md §7 Reviews); `{id}` and `model/{modelId}` are the product id. */
export async function reviewsRoutes(app: FastifyInstance): Promise<void> {
  const { reviews } = app.repositories;

  const listReviews = (id: number, query: ReviewsRequest['Querystring']): Promise<ProductReviewsDto> =>
    getProductReviews(reviews, id, { page: query.page, pageSize: query.pageSize, rating: query.rating ? Number(query.rating) : null });

  const reviewsSchema = (params: object, summary: string) => ({
    tags: ['reviews'],
    summary,
    description: 'Новые сначала. Без page — все отзывы товара. Неизвестный товар — 404 (statusCode: 404 в теле).',
    params,
    querystring: reviewsQuery,
    response: { 200: productReviews, ...errors },
  });

  app.get<ReviewsRequest & { Params: { id: number }; Reply: ProductReviewsDto }>(
    '/api/reviews/:id',
    { schema: reviewsSchema(idParams, 'Отзывы о товаре') },
    async (request) => listReviews(request.params.id, request.query),
  );

  app.get<ReviewsRequest & { Params: { modelId: number }; Reply: ProductReviewsDto }>(
    '/api/reviews/model/:modelId',
    { schema: reviewsSchema(modelParams, 'Отзывы о товаре (по модели)') },
    async (request) => listReviews(request.params.modelId, request.query),
  );

  const mediaSchema = (params: object, summary: string) => ({
    tags: ['reviews'],
    summary,
    params,
    querystring: mediaQuery,
    response: { 200: reviewMediaList, ...errors },
  });

  app.get<MediaRequest & { Params: { id: number }; Reply: ReviewMediaListDto }>(
    '/api/reviews/:id/media',
    { schema: mediaSchema(idParams, 'Фотографии из отзывов о товаре') },
    async (request) => getReviewMedia(reviews, request.params.id, request.query.page, request.query.pageSize),
  );

  app.get<MediaRequest & { Params: { modelId: number }; Reply: ReviewMediaListDto }>(
    '/api/reviews/model/:modelId/media',
    { schema: mediaSchema(modelParams, 'Фотографии из отзывов о товаре (по модели)') },
    async (request) => getReviewMedia(reviews, request.params.modelId, request.query.page, request.query.pageSize),
  );
}
