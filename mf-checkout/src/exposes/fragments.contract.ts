/**
 * Contract check, type-level only (nothing imports this file; tsc checks it with the app's typecheck and the
 * release gate's contract step): every fragment this remote exposes takes exactly the props of its entry in
 * `FragmentProps` (shared-kit/src/contracts/fragments.ts): the same names, each as required and of the same
 * type. A component that renames a prop fails here even when the contract still has the old name, and a
 * contract changed with it fails in the typecheck of every team that places the fragment.
 */
import type { FragmentProps } from 'shared-kit/contracts';
import type { CartButton } from './CartButton';
// HeaderCart.tsx wraps its view as `withStore(HeaderCartView)`, which types the exposed component as taking
// any object (the view's only parameter is optional): its view is what carries the props, so it is checked.
import type { HeaderCart } from '../widgets/header-cart';

/**
 * The props a component takes: a function component's first parameter (without `undefined` when the
 * parameter is optional); none is `unknown`.
 */
type PropsOf<C> = C extends (props: infer P) => unknown
  ? Exclude<P, undefined>
  : C extends new (props: infer P) => unknown
    ? P
    : never;
/** A component that takes no props, and a contract of `Record<string, never>`, both have none. */
type Normal<T> = unknown extends T ? Record<never, never> : string extends keyof T ? Record<never, never> : T;
type Same<A, B> = [keyof A] extends [keyof B]
  ? [keyof B] extends [keyof A]
    ? [A] extends [B]
      ? [B] extends [A]
        ? true
        : false
      : false
    : false
  : false;
/** `true` when the component takes exactly the contract's props, else both of them, for the error message. */
type Exposes<Id extends keyof FragmentProps, C> =
  Same<Normal<FragmentProps[Id]>, Normal<PropsOf<C>>> extends true
    ? true
    : { fragment: Id; contract: FragmentProps[Id]; exposed: PropsOf<C> };

export const cartButton: Exposes<'mf_checkout/CartButton', typeof CartButton> = true;
export const headerCart: Exposes<'mf_checkout/HeaderCart', typeof HeaderCart> = true;
