import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { PagedDto, PersonalReviewDto } from 'api-contracts';
import { refuseHostileValues } from '../../plugins/hostile-input';
import { requireAccount } from '../../plugins/identity';
import { errorRef, langProperty, pagedSchema, pagingProperties, withAuthErrors, withErrors } from '../../shared/schemas';
import { badRequest } from './account-messages';
import { createPersonalReviewsRepository } from './personal-reviews-repository';
import {
  listPersonalReviews,
  readReviewPhoto,
  REVIEW_PHOTO_MAX_BYTES,
  REVIEW_PHOTOS_MAX,
  reviewMessages,
  writeReview,
  type ReviewFields,
} from './personal-reviews';

const review = {
  type: 'object',
  required: ['id', 'product', 'rating', 'price_status', 'quality_status', 'advantages', 'disadvantages', 'comment', 'anonymous', 'created_at', 'answer', 'photos', 'status', 'status_title'],
  properties: {
    id: { type: 'integer' },
    product: {
      type: 'object',
      required: ['id', 'title', 'url'],
      properties: { id: { type: 'integer' }, title: { type: 'string' }, url: { type: 'string' } },
    },
    rating: { type: 'integer' },
    price_status: { type: 'integer' },
    quality_status: { type: 'integer' },
    advantages: { type: 'string' },
    disadvantages: { type: 'string' },
    comment: { type: 'string' },
    anonymous: { type: 'boolean' },
    created_at: { type: 'string' },
    answer: { type: ['string', 'null'] },
    photos: { type: 'array', items: { type: 'string' } },
    status: { type: 'string', enum: ['pending', 'published', 'rejected'], description: 'pending — на модерации, виден только автору' },
    status_title: { type: 'string' },
  },
} as const;

const FIELD_NAMES = new Set(['product_id', 'rating', 'price_status', 'quality_status', 'advantages', 'disadvantages', 'comment', 'anonymous']);

/** The customer's reviews: writing one with photos (multipart), the list, and the photos. */
export async function personalReviewsRoutes(app: FastifyInstance): Promise<void> {
  const { accounts } = app.repositories;
  const reviews = createPersonalReviewsRepository(app.db);
  // One more file and one more byte than allowed, so that "too many" and "too large" are told apart.
  await app.register(multipart, {
    limits: { files: REVIEW_PHOTOS_MAX + 1, fileSize: REVIEW_PHOTO_MAX_BYTES + 1, fields: 20, fieldSize: 16 * 1024, parts: 30 },
  });

  app.post<{ Reply: PersonalReviewDto }>(
    '/api/personal/reviews',
    {
      preHandler: requireAccount,
      schema: {
        tags: ['accounts'],
        summary: 'Написать отзыв о товаре (multipart: поля отзыва и до 5 фотографий photos)',
        consumes: ['multipart/form-data'],
        querystring: { type: 'object', properties: { ...langProperty } },
        response: { ...withAuthErrors({ 200: review }), 409: errorRef, 413: errorRef },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest(reviewMessages.invalidField('product_id'), 'VALIDATION_ERROR');
      const fields: ReviewFields = {};
      const photos: Buffer[] = [];
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') photos.push(await part.toBuffer());
          else if (FIELD_NAMES.has(part.fieldname)) fields[part.fieldname as keyof ReviewFields] = String(part.value);
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(reviewMessages.invalidPhoto, 'INVALID_IMAGE');
        if (code === 'FST_FILES_LIMIT') throw badRequest(reviewMessages.tooManyPhotos, 'VALIDATION_ERROR');
        throw error;
      }
      // The parts are read here, after the API's own check of the body: check their text the same way.
      refuseHostileValues(fields, 'body');
      const created = await writeReview({ accounts, reviews }, request.identity, fields, photos, app.reviewModeration.newReviewStatus());
      await app.reviewModeration.announce(created.id);
      return created;
    },
  );

  app.get<{ Querystring: { page: number; pageSize: number }; Reply: PagedDto<PersonalReviewDto> }>(
    '/api/personal/reviews',
    {
      preHandler: requireAccount,
      schema: {
        tags: ['accounts'],
        summary: 'Отзывы покупателя, новые первыми (нужен вход)',
        querystring: { type: 'object', properties: { ...langProperty, ...pagingProperties(10) } },
        response: withAuthErrors({ 200: pagedSchema(review) }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listPersonalReviews(reviews, request.identity, request.query);
    },
  );

  app.get<{ Params: { file: string } }>(
    '/api/media/review-uploads/:file',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Фотография из отзыва покупателя',
        params: { type: 'object', required: ['file'], properties: { file: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}\\.(jpg|png|webp)$' } } },
        response: withErrors({}),
      },
    },
    async (request, reply) => {
      const photo = await readReviewPhoto(reviews, request.params.file);
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .type(photo.content_type)
        .send(photo.data);
    },
  );
}
