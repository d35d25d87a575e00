/**
 * A page's head as the remote that renders the page describes it (ADR 0043): data, never markup. A remote's
 * server render answers it with its HTML (`RemoteRoute.head`), from the data the page was rendered with, so
 * the page's data is read once. The shell's server checks it, escapes every text, serialises the JSON-LD so
 * no text can end its script, and writes the `<head>` (shell/server/seo/); what is the same on every page
 * (the shop's name, `og:locale`, the Twitter card, the default description and sharing picture) is the
 * shell's. A page whose remote gives no head (a release before this contract, a route without `head`, a
 * render that failed or ran out of its budget) gets the head the shell builds from its own reads.
 */

/** A JSON value, as a JSON-LD block is made of. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** One JSON-LD block (`{ "@context": "https://schema.org", "@type": "Product", … }`). */
export type JsonLdObject = { [key: string]: JsonValue };

/** A product's offer as link previews read it (`product:price:*`, `product:availability`). */
export interface PageHeadOffer {
  /** Price in `currency`, a number (kopecks after the dot). */
  price: number;
  /** ISO 4217 code: `RUB`. */
  currency: string;
  available: boolean;
}

export interface PageHead {
  /** The whole `<title>`, the shop's name included (`pageTitle(…)` or the API's `seo_title`). */
  title: string;
  /** The meta description, plain text; the shop's default description when none. */
  description?: string;
  keywords?: string;
  /**
   * The address search engines should index: absolute, on the shop's public address (`HeadMatch.base`).
   * None for a page that is not indexed (`robots: 'noindex'`).
   */
  canonical?: string;
  robots?: 'noindex';
  /** Open Graph: `product` pages carry their offer. */
  openGraph: {
    type: 'website' | 'product';
    /** Absolute address of a raster picture link previews can draw; the shop's sharing picture when none. */
    image?: string;
    offer?: PageHeadOffer;
  };
  /** schema.org blocks of the page, in order; absolute addresses on the shop's public address. */
  jsonLd: JsonLdObject[];
}

/** What a route's head is built for: its address, and the shop's public address its links are made on. */
export interface HeadMatch {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  /** The shop's public address without a trailing slash (`https://zdorovie.example`). */
  base: string;
}

/**
 * The head of a route as a thunk the server dispatches in the remote's store of the request, after the
 * route's `prefetch` settled (its data is then in the store, so nothing is read again). It answers null when
 * it has no head for this address (the shell's own head is used).
 */
export type PageHeadThunk = (
  dispatch: (action: never) => unknown,
  getState: () => unknown,
) => PageHead | null | Promise<PageHead | null>;
