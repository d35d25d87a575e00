/**
 * The cart's shapes (`/api/cart/*`) are written once, as the API's route schemas in the contracts
 * package (`contracts/src/cart.ts`); these are their types, under the names the apps import. Type-only:
 * nothing of the schemas reaches a browser.
 */
export type {
  CartAddRequestDto,
  CartBonusesRequestDto,
  CartDeliveryRequestDto,
  CartGiftRequestDto,
  CartGiftsDto,
  CartInfoDto,
  CartItemDto,
  CartListDto,
  CartRemoveRequestDto,
  CartStatusesDto,
  CartUpdateRequestDto,
  CartWriteResultDto,
  DeliveryKeyDto,
  PromoCodeApplyRequestDto,
  PromoCodeCheckDto,
} from 'contracts';

/** One line of the cart as the checkout team refers to it (docs/product.md §3: id, amount). */
export interface CartItemRefDto {
  id: number;
  amount: number;
}
