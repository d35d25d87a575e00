import type { PagedDto, PersonalReviewDto } from 'api-contracts';
import type { Identity } from '../../plugins/identity';
import { HttpError, notFound, unauthorized } from '../../shared/http-error';
import { messages } from '../../shared/messages';
import { toPage } from '../../shared/paging';
import { badRequest } from './account-messages';
import type { AccountsRepository } from './accounts-repository';
import { reencodePicture } from '../media/index';
import { newKey } from '../../shared/keys';
import { REVIEW_STATUS_TITLES } from '../moderation/index';
import type { PersonalReviewRecord, PersonalReviewsRepository } from './personal-reviews-repository';

/** Photos one review may carry, and the size of each. */
export const REVIEW_PHOTOS_MAX = 5;
export const REVIEW_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Longest side of a stored review photo: a photo is re-encoded to fit (see reencodePicture). */
export const REVIEW_PHOTO_MAX_SIDE = 2048;
/** Longest text of one field. */
const TEXT_MAX = 2000;

export const reviewMessages = {
  invalidField: (field: string) => `Некорректное значение поля «${field}»`,
  empty: 'Расскажите о товаре: заполните достоинства, недостатки или комментарий',
  tooLong: `Текст отзыва — не больше ${TEXT_MAX} символов в каждом поле`,
  tooManyPhotos: `К отзыву можно приложить не больше ${REVIEW_PHOTOS_MAX} фотографий`,
  invalidPhoto: 'Фотографии — в формате JPEG, PNG или WebP, каждая до 5 МБ',
  duplicate: 'Вы уже оставили отзыв об этом товаре',
  photoNotFound: 'Фотография не найдена',
} as const;

/** The fields of the review form as they came (multipart fields are text). */
export type ReviewFields = Partial<Record<'product_id' | 'rating' | 'price_status' | 'quality_status' | 'advantages' | 'disadvantages' | 'comment' | 'anonymous', string>>;

function integerIn(fields: ReviewFields, name: keyof ReviewFields, min: number, max: number): number {
  const raw = fields[name]?.trim() ?? '';
  const value = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(value) || value < min || value > max) throw badRequest(reviewMessages.invalidField(name), 'VALIDATION_ERROR');
  return value;
}

function toDto(row: PersonalReviewRecord): PersonalReviewDto {
  return {
    id: row.id,
    product: { id: row.product_id, title: row.product_title, url: `/products/${row.product_full_slug}` },
    rating: row.rating,
    price_status: row.price_status,
    quality_status: row.quality_status,
    advantages: row.advantages,
    disadvantages: row.disadvantages,
    comment: row.comment,
    anonymous: row.anonymous,
    created_at: row.created_at,
    answer: row.answer,
    photos: row.photos,
    status: row.status,
    status_title: REVIEW_STATUS_TITLES[row.status],
  };
}

/**
 * `POST /api/personal/reviews`: a review of a product by the signed-in customer (one per product):
 * rating 1-5, price 1-3, quality 1-4, the three texts (at least one filled), anonymity, and up to 5
 * photos whose type is read from their bytes. Stored with `status` (pending under pre-moderation); once
 * published, the product's rating follows.
 */
export async function writeReview(
  repositories: { accounts: AccountsRepository; reviews: PersonalReviewsRepository },
  identity: Identity,
  fields: ReviewFields,
  photos: Buffer[],
  status: 'pending' | 'published' = 'published',
): Promise<PersonalReviewDto> {
  if (identity.kind !== 'account') throw unauthorized();
  const productId = integerIn(fields, 'product_id', 1, 2_147_483_647);
  const rating = integerIn(fields, 'rating', 1, 5);
  const priceStatus = integerIn(fields, 'price_status', 1, 3);
  const qualityStatus = integerIn(fields, 'quality_status', 1, 4);
  const [advantages, disadvantages, comment] = (['advantages', 'disadvantages', 'comment'] as const).map((name) => (fields[name] ?? '').trim());
  if (!advantages && !disadvantages && !comment) throw badRequest(reviewMessages.empty, 'VALIDATION_ERROR');
  if ([advantages, disadvantages, comment].some((text) => text.length > TEXT_MAX)) throw badRequest(reviewMessages.tooLong, 'VALIDATION_ERROR');
  if (photos.length > REVIEW_PHOTOS_MAX) throw badRequest(reviewMessages.tooManyPhotos, 'VALIDATION_ERROR');
  const stored = [];
  // One at a time: each decode may take a few hundred megabytes at the pixel limit.
  for (const data of photos) {
    const picture = data.length <= REVIEW_PHOTO_MAX_BYTES ? await reencodePicture(data, REVIEW_PHOTO_MAX_SIDE) : null;
    if (!picture) throw badRequest(reviewMessages.invalidPhoto, 'INVALID_IMAGE');
    const fileName = `${newKey()}.${picture.ext}`;
    stored.push({ fileName, contentType: picture.type, data: picture.data, url: `/api/media/review-uploads/${fileName}` });
  }

  const account = await repositories.accounts.findAccount(identity.accountId);
  if (!account) throw unauthorized();
  if (!(await repositories.reviews.productExists(productId))) throw notFound(messages.productNotFound);
  const id = await repositories.reviews.create({
    accountId: identity.accountId,
    productId,
    authorName: [account.name, account.surname].filter(Boolean).join(' ') || 'Покупатель',
    rating,
    priceStatus,
    qualityStatus,
    advantages,
    disadvantages,
    comment,
    anonymous: fields.anonymous === 'true' || fields.anonymous === '1' || fields.anonymous === 'on',
    photos: stored,
    status,
  });
  if (id === null) throw new HttpError(409, reviewMessages.duplicate, 'DUPLICATE_REVIEW');
  const created = await repositories.reviews.findOwn(identity.accountId, id);
  if (!created) throw notFound();
  return toDto(created);
}

/** `GET /api/personal/reviews`: the customer's reviews, newest first. */
export async function listPersonalReviews(
  reviews: PersonalReviewsRepository,
  identity: Identity,
  query: { page: number; pageSize: number },
): Promise<PagedDto<PersonalReviewDto>> {
  if (identity.kind !== 'account') throw unauthorized();
  const rows = await reviews.listByAccount(identity.accountId, query.page, query.pageSize);
  const total = rows[0]?.total ?? (query.page > 1 ? await reviews.countByAccount(identity.accountId) : 0);
  return toPage(rows.map(toDto), query.page, query.pageSize, total);
}

/** `GET /api/media/review-uploads/{file}`: a photo of a customer's review. */
export async function readReviewPhoto(reviews: PersonalReviewsRepository, fileName: string) {
  const photo = await reviews.findUpload(fileName);
  if (!photo) throw notFound(reviewMessages.photoNotFound);
  return photo;
}
