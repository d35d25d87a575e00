import { getHttp } from 'shared-kit';
import type {
  AccountInfoDto,
  AccountUpdateRequestDto,
  BonusEntryDto,
  EmailLoginCodeSentDto,
  OrderDto,
  PagedDto,
  PersonalTopDto,
  ProductAwaitingReviewDto,
  PersonalListSortingDto,
  PersonalReviewDto,
  PersonalSummaryDto,
  ContentPageDto,
  FavouritesInfoDto,
  ProductDto,
  WaitingInfoDto,
} from 'shared-kit/contracts';
import { readPage, type ListPage } from './http';

/** `GET /api/personal/info`: the signed-in customer. */
export async function getAccountInfo(signal?: AbortSignal): Promise<AccountInfoDto> {
  const { data } = await getHttp().get<AccountInfoDto>('/personal/info', { signal });
  return data;
}

/** `GET /api/favourites/info`: how many favourites and which products. */
export async function getFavouritesInfo(): Promise<FavouritesInfoDto> {
  const { data } = await getHttp().get<FavouritesInfoDto>('/favourites/info');
  return data;
}

/** `GET /api/waiting/info`: how many products wait in the waitlist. */
export async function getWaitingInfo(): Promise<WaitingInfoDto> {
  const { data } = await getHttp().get<WaitingInfoDto>('/waiting/info');
  return data;
}

/** `POST /api/favourites/add {product_id}`. */
export async function addFavourite(productId: number): Promise<unknown> {
  const { data } = await getHttp().post<unknown>('/favourites/add', { product_id: productId });
  return data;
}

/** `POST /api/favourites/remove {product_id}`. */
export async function removeFavourite(productId: number): Promise<unknown> {
  const { data } = await getHttp().post<unknown>('/favourites/remove', { product_id: productId });
  return data;
}

/** Paging of the cabinet lists. */
export interface PageRequest {
  page: number;
  pageSize: number;
  signal?: AbortSignal;
}

/** Paging and sort order of the cabinet's product lists. */
export interface ProductPageRequest extends PageRequest {
  sorting?: PersonalListSortingDto;
}

/** `GET /api/favourites/list (page, pageSize)`: favourite products. */
export async function getFavouritesList({
  page,
  pageSize,
  sorting,
  signal,
}: ProductPageRequest): Promise<ListPage<ProductDto>> {
  const { data } = await getHttp().get<unknown>('/favourites/list', { params: { page, pageSize, sorting }, signal });
  return readPage<ProductDto>(data, page);
}

/** `GET /api/waiting/list (page, pageSize)`: products the customer waits for. */
export async function getWaitingList({
  page,
  pageSize,
  sorting,
  signal,
}: ProductPageRequest): Promise<ListPage<ProductDto>> {
  const { data } = await getHttp().get<unknown>('/waiting/list', { params: { page, pageSize, sorting }, signal });
  return readPage<ProductDto>(data, page);
}

/** `GET /api/personal/orders (?lang, page, pageSize)`: the order history, newest first. */
export async function getPersonalOrders({ page, pageSize, signal }: PageRequest): Promise<ListPage<OrderDto>> {
  const { data } = await getHttp().get<PagedDto<OrderDto>>('/personal/orders', { params: { page, pageSize }, signal });
  return readPage<OrderDto>(data, page);
}

/** `GET /api/personal/bonuses (page, pageSize)`: the bonus ledger, newest first. */
export async function getBonusHistory({ page, pageSize, signal }: PageRequest): Promise<ListPage<BonusEntryDto>> {
  const { data } = await getHttp().get<PagedDto<BonusEntryDto>>('/personal/bonuses', {
    params: { page, pageSize },
    signal,
  });
  return readPage<BonusEntryDto>(data, page);
}

/** `GET /api/personal/products_review (?lang, page, pageSize)`: products bought and not reviewed yet. */
export async function getProductsAwaitingReview({
  page,
  pageSize,
  signal,
}: PageRequest): Promise<ListPage<ProductAwaitingReviewDto>> {
  const { data } = await getHttp().get<PagedDto<ProductAwaitingReviewDto>>('/personal/products_review', {
    params: { page, pageSize },
    signal,
  });
  return readPage<ProductAwaitingReviewDto>(data, page);
}

/**
 * `POST /api/personal/products_review/remove (?pageSize)` (form data `product_id`): hides a product from
 * the ones awaiting a review; answers the new first page of `pageSize` products, which replaces the list
 * (docs/product.md §4).
 */
export async function hideProductAwaitingReview(
  productId: number,
  pageSize: number,
): Promise<ListPage<ProductAwaitingReviewDto>> {
  const body = new FormData();
  body.set('product_id', String(productId));
  const { data } = await getHttp().post<PagedDto<ProductAwaitingReviewDto>>('/personal/products_review/remove', body, {
    params: { pageSize },
  });
  return readPage<ProductAwaitingReviewDto>(data, 1);
}

/** `GET /api/selection/personal_top (?lang)`: products picked for the customer. */
export async function getPersonalTop(signal?: AbortSignal): Promise<PersonalTopDto> {
  const { data } = await getHttp().get<PersonalTopDto>('/selection/personal_top', { signal });
  return data;
}

/** `GET /api/personal/reviews (page, pageSize)`: the customer's reviews. */
export async function getPersonalReviews({
  page,
  pageSize,
  signal,
}: PageRequest): Promise<ListPage<unknown>> {
  const { data } = await getHttp().get<unknown>('/personal/reviews', { params: { page, pageSize }, signal });
  return readPage<unknown>(data, page);
}

/** `GET /api/pages/{slug}`: a content page (HTML content). */
export async function getContentPage(slug: string, signal?: AbortSignal): Promise<ContentPageDto> {
  const { data } = await getHttp().get<ContentPageDto>(`/pages/${encodeURIComponent(slug)}`, { signal });
  return data;
}

/** `POST /api/personal/update`: saves the customer's fields; answers the account. */
export async function updateAccountInfo(changes: AccountUpdateRequestDto): Promise<AccountInfoDto> {
  const { data } = await getHttp().post<AccountInfoDto>('/personal/update', changes);
  return data;
}

/** `POST /api/personal/email_change {email}`: a code goes to the new address. */
export async function requestEmailChange(email: string): Promise<EmailLoginCodeSentDto> {
  const { data } = await getHttp().post<EmailLoginCodeSentDto>('/personal/email_change', { email });
  return data;
}

/** `POST /api/personal/email_change/confirm {email, code}`: the code confirms the new address. */
export async function confirmEmailChange(email: string, code: string): Promise<AccountInfoDto> {
  const { data } = await getHttp().post<AccountInfoDto>('/personal/email_change/confirm', { email, code });
  return data;
}

/** `POST /api/waiting/add {product_id}`: answers the new waitlist info. */
export async function addWaiting(productId: number): Promise<WaitingInfoDto> {
  const { data } = await getHttp().post<WaitingInfoDto>('/waiting/add', { product_id: productId });
  return data;
}

/** `POST /api/waiting/remove {product_id}`: answers the new waitlist info. */
export async function removeWaiting(productId: number): Promise<WaitingInfoDto> {
  const { data } = await getHttp().post<WaitingInfoDto>('/waiting/remove', { product_id: productId });
  return data;
}

/** `GET /api/personal`: the cabinet's home (bonus balance, counts, the last order). */
export async function getPersonalSummary(signal?: AbortSignal): Promise<PersonalSummaryDto> {
  const { data } = await getHttp().get<PersonalSummaryDto>('/personal', { signal });
  return data;
}

/** `POST /api/personal/avatar` (multipart, field `image`): answers the account with its new picture. */
export async function uploadAvatar(file: File): Promise<AccountInfoDto> {
  const form = new FormData();
  form.append('image', file);
  const { data } = await getHttp().post<AccountInfoDto>('/personal/avatar', form);
  return data;
}

/** `POST /api/personal/avatar/remove`: answers the account without a picture. */
export async function removeAvatar(): Promise<AccountInfoDto> {
  const { data } = await getHttp().post<AccountInfoDto>('/personal/avatar/remove', {});
  return data;
}

/** What the review form sends (`POST /api/personal/reviews`, multipart). */
export interface ReviewDraft {
  productId: number;
  rating: number;
  priceStatus: number;
  qualityStatus: number;
  advantages: string;
  disadvantages: string;
  comment: string;
  anonymous: boolean;
  photos: File[];
}

/** `POST /api/personal/reviews`: the review with its photos; answers the stored review. */
export async function writeReview(draft: ReviewDraft): Promise<PersonalReviewDto> {
  const form = new FormData();
  form.append('product_id', String(draft.productId));
  form.append('rating', String(draft.rating));
  form.append('price_status', String(draft.priceStatus));
  form.append('quality_status', String(draft.qualityStatus));
  form.append('advantages', draft.advantages);
  form.append('disadvantages', draft.disadvantages);
  form.append('comment', draft.comment);
  form.append('anonymous', String(draft.anonymous));
  for (const photo of draft.photos) form.append('photos', photo);
  const { data } = await getHttp().post<PersonalReviewDto>('/personal/reviews', form);
  return data;
}
