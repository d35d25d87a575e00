import type { BrowserContext, Page } from '@playwright/test';
import { expect, networkQuiet, signInBrowser, test, type Shop, type ShopApi } from './fixtures';

/**
 * What the accessibility specs share (`specs/accessibility-*.spec.ts`): axe on every route of the shop and
 * on every window, at the size of the project that runs it (desktop 1280×800 and the phone 390×844). The
 * checks are split into files by what they need — a newcomer in the sign-in window, a signed-in customer's
 * cabinet, the order, the public routes, the windows and the keyboard — so that both workers of a run share
 * them.
 */
export const ACCESSIBILITY = 'Accessibility: no critical or serious axe finding (WCAG 2.2 AA)';

/** The customer of the cabinet and order checks, as the registration window would have made them. */
export const CUSTOMER = { firstName: 'Ольга', lastName: 'Смирнова', phone: '+79161234567' } as const;

/** An e-mail of its own for each spec file and project. */
export function customerEmail(what: string): string {
  return `a11y.${what}.${test.info().project.name}.${Date.now()}@example.ru`;
}

/** Opens a route and waits for its heading and for the page to stop loading. */
export async function openRoute(shop: Shop, page: Page, path: string): Promise<void> {
  await shop.open(path);
  await expect(shop.main.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await networkQuiet(page);
}

/** A category with products, a product in stock: the routes with a path. */
export async function catalogueRoutes(api: ShopApi): Promise<{ category: string; product: string; productId: number }> {
  const [first] = await api.categoryTree();
  const product = await api.someProduct();
  return { category: `/category/${first!.full_slug}`, product: product.url, productId: product.id };
}

/**
 * A registered customer (registered through the API; the registration window itself is checked by
 * `accessibility-sign-in.spec.ts`), signed in in this browser as a returning customer whose cookie is still
 * there. Answers the sign-in key.
 */
export async function signedInCustomer(api: ShopApi, context: BrowserContext, what: string): Promise<string> {
  const token = await api.signInByEmail(customerEmail(what), CUSTOMER);
  await signInBrowser(context, token);
  return token;
}
