/**
 * Events that teams exchange through the shared event bus. A change to a name or a payload is a contract
 * change: every consumer's tests must pass with it.
 */

/** Why a sign-in window was requested; the account team may word the window differently per reason. */
export type SignInReason = 'guarded-route' | 'header' | 'favourites' | 'waitlist' | 'review' | 'cart' | 'order';

/** Site-wide modals owned by the shell. */
export type ShellModalName = 'cityModal' | 'leaveApplication-modal' | 'feedback';

/** Every event of the shop and its payload, keyed by `team:event-name`. */
export interface ShopEvents {
  /** The shell's router moved to a new location (also fired once at start-up). */
  'shell:route-changed': { pathname: string; search: string; hash: string };
  /** Someone asks the shell to open one of its site-wide modals. */
  'shell:modal-requested': { name: ShellModalName };
  /** Someone needs the visitor to sign in; the account team opens its sign-in window. */
  'account:sign-in-requested': { reason: SignInReason; redirectTo?: string };
  /** The visitor signed in; the session service already holds the key. */
  'account:signed-in': { newRegistration: boolean };
  /** The visitor signed out. */
  'account:signed-out': Record<string, never>;
  /** The number of favourites changed. */
  'account:favourites-changed': { quantity: number; productIds: number[] };
  /** The number of waitlist items changed. */
  'account:waitlist-changed': { quantity: number };
  /** The cart changed (item added, removed, cleared, order placed). */
  'checkout:cart-changed': { count: number };
  /** A product page was shown to the visitor. */
  'catalog:product-viewed': { productId: number; slug: string };
}

/** Name of an event of the shop. */
export type ShopEventName = keyof ShopEvents;

/** One event as it travels on the bus. */
export interface ShopEvent<K extends ShopEventName = ShopEventName> {
  type: K;
  payload: ShopEvents[K];
}
