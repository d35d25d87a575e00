import type {
  AccountInfoDto,
  AccountUpdateRequestDto,
  AuthProvidersDto,
  EmailChangeRequestDto,
  EmailLoginCodeSentDto,
  EmailLoginRequestDto,
  EmailLoginResultDto,
  LogoutResultDto,
  PersonalReviewDto,
  PersonalSummaryDto,
  PersonalTopDto,
  ProductAwaitingReviewDto,
  ProductRefRequestDto,
  RegistrationRequestDto,
  RegistrationResultDto,
  YandexHandoffDto,
  YandexHandoffRequestDto,
  YandexLinkDto,
} from './account';
import type { ShapedAnswers, ShapedBodies, ShapedQueries } from 'contracts';
import type {
  BrandDto,
  BrandListDto,
  CategoryListDto,
  CategoryPageDto,
  CategoryTreeItemDto,
  ProductDetailsDto,
  ProductFiltersListDto,
  VisitedProductRequestDto,
  VisitedProductsDto,
} from './catalog';
import type { PagedDto } from './common';
import type { ConfigEntryDto, ConfigsDto, ContentPageDto, FileConfigsDto, NavDto } from './content';
import type { DevMailboxDto } from './mail';
import type { ProductReviewsDto, ReviewMediaListDto } from './reviews';
import type { ModalSearchDto, PopularRequestDto, SearchHistoryItemDto } from './search';
import type {
  AdvantageDto,
  BannerDto,
  CompanyReviewDto,
  PartnerDto,
  ProductSelectionDto,
  RegionBannerDto,
  SelectionKeysDto,
} from './selection';
import type { SessionDto } from './session';
import type {
  CallbackRequestDto,
  DevCaptchaTokenDto,
  DevCaptchaTokenRequestDto,
  FeedbackRequestDto,
  FormSuccessDto,
  FormsConfigDto,
  SubscriberRequestDto,
  VitalsBeaconDto,
  VitalsSettingsDto,
} from './site-services';

/**
 * What each API route answers on success, by `METHOD /path` as the apps call it (the shared HTTP client's
 * base is `/api`; a path parameter is written `{name}`, the catch-all `{*}`); `void` for 204. Every route
 * of the API is here except those no app calls (`ServerOnlyRoutes` in contract-checks.ts).
 *
 * The routes whose shapes the contracts package writes (`ShapedAnswers`: the cart's, the city window's, the checkout's, the favourites', the waitlist's, the address book's and the bonus history's, ADR 0047) come from
 * there: their types are those of the very schemas the API validates and answers with. The others are
 * listed here and checked against the types generated from the route schemas (generated.ts, `ApiRoutes`)
 * by contract-checks.ts, so a DTO that drifts from what the API sends does not compile. The apps' tests
 * answer their fake API through this map (shared-kit/testing `mockHttp`), and the fake API checks each
 * answer against the route's schema in openapi.json when it is given.
 */
export interface ApiAnswers extends ShapedAnswers {
  'DELETE /search/history': void;
  'GET /advantages': AdvantageDto[];
  'GET /auth/providers': AuthProvidersDto;
  'GET /auth/yandex': YandexLinkDto;
  'GET /banners/regions': RegionBannerDto[];
  'GET /brand_list': BrandListDto;
  'GET /categories': CategoryListDto;
  'GET /categories/tree': CategoryTreeItemDto[];
  'GET /category': CategoryPageDto;
  'GET /category/{*}': CategoryPageDto;
  'GET /configs': ConfigsDto;
  'GET /configs/{param}': ConfigEntryDto;
  'GET /dev/mailbox': DevMailboxDto;
  'GET /file-configs': FileConfigsDto;
  'GET /forms/config': FormsConfigDto;
  'GET /modal-search': ModalSearchDto;
  'GET /nav': NavDto;
  'GET /other-search': PopularRequestDto[];
  'GET /pages/{slug}': ContentPageDto;
  'GET /partners': PartnerDto[];
  'GET /personal': PersonalSummaryDto;
  'GET /personal/get_session': SessionDto;
  'GET /personal/info': AccountInfoDto;
  'GET /personal/products_review': PagedDto<ProductAwaitingReviewDto>;
  'GET /personal/reviews': PagedDto<PersonalReviewDto>;
  'GET /popular_brands': BrandDto[];
  'GET /products/filters': ProductFiltersListDto;
  'GET /products/visited': VisitedProductsDto;
  'GET /products/{*}': ProductDetailsDto;
  'GET /reviews/model/{modelId}': ProductReviewsDto;
  'GET /reviews/model/{modelId}/media': ReviewMediaListDto;
  'GET /reviews/{id}': ProductReviewsDto;
  'GET /reviews/{id}/media': ReviewMediaListDto;
  'GET /reviews_company': CompanyReviewDto[];
  'GET /search/history': SearchHistoryItemDto[];
  'GET /selection/active_key': SelectionKeysDto;
  'GET /selection/personal_top': PersonalTopDto;
  'GET /selection/{*}': BannerDto[] | ProductSelectionDto;
  'GET /vitals/settings': VitalsSettingsDto;
  'POST /auth/yandex/handoff': YandexHandoffDto;
  'POST /auth/yandex/unlink': YandexLinkDto;
  'POST /callback': FormSuccessDto;
  'POST /captcha/dev-token': DevCaptchaTokenDto;
  'POST /feedback': FormSuccessDto;
  'POST /personal/avatar': AccountInfoDto;
  'POST /personal/avatar/remove': AccountInfoDto;
  'POST /personal/email_change': EmailLoginCodeSentDto;
  'POST /personal/email_change/confirm': AccountInfoDto;
  'POST /personal/email_login': EmailLoginCodeSentDto | EmailLoginResultDto;
  'POST /personal/logout': LogoutResultDto;
  'POST /personal/products_review/remove': PagedDto<ProductAwaitingReviewDto>;
  'POST /personal/registration': RegistrationResultDto;
  'POST /personal/reviews': PersonalReviewDto;
  'POST /personal/update': AccountInfoDto;
  'POST /products/visited': void;
  'POST /subscriber': FormSuccessDto;
  'POST /vitals': void;
}

/** A route of {@link ApiAnswers}. */
export type ApiRoute = keyof ApiAnswers;

/** The JSON body each route takes, by the same keys as {@link ApiAnswers}; made and checked like it. */
export interface ApiBodies extends ShapedBodies {
  'POST /auth/yandex/handoff': YandexHandoffRequestDto;
  'POST /callback': CallbackRequestDto;
  'POST /captcha/dev-token': DevCaptchaTokenRequestDto;
  'POST /feedback': FeedbackRequestDto;
  'POST /personal/email_change': EmailChangeRequestDto;
  'POST /personal/email_change/confirm': Required<EmailChangeRequestDto>;
  'POST /personal/email_login': EmailLoginRequestDto;
  'POST /personal/products_review/remove': ProductRefRequestDto;
  'POST /personal/registration': RegistrationRequestDto;
  'POST /personal/update': AccountUpdateRequestDto;
  'POST /products/visited': VisitedProductRequestDto;
  'POST /subscriber': SubscriberRequestDto;
  'POST /vitals': VitalsBeaconDto;
}

/** The query each route takes besides `lang`, where the contracts describe it (all are in the contracts package now). */
export type ApiQueries = ShapedQueries;
