/**
 * The suite's `test`: Playwright's, plus
 * - `api`: the shop's API read directly (what the pages should show comes from there, never from a
 *   copy in the test);
 * - `shop`: steps every journey repeats (the layout's landmarks, blocking a remote, watching calls);
 * - `pageErrors` (automatic): every test fails when the page threw an uncaught exception or left a
 *   promise rejection unhandled;
 * - `cspViolations` (automatic): every test fails when the browser reported a Content-Security-Policy
 *   violation in the console (the shop's pages are served with their CSP on).
 * - `noSidewaysScroll` (automatic): every test fails when its last page is wider than the window (a phone
 *   would scroll sideways), naming the widest element that sticks out.
 * - `remoteOverrides` (an option) and `remotes`: the manifest of each remote the browser loads in this
 *   test: the shop's `/remotes.json` with the run's `REMOTE_MF_*` overrides and the test's own on top,
 *   answered to the browser in place of the shop's (the shop itself is never touched).
 */
import { test as base, expect, type APIRequestContext, type BrowserContext, type Locator, type Page, type Request } from '@playwright/test';
import { RUN_OVERRIDES, servedRemotes, withOverrides, type RemoteMap } from './composition';
import { DEV_MAILBOX_VARIABLE } from './global-setup';
import { API_URL, SHOP_URL, type RemoteName } from './stack';
import { ownAddress } from './own-address';
import { sidewaysOverflow } from './page-width';
import { shell } from './texts';

/** The parts of the API's answers the suite reads (full shapes: shared-kit/src/contracts/api). */
export interface MenuItem {
  id: number;
  title: string;
  url: string;
  type: string;
  children: MenuItem[];
}
export interface Nav {
  header_menu: MenuItem[];
  header_left_menu: MenuItem[];
  footer_menu: MenuItem[];
}
export interface ContentPage {
  slug: string;
  title: string;
  content: string;
}
export interface CategoryTreeItem {
  id: number;
  title: string;
  full_slug: string;
  children: CategoryTreeItem[];
}
export interface Product {
  id: number;
  title: string;
  url: string;
  full_slug: string;
  price_current: number;
  quantity: number;
}
export interface ProductDetails extends Product {
  description: string;
}
export interface Paged<T> {
  content: T[];
  page: number;
  pages: number;
  total: number;
}
export interface FacetValue {
  value: string | number;
  title: string;
  count: number;
  selected: boolean;
}
export type Facet =
  | { key: string; type: 'checkbox'; title: string; values: FacetValue[] }
  | { key: 'price'; type: 'range'; title: string; min: number; max: number };
export interface CategoryPage {
  category: { title: string; full_slug: string; product_count: number } | null;
  products: Paged<Product>;
  facets?: Facet[];
}
export interface Review {
  id: number;
  rating: number;
  author_name: string;
}
export interface ReviewsPage {
  content: Review[];
  total: number;
  pages: number;
  rating_counts: Record<string, number>;
}
export interface Brand {
  id: number;
  title: string;
}

/** Who a customer registered through the API is. */
export interface Person {
  firstName: string;
  lastName: string;
  /** `+7` and ten digits. */
  phone: string;
}

/** Reads the API on its own port, as the pages' data source. */
export class ShopApi {
  constructor(private readonly http: APIRequestContext) {}

  async get<T>(path: string, params?: Record<string, string | number>): Promise<T> {
    const response = await this.http.get(`/api/${path.replace(/^\//, '')}`, { params });
    expect(response.status(), `GET /api/${path} answers`).toBe(200);
    return (await response.json()) as T;
  }

  /** GET with extra headers (for example a customer's `X-Authorization`). */
  async getWith<T>(path: string, headers: Record<string, string>, params?: Record<string, string | number>): Promise<T> {
    const response = await this.http.get(`/api/${path.replace(/^\//, '')}`, { headers, params });
    expect(response.status(), `GET /api/${path} answers`).toBe(200);
    return (await response.json()) as T;
  }

  /** POST of a JSON body with extra headers; expects a 2xx answer. */
  async postWith<T>(path: string, data: unknown, headers: Record<string, string>): Promise<T> {
    const response = await this.http.post(`/api/${path.replace(/^\//, '')}`, { headers, data });
    expect(response.ok(), `POST /api/${path} answers ${response.status()}`).toBe(true);
    return (await response.json()) as T;
  }

  /** Only the status of a GET, for answers that are refusals. */
  async status(path: string, headers: Record<string, string> = {}): Promise<number> {
    const response = await this.http.get(`/api/${path.replace(/^\//, '')}`, { headers });
    return response.status();
  }

  configs() {
    return this.get<Record<string, string>>('configs');
  }

  nav() {
    return this.get<Nav>('nav');
  }

  page(slug: string) {
    return this.get<ContentPage>(`pages/${slug}`);
  }

  categoryTree() {
    return this.get<CategoryTreeItem[]>('categories/tree');
  }

  category(fullSlug: string, params?: Record<string, string | number>) {
    return this.get<CategoryPage>(`category/${fullSlug}`, params);
  }

  catalogue(params?: Record<string, string | number>) {
    return this.get<CategoryPage>('category', params);
  }

  product(fullSlug: string) {
    return this.get<ProductDetails>(`products/${fullSlug}`);
  }

  brands() {
    return this.get<{ content: Brand[] }>('brand_list');
  }

  /** The top-level category with the most products, so that its listing has several pages. */
  async biggestCategory(): Promise<CategoryPage & { category: NonNullable<CategoryPage['category']> }> {
    const tree = await this.categoryTree();
    const pages = await Promise.all(tree.map((item) => this.category(item.full_slug)));
    const biggest = pages.sort((a, b) => b.products.total - a.products.total)[0];
    expect(biggest?.category, 'the seed has categories').toBeTruthy();
    return biggest as CategoryPage & { category: NonNullable<CategoryPage['category']> };
  }

  /** A product with more reviews than one page (10) holds, and its first page of reviews. */
  async productWithManyReviews(): Promise<{ product: ProductDetails; reviews: ReviewsPage }> {
    for (let page = 1; page <= 5; page += 1) {
      const listing = await this.catalogue({ pageSize: 48, page });
      for (const item of listing.products.content) {
        const reviews = await this.get<ReviewsPage>(`reviews/model/${item.id}`, { page: 1, pageSize: 10 });
        if (reviews.total > 10) return { product: await this.product(item.full_slug), reviews };
      }
    }
    throw new Error('the seed has no product with more than 10 reviews among the first 240');
  }

  /**
   * The sign-in code of the newest letter to `email` in the development outbox (`GET /api/dev/mailbox`),
   * waiting for the letter when it has not arrived yet; `after` skips letters with ids up to it.
   */
  async codeFromOutbox(email: string, after = 0): Promise<{ code: string; letterId: number }> {
    skipWithoutDevMailbox();
    let found: { code: string; letterId: number } | null = null;
    await expect
      .poll(async () => {
        const { letters } = await this.get<{ letters: Array<{ id: number; text: string }> }>('dev/mailbox', { email });
        const letter = letters.find((item) => item.id > after);
        const code = letter && /\b(\d{6})\b/.exec(letter.text)?.[1];
        found = letter && code ? { code, letterId: letter.id } : null;
        return found !== null;
      }, { message: `a letter with a code to ${email}` })
      .toBe(true);
    return found!;
  }

  /**
   * Signs the customer with this e-mail in through the API (a new one is registered, as `person`); answers
   * the sign-in key.
   */
  async signInByEmail(email: string, person: Person = { firstName: 'Мария', lastName: 'Кузнецова', phone: '+79112223344' }): Promise<string> {
    const sent = await this.http.post('/api/personal/email_login', { data: { email } });
    expect(sent.status(), 'the sign-in code is sent').toBe(200);
    const { code } = await this.codeFromOutbox(email);
    const signedIn = await this.http.post('/api/personal/email_login', { data: { email, code } });
    expect(signedIn.status(), 'the code signs in').toBe(200);
    const answer = (await signedIn.json()) as { token: string | null; registration_token: string | null };
    if (answer.token) return answer.token;
    const registered = await this.http.post('/api/personal/registration', {
      data: {
        first_name: person.firstName,
        last_name: person.lastName,
        email,
        phone: person.phone,
        registration_token: answer.registration_token,
        consent_personal_data: true,
      },
    });
    expect(registered.status(), 'a new customer registers').toBe(200);
    return ((await registered.json()) as { token: string }).token;
  }

  /** `GET /api/personal/info` as the customer with this sign-in key. */
  async personalInfo(token: string): Promise<{ name: string; surname: string; patronymic: string; email: string }> {
    const response = await this.http.get('/api/personal/info', { headers: { 'x-authorization': `Token ${token}` } });
    expect(response.status(), 'GET /api/personal/info answers').toBe(200);
    return (await response.json()) as { name: string; surname: string; patronymic: string; email: string };
  }

  /** `POST /api/waiting/add` as the customer with this sign-in key. */
  async addToWaitlist(token: string, productId: number): Promise<void> {
    const response = await this.http.post('/api/waiting/add', {
      headers: { 'x-authorization': `Token ${token}` },
      data: { product_id: productId },
    });
    expect(response.status(), 'POST /api/waiting/add answers').toBe(200);
  }

  /** Status of `GET /api/personal/info` for a sign-in key: 200 while it is valid, 401 once revoked. */
  async personalInfoStatus(token: string): Promise<number> {
    const response = await this.http.get('/api/personal/info', { headers: { 'x-authorization': `Token ${token}` } });
    return response.status();
  }

  /** A product in stock, for the product page. */
  async someProduct(): Promise<ProductDetails> {
    const listing = await this.catalogue({ pageSize: 24 });
    const product = listing.products.content.find((item) => item.quantity > 0) ?? listing.products.content[0];
    expect(product, 'the seed has products').toBeTruthy();
    return this.product(product!.full_slug);
  }
}

/** A remote whose manifest the page may not load, and how often the page tried. */
export interface BlockedRemote {
  name: RemoteName;
  attempts(): number;
}

/**
 * Skips the running test when the shop under test has no development mailbox (a shop at `SHOP_URL` that
 * sends real letters): the sign-in code cannot be read, so the journey can neither pass nor fail.
 */
export function skipWithoutDevMailbox(): void {
  test.skip(
    process.env[DEV_MAILBOX_VARIABLE] === '0',
    'reads sign-in codes from the development mailbox (GET /api/dev/mailbox), which this shop does not have',
  );
}

/**
 * A link by its name and its address. Names are not unique in a real catalogue (two top categories of one
 * title after a 1C import, a brand and a category of one name); the address is.
 */
export function linkTo(scope: Page | Locator, name: string, href: string): Locator {
  return scope.getByRole('link', { name, exact: true }).and(scope.locator(`a[href=${JSON.stringify(href)}]`));
}

/** Steps the journeys share. */
export class Shop {
  constructor(
    readonly page: Page,
    private readonly remotes: RemoteMap,
  ) {}

  /** The site header (`<header>`, role banner). */
  get header() {
    return this.page.getByRole('banner');
  }

  /** The site footer (`<footer>`, role contentinfo). */
  get footer() {
    return this.page.getByRole('contentinfo');
  }

  /** The page area between header and footer. */
  get main() {
    return this.page.getByRole('main');
  }

  /** The phone bottom navigation: the navigation with the burger button 'Меню'. */
  get mobileNav() {
    const burger = this.page.getByRole('button', { name: shell.menu, exact: true });
    return this.page.getByRole('navigation').filter({ has: burger });
  }

  /** Opens a page and waits until the layout has its server configuration (the header phone). */
  async open(path: string, phone?: string) {
    const response = await this.page.goto(path);
    if (phone) await expect(this.header.getByRole('link', { name: phone, exact: true }).first()).toBeVisible();
    return response;
  }

  /**
   * Makes the browser fail to load a remote's manifests (`mf-manifest.json`, and the shared-runtime one a
   * server-rendered page may choose, ADR 0029) and its `mf-declaration.json`, as if its server were down
   * (the shell then stands in with its built-in copy of the declaration).
   */
  async blockRemote(name: RemoteName): Promise<BlockedRemote> {
    let attempts = 0;
    const folder = new URL('.', this.remotes[name]).href;
    const manifest = (url: URL) => url.href.startsWith(folder) && /\/mf-manifest(?:\.shared-runtime)?\.json$/.test(url.pathname);
    await this.page.route(manifest, (route) => {
      attempts += 1;
      return route.abort();
    });
    await this.page.route(new URL('mf-declaration.json', this.remotes[name]).href, (route) => route.abort());
    return { name, attempts: () => attempts };
  }

  /**
   * Makes every file of a remote (its manifests, declaration, containers and chunks) answer only after
   * `delayMs`, as a remote on an overloaded server would; answers how many of its files were asked for.
   */
  async slowRemote(name: RemoteName, delayMs: number): Promise<{ requests(): number }> {
    let requests = 0;
    const folder = new URL('.', this.remotes[name]).href;
    await this.page.route(
      (url) => url.href.startsWith(folder),
      async (route) => {
        requests += 1;
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        // The page may have gone by then (the test ended or moved on).
        await route.continue().catch(() => undefined);
      },
    );
    return { requests: () => requests };
  }

  /** Every call of the page's code to `/api/...` from now on (XHR and fetch; not images or files). */
  recordApiCalls(): Request[] {
    const calls: Request[] = [];
    this.page.on('request', (request) => {
      const code = request.resourceType() === 'xhr' || request.resourceType() === 'fetch';
      if (code && new URL(request.url()).pathname.startsWith('/api/')) calls.push(request);
    });
    return calls;
  }

  /**
   * Scrolls down the page with the mouse wheel, as a customer does, until the bottom stays the bottom:
   * every section below the first screen (the home page loads them as they come near) has loaded and
   * taken its height. Starts once the page (its `h1`) is there, since the remote's code arrives after
   * the layout.
   */
  async scrollThrough() {
    await expect(this.main.getByRole('heading', { level: 1 })).toBeAttached();
    let atBottomFor = 0;
    for (let step = 0; step < 80 && atBottomFor < 3; step += 1) {
      await this.page.mouse.wheel(0, 600);
      await this.page.waitForTimeout(150);
      const atBottom = await this.page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
      atBottomFor = atBottom ? atBottomFor + 1 : 0;
    }
  }

  /** Navigates inside the single-page application (no document load), like a click on a link does. */
  async navigateInApp(path: string) {
    await this.page.evaluate((target) => {
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }
}

/**
 * Signs the browser in with a customer's key, as a returning customer whose cookies are still there: the
 * HttpOnly `auth_key` the API reads and the `signed_in` companion the page reads (both as the API sets them).
 */
export async function signInBrowser(context: BrowserContext, token: string): Promise<void> {
  await context.addCookies([
    { name: 'auth_key', value: token, url: SHOP_URL, httpOnly: true, sameSite: 'Lax' },
    { name: 'signed_in', value: '1', url: SHOP_URL, sameSite: 'Lax' },
  ]);
}

/** The mark of a page the shop's server rendered, which the shell hydrates instead of rendering anew. */
const SERVER_RENDERED = ' data-rendered="server"';

/** The directives of a page's policy through which the page loads a remote's code, styles, pictures and calls. */
const REMOTE_DIRECTIVES = new Set(['default-src', 'script-src', 'script-src-elem', 'connect-src', 'style-src', 'style-src-elem', 'img-src', 'font-src']);

/**
 * The page's Content-Security-Policy with the overrides' origins let in wherever it lets the shop's own
 * remotes in: the directives that list their origins, or `'self'` for a remote served from the shop's own
 * origin (a release of its registry, `/releases/…`). The shop's server would do the same with the
 * override as its configuration (ADR 0014).
 */
export function policyWithOverrides(policy: string, served: RemoteMap, overrideUrls: readonly string[], shopUrl = SHOP_URL): string {
  const shopOrigin = new URL(shopUrl).origin;
  const originOf = (url: string) => {
    try {
      return new URL(url, `${shopUrl}/`).origin;
    } catch {
      return null;
    }
  };
  const markers = new Set(
    Object.values(served).flatMap((url) => {
      const origin = typeof url === 'string' ? originOf(url) : null;
      if (!origin) return [];
      return origin === shopOrigin ? ["'self'"] : [origin];
    }),
  );
  const extra = [...new Set(overrideUrls.map(originOf))].filter((origin): origin is string => origin !== null && origin !== shopOrigin);
  if (extra.length === 0) return policy;
  return policy
    .split(';')
    .map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      const letsRemotesIn = REMOTE_DIRECTIVES.has(name.toLowerCase()) && values.some((value) => markers.has(value));
      const missing = extra.filter((origin) => !values.includes(origin));
      return letsRemotesIn && missing.length > 0 ? `${directive.trimEnd()} ${missing.join(' ')}` : directive;
    })
    .join(';');
}

/** A page that sends the browser on to `target` by itself, with no script (the page's CSP allows none). */
function movingOn(target: string): string {
  const escaped = target.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="0; url=${escaped}"><title></title>`;
}

/**
 * Makes the browser load the overridden remotes: `/remotes.json` is answered with the overridden map, and
 * the pages' Content-Security-Policy, which lists the origins of the shop's own remotes, lets the
 * override's origins in wherever it lets those in ({@link policyWithOverrides}). A page the shop's server
 * rendered was composed of the shop's own remotes (ADR 0027), so it is handed to the browser as a page to
 * render, not to hydrate: the shell then reads `/remotes.json` and renders it with the overrides.
 *
 * Redirects stay redirects: the browser must end up at the address the shop sends it to (a payment page's
 * button posts, and the shop answers 303 to the order's page). Playwright routes only the first request
 * of a redirect chain, so the page a form's POST is sent on to would reach the browser untouched (the
 * shop's policy, the server-rendered mark): that answer is replaced by a page that moves on to the same
 * address by itself, a new navigation this handler answers. A GET that redirects (a trailing slash) is
 * passed on as it is, so `goto` still sees its status. Everything else goes to the shop unchanged.
 */
async function answerOverrides(context: BrowserContext, remotes: RemoteMap, overrideUrls: string[]): Promise<void> {
  const served = await servedRemotes();
  await context.route(`${SHOP_URL}/**`, async (route) => {
    const request = route.request();
    if (new URL(request.url()).pathname === '/remotes.json') {
      return route.fulfill({ json: remotes, headers: { 'cache-control': 'no-store' } });
    }
    if (request.resourceType() !== 'document') return route.fallback();
    const response = await route.fetch({ maxRedirects: 0 });
    const headers = response.headers();
    const status = response.status();
    if (status >= 300 && status < 400 && headers.location) {
      if (request.method() === 'GET' || request.method() === 'HEAD') return route.fulfill({ response, headers });
      const target = new URL(headers.location, request.url()).href;
      delete headers.location;
      delete headers['content-length'];
      delete headers['content-encoding'];
      headers['content-type'] = 'text/html; charset=utf-8';
      return route.fulfill({ status: 200, headers, body: movingOn(target) });
    }
    const policy = headers['content-security-policy'];
    if (policy) headers['content-security-policy'] = policyWithOverrides(policy, served, overrideUrls);
    const html = (headers['content-type'] ?? '').startsWith('text/html') ? await response.text() : null;
    if (html === null || !html.includes(SERVER_RENDERED)) return route.fulfill({ response, headers });
    delete headers['content-length'];
    delete headers['content-encoding'];
    return route.fulfill({ response, headers, body: html.replace(SERVER_RENDERED, '') });
  });
}

/**
 * The overflow of the page the test ended on. A test may end right after a click that navigates (logout
 * reloads the shop), so the measure waits for the new page and measures again if the old one went away.
 */
async function settledOverflow(page: Page): Promise<{ scrollWidth: number; screenWidth: number; widest: string }> {
  for (let attempt = 1; ; attempt += 1) {
    await page.waitForLoadState('load');
    try {
      return await sidewaysOverflow(page);
    } catch (error) {
      const navigated = error instanceof Error && /Execution context was destroyed/.test(error.message);
      if (!navigated || attempt === 3) throw error;
    }
  }
}

/**
 * A server-rendered page (`#root[data-rendered=server]`) shows its content before its code runs: a journey
 * clicks only once the shell has hydrated it (`<html data-shop-ready>`). A page the browser renders, or a
 * shop without server rendering, is ready as soon as its content is there, as before.
 */
async function untilHydrated(page: Page): Promise<void> {
  const rendered = await page.evaluate(() => Boolean(document.querySelector('#root[data-rendered="server"]')));
  if (!rendered) return;
  await page.waitForFunction(() => document.documentElement.dataset.shopReady === 'true', null, { timeout: 20_000 });
  // The shell hydrates first; the page's own part hydrates once its remote's code has arrived, which the
  // network's quiet tells (a page that keeps asking for something is given up on after a few seconds).
  await networkQuiet(page, 5000).catch(() => undefined);
}

/** The requests of each page still waiting for an answer, and when the last one started or ended. */
const traffic = new WeakMap<Page, { pending: Set<Request>; changed: number }>();

/**
 * Counts a page's requests in flight. A request Chromium sends by itself to refresh a cached answer after
 * serving it stale (`Cache-Control: stale-while-revalidate`, resource type `other`) is left out: the page
 * does not wait for it, and Chromium never reports its end to the page, so Playwright's own `networkidle`
 * would wait for it for ever.
 */
function trackTraffic(page: Page): void {
  const state = { pending: new Set<Request>(), changed: Date.now() };
  traffic.set(page, state);
  page.on('request', (request) => {
    if (request.resourceType() === 'other') return;
    state.pending.add(request);
    state.changed = Date.now();
  });
  const done = (request: Request) => {
    if (state.pending.delete(request)) state.changed = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/**
 * Waits until the page has had no request of its own in flight for half a second: what `networkidle`
 * means, without the cache's background refreshes ({@link trackTraffic}).
 */
export async function networkQuiet(page: Page, timeout = 20_000): Promise<void> {
  const state = traffic.get(page);
  if (!state) throw new Error('networkQuiet: this page is not the test fixture’s page');
  const deadline = Date.now() + timeout;
  while (state.pending.size > 0 || Date.now() - state.changed < 500) {
    if (Date.now() > deadline) {
      const waiting = [...state.pending].map((request) => request.url()).join(', ');
      throw new Error(`The page did not go quiet within ${timeout} ms; still waiting for: ${waiting || 'nothing'}`);
    }
    await page.waitForTimeout(100);
  }
}

/** Makes `goto` and `reload` of HTML pages wait for hydration ({@link untilHydrated}). */
function waitingForHydration(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const settle = async (response: Awaited<ReturnType<Page['goto']>>) => {
    if (response && (response.headers()['content-type'] ?? '').includes('text/html')) await untilHydrated(page);
    return response;
  };
  page.goto = async (url, options) => settle(await goto(url, options));
  page.reload = async (options) => settle(await reload(options));
}

export const test = base.extend<{
  remoteOverrides: Partial<RemoteMap>;
  remotes: RemoteMap;
  api: ShopApi;
  shop: Shop;
  pageErrors: Error[];
  cspViolations: string[];
  noSidewaysScroll: void;
}>({
  api: async ({ playwright }, provide) => {
    // Each test calls the API from an address of its own: the per-address limits (sign-in codes sent per
    // hour, the forms) count one test's calls, never the whole run's from the loopback.
    const context = await playwright.request.newContext({ baseURL: API_URL, extraHTTPHeaders: { 'x-forwarded-for': ownAddress() } });
    await provide(new ShopApi(context));
    await context.dispose();
  },
  remoteOverrides: [{}, { option: true }],
  // Automatic, so that an override reaches every page of every test.
  remotes: [
    async ({ remoteOverrides, context }, provide) => {
      const overrides = { ...RUN_OVERRIDES, ...remoteOverrides };
      const remotes = withOverrides(await servedRemotes(), overrides);
      if (Object.keys(overrides).length > 0) await answerOverrides(context, remotes, Object.values(overrides));
      await provide(remotes);
    },
    { auto: true },
  ],
  page: async ({ page, javaScriptEnabled }, provide) => {
    trackTraffic(page);
    if (javaScriptEnabled !== false) waitingForHydration(page);
    await provide(page);
  },
  shop: async ({ page, remotes }, provide) => {
    await provide(new Shop(page, remotes));
  },
  pageErrors: [
    async ({ page }, provide) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await provide(errors);
      // Whatever a journey does (a remote down included), the page must not throw at the customer.
      expect(
        errors.map((error) => error.message),
        'uncaught errors of the page',
      ).toEqual([]);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ page }, provide) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await provide(violations);
      // A script, style or call the policy blocked is a part of the shop that does not work.
      expect(violations, 'Content-Security-Policy violations reported by the browser').toEqual([]);
    },
    { auto: true },
  ],
  noSidewaysScroll: [
    async ({ page }, provide) => {
      await provide();
      if (page.isClosed() || !page.url().startsWith('http')) return;
      const overflow = await settledOverflow(page);
      expect(
        overflow.scrollWidth <= overflow.screenWidth ? '' : `the page is ${overflow.scrollWidth} px wide: ${overflow.widest}`,
        `the page fits its ${overflow.screenWidth} px window`,
      ).toBe('');
    },
    { auto: true },
  ],
});

export { expect };

/** The delivery part of the order form (mf-checkout/src/features/order-form/deliveryText.ts). */
export const deliveryPlace = {
  street: 'Улица',
  house: 'Дом',
  flat: 'Квартира или офис',
  suggestions: 'Подсказки адреса',
  newAddress: 'Новый адрес',
  pointFilter: 'Найти пункт по адресу или названию',
  pointsIn: (city: string) => `Пункты выдачи в городе ${city}`,
  houseRequired: 'Укажите номер дома',
} as const;

/**
 * Gives the order form the place its way of delivery needs: a courier gets the address (unless a saved
 * one is already filled in), a pickup point order the first point of the list; a store needs nothing.
 */
export async function giveDeliveryPlace(main: Locator, deliveryKey: string, address = { street: 'ул. Труда', house: '5' }): Promise<void> {
  if (deliveryKey === 'courier_city' || deliveryKey === 'post_courier') {
    const street = main.getByRole('combobox', { name: deliveryPlace.street });
    if ((await street.inputValue()) !== '') return;
    await street.fill(address.street);
    await main.getByRole('textbox', { name: deliveryPlace.house, exact: true }).fill(address.house);
  } else if (deliveryKey === 'post_pickup') {
    await main.getByRole('radiogroup', { name: /^Пункты выдачи в городе / }).getByRole('radio').first().check();
  }
}
