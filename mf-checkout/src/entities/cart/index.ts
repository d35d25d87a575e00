export { cartSlice, countChanged, initialCartState, promoEdited, type CartState } from './model/cartSlice';
export {
  cartApi,
  cartCountReported,
  cartTotalsArrived,
  reloadCartInfo,
  reloadCartList,
  useApplyPromoCodeMutation,
  useCancelPromoCodeMutation,
  useCartListQuery,
  useChangeQuantityMutation,
  useChooseDeliveryMutation,
  useClearCartMutation,
  useLazyCartGiftsQuery,
  useSetBonusesMutation,
  useToggleGiftMutation,
  type CartContents,
  type PromoOutcome,
  type WithCart,
} from './model/cartApi';
export {
  selectCartCount,
  selectCartInfo,
  selectCartInfoStatus,
  selectCartLines,
  selectCartListStatus,
  selectCartStatuses,
  selectPromoCodeError,
  selectQuantity,
} from './model/selectors';
export { useCartDispatch, useCartSelector, type CartDispatch } from './model/hooks';
