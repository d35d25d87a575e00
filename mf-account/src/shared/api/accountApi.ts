import { createApi } from '@reduxjs/toolkit/query/react';
import { httpBaseQuery, phoneForServer } from 'shared-kit';
import type {
  AccountInfoDto,
  AccountUpdateRequestDto,
  BonusEntryDto,
  ContentPageDto,
  EmailLoginCodeSentDto,
  FormSuccessDto,
  OrderDto,
  PersonalListSortingDto,
  PersonalReviewDto,
  PersonalSummaryDto,
  PersonalTopDto,
  ProductAwaitingReviewDto,
  ProductDto,
  RegistrationRequestDto,
} from 'shared-kit/contracts';
import { readPage, type ListPage } from './http';

/** Answer of `POST /api/personal/email_login` (docs/product.md §7): a code was sent, or the code was checked. */
export interface EmailLoginAnswer {
  /** `send_code` after a code was sent; `login_success` / `login_error` after a code. */
  status?: string;
  success?: boolean;
  detail?: string;
  new_registration?: boolean;
  token?: string | null;
  /** Digits of the code, announced with `send_code`. */
  code_length?: number;
  /** With `new_registration`: the single-use proof of the code the registration must bring. */
  registration_token?: string | null;
  /** Forces a page reload (docs/product.md §4). */
  reload?: boolean;
}

/** What the registration window sends (docs/product.md §3 "Registration data", the proof of the code and the consents). */
export type RegistrationData = RegistrationRequestDto;

/** The feedback form of docs/product.md §3: name, phone, email, message, and the consent to the processing of personal data. */
export interface FeedbackData {
  name: string;
  phone: string;
  email: string;
  message: string;
  consent: boolean;
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

/** What the callback found, taken once with its ticket (`POST /api/auth/yandex/handoff`). */
export type YandexHandoff =
  | { status: 'signed_in' }
  | { status: 'registration'; registration_token: string; email: string; first_name: string; last_name: string; phone: string };

/** Whether the signed-in customer has a Yandex ID linked (`GET /api/auth/yandex`). */
export interface YandexLink {
  linked: boolean;
  login: string | null;
}

/** Sort order of the cabinet's product lists; a list read page by page. */
export interface ListArgs {
  pageSize: number;
  sorting?: PersonalListSortingDto;
}

/** A cabinet list read page by page ('Показать ещё' appends the next page, docs/product.md §4). */
function pagedList<T>(build: Parameters<Parameters<typeof createApi>[0]['endpoints']>[0], url: string) {
  return build.infiniteQuery<ListPage<T>, ListArgs, number>({
    infiniteQueryOptions: {
      initialPageParam: 1,
      getNextPageParam: (last) => (last.hasNext ? last.page + 1 : undefined),
    },
    query: ({ queryArg: { pageSize, sorting }, pageParam: page }) => ({
      url,
      params: { page, pageSize, ...(sorting ? { sorting } : {}) },
      afterSession: true,
    }),
    transformResponse: (data: unknown, _meta, { pageParam }) => readPage<T>(data, pageParam),
  });
}

function formOf(fields: Record<string, string | Blob | Blob[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  return form;
}

/** Hook options of a cabinet page's reads: asked for again on every visit, as the cabinet always did. */
export const EVERY_VISIT = { refetchOnMountOrArgChange: true } as const;

/**
 * The account team's one RTK Query API (docs/adr/0024) over the shared HTTP client. What a cabinet page
 * shows is asked for on every visit (nothing is kept once no component shows it), once the page has its
 * session.
 */
export const accountApi = createApi({
  reducerPath: 'accountApi',
  baseQuery: httpBaseQuery(),
  keepUnusedDataFor: 0,
  endpoints: (build) => ({
    /** `GET /api/personal`: the cabinet's home (bonus balance, counts, the last order). */
    personalSummary: build.query<PersonalSummaryDto, void>({ query: () => ({ url: '/personal', afterSession: true }) }),
    /** `GET /api/selection/personal_top`: products picked for the customer. */
    personalTop: build.query<PersonalTopDto, void>({ query: () => ({ url: '/selection/personal_top', afterSession: true }) }),
    /** `GET /api/pages/{slug}`: a content page (HTML content). */
    contentPage: build.query<ContentPageDto, string>({
      query: (slug) => ({ url: `/pages/${encodeURIComponent(slug)}`, afterSession: true }),
    }),
    favouritesList: pagedList<ProductDto>(build, '/favourites/list'),
    waitingList: pagedList<ProductDto>(build, '/waiting/list'),
    personalOrders: pagedList<OrderDto>(build, '/personal/orders'),
    bonusHistory: pagedList<BonusEntryDto>(build, '/personal/bonuses'),
    productsAwaitingReview: pagedList<ProductAwaitingReviewDto>(build, '/personal/products_review'),
    personalReviews: pagedList<unknown>(build, '/personal/reviews'),
    /**
     * `POST /api/personal/products_review/remove (?pageSize)` (form data `product_id`): hides a product from
     * the ones awaiting a review; answers the new first page of `pageSize` products, which replaces the list.
     */
    hideProductAwaitingReview: build.mutation<ListPage<ProductAwaitingReviewDto>, { productId: number; pageSize: number }>({
      query: ({ productId, pageSize }) => ({
        url: '/personal/products_review/remove',
        method: 'POST',
        params: { pageSize },
        body: formOf({ product_id: String(productId) }),
      }),
      transformResponse: (data: unknown) => readPage<ProductAwaitingReviewDto>(data, 1),
      // The answer takes the place of the whole list (docs/product.md §4).
      async onQueryStarted({ pageSize }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(accountApi.util.updateQueryData('productsAwaitingReview', { pageSize }, () => ({ pages: [data], pageParams: [1] })));
        } catch {
          // Nothing changed.
        }
      },
    }),
    /** `POST /api/personal/update`: saves the customer's fields; answers the account. */
    updateAccountInfo: build.mutation<AccountInfoDto, AccountUpdateRequestDto>({
      query: (changes) => ({ url: '/personal/update', method: 'POST', body: changes }),
    }),
    /** `POST /api/personal/email_change {email}`: a code goes to the new address. */
    requestEmailChange: build.mutation<EmailLoginCodeSentDto, string>({
      query: (email) => ({ url: '/personal/email_change', method: 'POST', body: { email } }),
    }),
    /** `POST /api/personal/email_change/confirm {email, code}`: the code confirms the new address. */
    confirmEmailChange: build.mutation<AccountInfoDto, { email: string; code: string }>({
      query: (body) => ({ url: '/personal/email_change/confirm', method: 'POST', body }),
    }),
    /** `POST /api/personal/avatar` (multipart, field `image`), or `/avatar/remove` without a file: answers the account. */
    setAvatar: build.mutation<AccountInfoDto, File | null>({
      query: (file) =>
        file
          ? { url: '/personal/avatar', method: 'POST', body: formOf({ image: file }) }
          : { url: '/personal/avatar/remove', method: 'POST', body: {} },
    }),
    /** `POST /api/personal/reviews`: the review with its photos; answers the stored review. */
    writeReview: build.mutation<PersonalReviewDto, ReviewDraft>({
      query: (draft) => ({
        url: '/personal/reviews',
        method: 'POST',
        body: formOf({
          product_id: String(draft.productId),
          rating: String(draft.rating),
          price_status: String(draft.priceStatus),
          quality_status: String(draft.qualityStatus),
          advantages: draft.advantages,
          disadvantages: draft.disadvantages,
          comment: draft.comment,
          anonymous: String(draft.anonymous),
          photos: draft.photos,
        }),
      }),
    }),
    /** `POST /api/personal/email_login {email[, code[, captcha]]}`: e-mails a sign-in code, or checks one. */
    emailLogin: build.mutation<EmailLoginAnswer, { email: string; code?: string; captcha?: string }>({
      query: (body) => ({ url: '/personal/email_login', method: 'POST', body }),
      transformResponse: (data: EmailLoginAnswer | null) => data ?? {},
    }),
    /** `POST /api/personal/registration`: creates the account; answers its token. */
    register: build.mutation<{ token?: string | null }, RegistrationData>({
      query: (body) => ({ url: '/personal/registration', method: 'POST', body }),
      transformResponse: (data: { token?: string | null } | null) => data ?? {},
    }),
    /** `POST /api/personal/logout`: revokes the customer's key on the server. */
    revokeSignIn: build.mutation<unknown, void>({ query: () => ({ url: '/personal/logout', method: 'POST', body: {} }) }),
    /**
     * `POST /api/feedback` as form data {name, phone, email, message, consent, token, captcha}. A refusal
     * (errors map) comes back as an HTTP error with `{ success: false, errors }`.
     */
    sendFeedback: build.mutation<FormSuccessDto, { values: FeedbackData; token: string; captcha: string }>({
      query: ({ values, token, captcha }) => ({
        url: '/feedback',
        method: 'POST',
        body: formOf({
          name: values.name.trim(),
          phone: phoneForServer(values.phone),
          email: values.email.trim(),
          message: values.message.trim(),
          consent: values.consent ? 'true' : '',
          token,
          captcha,
        }),
      }),
    }),
    /** `GET /api/auth/providers`: which outside sign-ins the shop has switched on (asked once per page). */
    authProviders: build.query<{ yandex: boolean }, void>({
      query: () => '/auth/providers',
      transformResponse: (data: { yandex?: boolean } | null) => ({ yandex: data?.yandex === true }),
      keepUnusedDataFor: Infinity,
    }),
    /** `POST /api/auth/yandex/handoff {ticket}`. */
    yandexHandoff: build.mutation<YandexHandoff, string>({
      query: (ticket) => ({ url: '/auth/yandex/handoff', method: 'POST', body: { ticket } }),
    }),
    /** `GET /api/auth/yandex`. */
    yandexLink: build.query<YandexLink, void>({ query: () => '/auth/yandex' }),
    /** `POST /api/auth/yandex/unlink`. */
    unlinkYandexId: build.mutation<YandexLink, void>({ query: () => ({ url: '/auth/yandex/unlink', method: 'POST', body: {} }) }),
  }),
});

export const {
  usePersonalSummaryQuery,
  usePersonalTopQuery,
  useContentPageQuery,
  useFavouritesListInfiniteQuery,
  useWaitingListInfiniteQuery,
  usePersonalOrdersInfiniteQuery,
  useBonusHistoryInfiniteQuery,
  useProductsAwaitingReviewInfiniteQuery,
  usePersonalReviewsInfiniteQuery,
  useHideProductAwaitingReviewMutation,
  useUpdateAccountInfoMutation,
  useRequestEmailChangeMutation,
  useConfirmEmailChangeMutation,
  useSetAvatarMutation,
  useWriteReviewMutation,
  useEmailLoginMutation,
  useRegisterMutation,
  useRevokeSignInMutation,
  useSendFeedbackMutation,
  useYandexHandoffMutation,
  useLazyYandexLinkQuery,
  useUnlinkYandexIdMutation,
} = accountApi;
