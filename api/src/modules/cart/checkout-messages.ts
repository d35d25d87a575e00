import { formatKopecks } from '../../shared/money';

/** Customer-facing texts of promo codes, delivery and orders, in Russian. */
export const checkoutMessages = {
  promoNotFound: 'Промокод не найден',
  promoNotStarted: 'Промокод ещё не действует',
  promoExpired: 'Срок действия промокода истёк',
  promoExhausted: 'Промокод больше не действует: все использования исчерпаны',
  promoAlreadyUsed: 'Вы уже использовали этот промокод',
  promoFirstOrderOnly: 'Промокод действует только на первый заказ',
  deliveryUnknown: 'Такого способа доставки нет',
  emptyCart: 'Корзина пуста',
  orderOutOfStock: 'Некоторых товаров не хватает на складе: ',
  orderNoDelivery: 'Выберите способ доставки',
  giftNoPromotion: 'Сейчас нет акции с подарками',
  giftNotOffered: 'Этот товар нельзя выбрать в подарок',
  giftOutOfStock: 'Этого подарка нет в наличии, выберите другой',
  giftPaidLine: 'Этот товар уже в корзине, выберите другой подарок',
} as const;

const pluralRules = new Intl.PluralRules('ru');

/** `1 бонусный балл`, `2 бонусных балла`, `5 бонусных баллов`. */
export function bonusPoints(count: number): string {
  const form = pluralRules.select(count);
  return `${count} ${form === 'one' ? 'бонусный балл' : form === 'few' ? 'бонусных балла' : 'бонусных баллов'}`;
}

/** The notice of a bonus wish larger than what may be spent on this cart. */
export function bonusesLimited(points: number): string {
  return `Можно списать не больше: ${bonusPoints(points)}`;
}

/** The refusal of a gift for a cart below the promotion's threshold. */
export function giftThreshold(thresholdKopecks: number): string {
  return `Подарок можно выбрать при заказе от ${formatKopecks(thresholdKopecks)}`;
}

/** `250 000` kopecks → `2 500 ₽`, by the shop's one rule for money. */
export { formatKopecks };

/** The refusal of a code that needs a larger order. */
export function promoMinOrder(minKopecks: number): string {
  return `Промокод действует при заказе от ${formatKopecks(minKopecks)}`;
}

/** The refusal of a restricted code when the cart has none of its goods. */
export function promoRestricted(restriction: { category: string | null; brand: string | null }): string {
  if (restriction.category) return `Промокод действует только на товары категории «${restriction.category}»`;
  return `Промокод действует только на товары бренда «${restriction.brand ?? ''}»`;
}

/** The refusal of a delivery price the client computed differently from the server. */
export function deliveryPriceChanged(kopecks: number): string {
  return `Стоимость доставки изменилась: ${formatKopecks(kopecks)}. Проверьте заказ ещё раз`;
}
