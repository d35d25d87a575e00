import type { CartInfoDto, CartListDto, CartWriteResultDto } from './cart';
import type { CartGiftsDto, DeliveryListDto, PromoCodeCheckDto } from './checkout';

/**
 * What each API route answers on success, by `METHOD /path` as the apps call it (the shared HTTP client's
 * base is `/api`; a path parameter is written `{name}`). The API declares its routes' replies with the
 * same DTOs, and the apps' tests answer their fake API through this map, so a mock in the wrong shape is
 * a type error rather than a test that passes against an answer the API never gives.
 */
export interface ApiAnswers {
  'GET /cart/info': CartInfoDto;
  'GET /cart/list': CartListDto;
  'POST /cart/add': CartWriteResultDto;
  'POST /cart/update': CartWriteResultDto;
  'POST /cart/remove': CartWriteResultDto;
  'POST /cart/clear': CartWriteResultDto;
  'GET /cart/promocode/{code}': PromoCodeCheckDto;
  'POST /cart/promocode': CartInfoDto;
  'DELETE /cart/promocode': CartInfoDto;
  'POST /cart/delivery': CartInfoDto;
  'POST /cart/bonuses': CartWriteResultDto;
  'GET /cart/gifts': CartGiftsDto;
  'POST /cart/gift/add': CartWriteResultDto;
  'POST /cart/gift/remove': CartWriteResultDto;
  'GET /delivery/list': DeliveryListDto;
}

/** A route of {@link ApiAnswers}. */
export type ApiRoute = keyof ApiAnswers;
