import type { ProductDto } from './catalog';
import type { OrderDto } from './checkout';

/** Answer of `GET /api/personal/info` for a signed-in customer (docs/product.md §3). */
export interface AccountInfoDto {
  /** `YYYY-MM-DD` or null. */
  date_of_birth: string | null;
  email: string;
  gender: 'male' | 'female' | null;
  /** URL of the avatar or null. */
  image: string | null;
  name: string;
  patronymic: string;
  phone: string;
  surname: string;
}

/** The favourites' and the waitlist's shapes are written once, in the contracts package (`contracts/src/personal-lists.ts`). */
export type {
  FavouritesInfoDto,
  PersonalListSortingDto,
  ProductRefRequestDto,
  WaitingInfoDto,
} from 'contracts';

/**
 * Body of `POST /api/personal/email_login`: `{email}` asks for a code, `{email, code}` checks it.
 * The e-mail is trimmed and compared in lower case.
 */
export interface EmailLoginRequestDto {
  email: string;
  code?: string;
  /** Captcha token for the action `signIn`, sent when the API answered `CAPTCHA_REQUIRED`. */
  captcha?: string;
}

/** Answer of `POST /api/personal/email_login {email}`: a code went out (the same for known and new addresses). */
export interface EmailLoginCodeSentDto {
  status: 'send_code';
  success: true;
  /** Digits of the code: the window submits the code once this many are typed. */
  code_length: number;
  /** Seconds before another code may be asked for. */
  resend_after: number;
  /** Seconds the code stays valid. */
  expires_in: number;
}

/**
 * Answer of `POST /api/personal/email_login {email, code}` for a right code. A known customer gets
 * `login_success` and a token (14 hours); a new address gets `login_error` with `new_registration`
 * and a single-use `registration_token` (30 minutes) for `POST /api/personal/registration`.
 * A wrong code is a 400 error whose `message` says how many tries are left; too many tries, a 429
 * with `Retry-After`.
 */
export interface EmailLoginResultDto {
  status: 'login_success' | 'login_error';
  success: boolean;
  new_registration: boolean;
  token: string | null;
  registration_token: string | null;
  /** The page should reload after signing in. */
  reload: boolean;
}

/** Body of `POST /api/personal/registration` (docs/product.md §3 "Registration data", plus the proof and the consents). */
export interface RegistrationRequestDto {
  first_name: string;
  last_name?: string;
  /** The address confirmed by the code. */
  email: string;
  /** `+7XXXXXXXXXX`. */
  phone: string;
  /** `registration_token` of the code step. */
  registration_token: string;
  /** Consent to the processing of personal data (152-ФЗ); must be true. */
  consent_personal_data: boolean;
  /** Consent to advertising letters; optional. */
  consent_newsletter?: boolean;
}

/** Answer of `POST /api/personal/registration`: the new customer's token (7 days). */
export interface RegistrationResultDto {
  success: true;
  token: string;
}

/** Body of `POST /api/personal/update`: the fields to change (the e-mail changes through a code). */
export interface AccountUpdateRequestDto {
  name?: string;
  surname?: string;
  patronymic?: string;
  /** `+7XXXXXXXXXX` or empty. */
  phone?: string;
  gender?: 'male' | 'female' | null;
  /** `YYYY-MM-DD`, or null / empty to clear. */
  date_of_birth?: string | null;
}

/**
 * Body of `POST /api/personal/email_change` (`{email}`, which takes no code) and, with the code required,
 * of `/api/personal/email_change/confirm` (`Required<EmailChangeRequestDto>`).
 */
export interface EmailChangeRequestDto {
  email: string;
  code?: string;
}

/** Answer of `GET /api/personal`: the cabinet's home in one call. */
export interface PersonalSummaryDto {
  name: string;
  surname: string;
  email: string;
  /** Bonus points on the account (1 point = 1 ₽ off an order). */
  bonus_balance: number;
  favourites: number;
  waitlist: number;
  /** The newest order, or null before the first. */
  last_order: OrderDto | null;
  /** Orders placed so far. */
  orders: number;
  /** Products bought and not reviewed yet (`GET /api/personal/products_review`). */
  awaiting_review: number;
}

/**
 * A product bought and not reviewed yet: `GET /api/personal/products_review` (paged,
 * `PagedDto<ProductAwaitingReviewDto>`); `POST /api/personal/products_review/remove` (form data
 * `product_id`) hides one and answers the new first page (docs/product.md §4: it replaces the stored list).
 */
export interface ProductAwaitingReviewDto {
  product: ProductDto;
  /** The order it was bought in. */
  order_id: number;
  /** ISO 8601, UTC: when the order was placed. */
  ordered_at: string;
}

/** Answer of `GET /api/selection/personal_top`: products picked for the customer from what they bought and viewed. */
export interface PersonalTopDto {
  title: string;
  items: ProductDto[];
}

/**
 * A review in `GET /api/personal/reviews` (paged) and the answer of `POST /api/personal/reviews`
 * (multipart: product_id, rating 1-5, price_status 1-3, quality_status 1-4, advantages, disadvantages,
 * comment, anonymous, up to 5 `photos` of JPEG, PNG or WebP up to 5 MB each).
 */
export interface PersonalReviewDto {
  id: number;
  product: { id: number; title: string; url: string };
  rating: number;
  price_status: number;
  quality_status: number;
  advantages: string;
  disadvantages: string;
  comment: string;
  anonymous: boolean;
  /** ISO 8601, UTC. */
  created_at: string;
  answer: string | null;
  /** Photo URLs. */
  photos: string[];
  /** Whether the shop has published it: the customer sees «На модерации» on a pending review of their own. */
  status: 'pending' | 'published' | 'rejected';
  /** Russian name of the status: `На модерации`, `Опубликован`, `Отклонён`. */
  status_title: string;
}

/** Answer of `POST /api/personal/logout`. */
export interface LogoutResultDto {
  success: boolean;
}

/** Answer of `GET /api/auth/providers`: whether «Войти с Яндекс ID» is offered. */
export interface AuthProvidersDto {
  yandex: boolean;
}

/** Answer of `GET /api/auth/yandex` and `POST /api/auth/yandex/unlink` (signed in): the linked Yandex ID. */
export interface YandexLinkDto {
  linked: boolean;
  /** The Yandex login, or null when none is linked. */
  login: string | null;
}

/** Body of `POST /api/auth/yandex/handoff`: the single-use ticket the callback put in the page's address. */
export interface YandexHandoffRequestDto {
  ticket: string;
}

/**
 * Answer of `POST /api/auth/yandex/handoff`: `signed_in` (the key is in the HttpOnly cookie, as after an
 * e-mail code), or `registration` with a registration ticket and what Yandex knows for the form.
 */
export type YandexHandoffDto =
  | { status: 'signed_in' }
  | {
      status: 'registration';
      registration_token: string;
      email: string;
      first_name: string;
      last_name: string;
      phone: string;
    };
