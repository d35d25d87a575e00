import type { FragmentProps } from './fragments';

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

/**
 * `true` when the component `C` a remote exposes as fragment `Id` takes exactly the props of its entry in
 * {@link FragmentProps} (the same names, each as required and of the same type), else both of them, for the
 * error message. Each remote's `src/exposes/fragments.contract.ts` asserts it of every fragment it exposes
 * (`export const cartButton: ExposesFragment<'mf_checkout/CartButton', typeof CartButton> = true;`).
 */
export type ExposesFragment<Id extends keyof FragmentProps, C> =
  Same<Normal<FragmentProps[Id]>, Normal<PropsOf<C>>> extends true
    ? true
    : { fragment: Id; contract: FragmentProps[Id]; exposed: PropsOf<C> };
