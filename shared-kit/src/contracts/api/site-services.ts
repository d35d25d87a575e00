/**
 * Site services: the city window, the newsletter, the feedback and callback forms, and what the forms
 * need to run a captcha and ask for consent.
 */
import type { ApiErrorDto } from './common';

/** The city window's shapes are written once, in the contracts package (`contracts/src/cities.ts`). */
export type {
  CityDto,
  CityListDto,
  CityListQueryDto,
  CityOrderingDto,
  CityUpdateRequestDto,
  CityUpdateResultDto,
} from 'contracts';

/** Form actions a captcha token is issued for (docs/product.md §7: the newsletter's is `mailSubscription`). */
export type CaptchaActionDto = 'mailSubscription' | 'feedback' | 'callback' | 'signIn';

/** Captcha providers: Google reCAPTCHA v3, Yandex SmartCaptcha (invisible), or the development one. */
export type CaptchaProviderDto = 'recaptcha' | 'smartcaptcha' | 'development';

/** Answer of `GET /api/forms/config`: how the page gets a captcha token and where the consent texts are. */
export interface FormsConfigDto {
  captcha: {
    provider: CaptchaProviderDto;
    /** Public key for the provider's script; null for the development provider. */
    site_key: string | null;
    /** The provider's script to load; null for the development provider (tokens come from `POST /api/captcha/dev-token`). */
    script_url: string | null;
  };
  consents: {
    /** Route of the text of the consent to the processing of personal data, e.g. `/personal-data-consent`. */
    personal_data_url: string;
    /** Route of the text of the consent to advertising letters. */
    newsletter_url: string;
  };
}

/** Body and answer of `POST /api/captcha/dev-token` (development provider only). */
export interface DevCaptchaTokenRequestDto {
  action: CaptchaActionDto;
}
export interface DevCaptchaTokenDto {
  token: string;
}

/** Fields every site form sends besides its own (docs/product.md §7 `token`, `captcha`). */
export interface FormProtectionFieldsDto {
  /** The page's random custom token. */
  token?: string;
  /** Captcha token for the form's action. */
  captcha: string;
}

/**
 * `POST /api/subscriber` (multipart form data, URL-encoded form or JSON). Both consents are required:
 * to the processing of personal data and, separately, to advertising letters.
 */
export interface SubscriberRequestDto extends FormProtectionFieldsDto {
  email: string;
  consent: boolean | 'true' | 'on';
  newsletter_consent: boolean | 'true' | 'on';
}

/** `POST /api/feedback` ('Написать нам', /personal/feedback): name, phone and e-mail required. */
export interface FeedbackRequestDto extends FormProtectionFieldsDto {
  name: string;
  /** `+7 (###) ###-##-##` or `+7XXXXXXXXXX`. */
  phone: string;
  email: string;
  message?: string;
  consent: boolean | 'true' | 'on';
}

/** `POST /api/callback` ('Оставить заявку'): name, phone and e-mail required (a copy of the request goes there). */
export interface CallbackRequestDto extends FormProtectionFieldsDto {
  name: string;
  phone: string;
  email: string;
  /** When a call suits the customer, free text (e.g. `после 18:00`). */
  call_time?: string;
  message?: string;
  consent: boolean | 'true' | 'on';
}

/** Answer of an accepted form; `message` is the Russian text to show. */
export interface FormSuccessDto {
  success: true;
  message: string;
}

/**
 * Answer of a refused form: the API's error shape plus `success: false` and Russian texts by field
 * (`form` for the form as a whole, `captcha` for the captcha). 400 invalid fields, 403 captcha refused,
 * 429 sent too often (with `Retry-After`), 503 the captcha provider did not answer.
 */
export interface FormErrorsDto extends ApiErrorDto {
  success: false;
  errors: Record<string, string[]>;
}

/** Answer of `GET /api/vitals/settings`: the share of page views (0–1) whose shell measures itself (ADR 0042). */
export interface VitalsSettingsDto {
  sample_rate: number;
}

/** A metric of the field data (the `web-vitals` library's names). */
export type VitalMetricDto = 'LCP' | 'INP' | 'CLS' | 'TTFB';

/**
 * Body of `POST /api/vitals`: a sampled page view's measures, sent by the shell with `navigator.sendBeacon`
 * when the page is hidden. The route is the name of the page's route pattern (`products`), never its address.
 */
export interface VitalsBeaconDto {
  /** `^[a-z0-9]+(-[a-z0-9]+)*$`, at most 40 characters. */
  route: string;
  device: 'phone' | 'desktop';
  /** 1–20 measures: milliseconds (LCP 0–120 000, INP 0–60 000, TTFB 0–120 000), CLS 0–50. */
  metrics: Array<{ name: VitalMetricDto; value: number }>;
}
