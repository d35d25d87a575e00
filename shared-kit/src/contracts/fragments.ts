/**
 * Fragments: components one team exposes for other teams to place in their pages. The id is the
 * runtime module id `container/Export`; the exposed module exports a component named after the part
 * after the slash. Props are typed here so that a change breaks the consumer's typecheck.
 */

/** Names of the remote containers. */
export type RemoteName = 'mf_catalog' | 'mf_checkout' | 'mf_account' | 'mf_search';

/** All remote container names, in the order the shell registers them. */
export const REMOTE_NAMES: readonly RemoteName[] = ['mf_catalog', 'mf_checkout', 'mf_account', 'mf_search'];

/** What the review form tells the page that placed it about the review it stored. */
export interface SentReview {
  /** `pending`: waits for the shop's moderation; `published`: shown on the product page already. */
  status: 'pending' | 'published' | 'rejected';
}

/** Props of every fragment by id. */
export interface FragmentProps {
  /**
   * Add-to-cart control with plus/minus and a number input. `soon`: the product is not on sale yet
   * ('Скоро в продаже', docs/product.md §4), so the disabled button says so instead of 'Нет в наличии'.
   */
  'mf_checkout/CartButton': { productId: number; available: number; variant?: 'card' | 'page'; soon?: boolean };
  /** Cart link with the item count badge: in the header, or as the bottom bar's tab on phones (`tabbar`). */
  'mf_checkout/HeaderCart': { variant?: 'header' | 'tabbar' };
  /** 'В избранное' / 'В избранном' toggle. */
  'mf_account/FavouriteButton': { productId: number; variant?: 'card' | 'page' };
  /** 'Сообщить о поступлении' / 'В листе ожидания' for a product out of stock. */
  'mf_account/WaitlistButton': { productId: number; variant?: 'card' | 'page' };
  /**
   * The review form of a product (`POST /api/personal/reviews`); `onSent` after the review is stored, with
   * the status the API gave it: `pending` waits for moderation and is not on the product page yet,
   * `published` is. A form of an earlier release calls it with nothing: the status is then unknown.
   */
  'mf_account/ReviewForm': { productId: number; onSent?: (review?: SentReview) => void };
  /** Header waitlist, favourites and profile icons. */
  'mf_account/HeaderPersonal': Record<string, never>;
  /** Sign-in and registration windows; listens to `account:sign-in-requested`. */
  'mf_account/AuthModals': Record<string, never>;
  /** Header catalogue button with its dropdown. */
  'mf_catalog/CatalogDropdown': Record<string, never>;
  /** Header search input with its dropdown. */
  'mf_search/SearchDropdown': Record<string, never>;
}

/** Id of a fragment. */
export type FragmentId = keyof FragmentProps;
