export {
  cartSlice,
  initialCartState,
  infoLoaded,
  infoFailed,
  listLoaded,
  listFailed,
  itemChanged,
  countChanged,
  selectCart,
  selectCartCount,
  selectCartInfo,
  selectQuantity,
  type CartState,
  type LoadStatus,
  type WithCart,
} from './model/cartSlice';
export {
  loadCartInfo,
  loadCartList,
  ensureCartInfo,
  ensureCartList,
  changeCartQuantity,
  type CartChange,
} from './model/cartThunks';
export { useCartDispatch, useCartSelector, type CartDispatch } from './model/hooks';
