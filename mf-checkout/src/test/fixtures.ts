import type { CartInfoDto } from 'shared-kit/contracts';

/** Cart totals as `GET /api/cart/info` answers them. */
export function cartInfo(change: Partial<CartInfoDto> = {}): CartInfoDto {
  return {
    currency: 'RUB',
    count: 3,
    discount: 300,
    priceDefault: 3270,
    deliveryCost: 0,
    priceFinal: 2970,
    bonuses: 0,
    bonuses_available: 0,
    bonuses_receive: 148,
    promo_code: null,
    ...change,
  };
}
