import type { Page } from '@playwright/test';
import { SHOP_URL } from './stack';

/**
 * Each test writes from an address of its own, so the per-address limits of one (sign-in, the forms) never
 * touch another: the shop's calls to its own `/api` carry it as the client address (the shell's proxy adds
 * the hop; the API trusts the loopback). Only those calls: a header on the remotes' files would make them
 * cross-origin requests with a preflight.
 */
export async function fromOwnAddress(page: Page): Promise<void> {
  const address = ownAddress();
  await page.route(`${SHOP_URL}/api/**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  );
}

/**
 * A client address of the benchmarking range 198.18.0.0/15 nobody else uses, for one test: what its pages
 * ({@link fromOwnAddress}) or its calls straight to the API (the `api` fixture) carry in `X-Forwarded-For`.
 */
export function ownAddress(): string {
  const part = () => Math.floor(Math.random() * 250) + 1;
  return `198.18.${part()}.${part()}`;
}
