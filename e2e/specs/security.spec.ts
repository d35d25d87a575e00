import http from 'node:http';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, type ShopApi } from '../support/fixtures';
import { EXTERNAL_SHOP, OWN_STACK_ONLY, REMOTES, SHELL_PORT, SHOP_URL } from '../support/stack';
import { account } from '../support/texts';
import { registerInWindows } from '../support/registration';

/** What the API answers to a state-changing call from another site. */
const CROSS_SITE_MESSAGE = 'Запрос отклонён: он пришёл не со страницы магазина. Обновите страницу магазина и повторите.';

/** The directive of a Content-Security-Policy value, e.g. `script-src 'self' …`. */
function directive(csp: string, name: string): string {
  return csp.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `)) ?? '';
}

/** GET on the shop's port with a Host header of the caller's choosing (a browser cannot forge one). */
function getWithHost(path: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: SHELL_PORT, path, headers: { host } }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        response.on('end', () => resolve(body));
      })
      .on('error', reject);
  });
}

async function cookieNamed(context: BrowserContext, name: string) {
  return (await context.cookies(SHOP_URL)).find((cookie) => cookie.name === name);
}

/** Registers a new customer through the sign-in and registration windows, as the account journey does. */
async function registerThroughWindows(page: Page, api: ShopApi, email: string) {
  await page.getByRole('banner').getByRole('button', { name: account.profile, exact: true }).click();
  await page.getByRole('dialog', { name: account.profile }).getByRole('button', { name: account.signIn, exact: true }).click();
  await registerInWindows(page, api, email);
}

test.describe('Security: the HTML headers, the HttpOnly sign-in key, the cross-site guard, /remotes.json', () => {
  test('When a page of the shop is opened, then its answer carries the CSP of the shop and the remotes, no framing, nosniff, the referrer and permissions policies', async ({
    request,
  }) => {
    test.skip(EXTERNAL_SHOP !== null, `compares the CSP with the remotes of this run: ${OWN_STACK_ONLY}`);
    for (const path of ['/', '/cart', '/no/such/page']) {
      const response = await request.get(path, { headers: { accept: 'text/html' } });
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';

      expect(csp, `${path} has a CSP`).not.toBe('');
      const scripts = directive(csp, 'script-src');
      expect(scripts.split(' ').sort()).toEqual(["'self'", 'script-src', ...REMOTES.map((item) => `http://localhost:${item.port}`)].sort());
      expect(csp).not.toMatch(/unsafe-eval/);
      expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(directive(csp, 'object-src')).toBe("object-src 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['x-frame-options']).toBe('DENY');
      // Plain http on localhost: HSTS would be meaningless here (it is sent over https).
      expect(headers['strict-transport-security']).toBeUndefined();
    }
  });

  test('When /remotes.json is asked for with a forged Host header, then every remote still points at the configured address', async () => {
    test.skip(EXTERNAL_SHOP !== null, `talks to the shop's port directly: ${OWN_STACK_ONLY}`);
    const body = await getWithHost('/remotes.json', 'evil.example');
    const manifest = JSON.parse(body) as Record<string, string>;

    expect(body).not.toContain('evil.example');
    for (const item of REMOTES) expect(manifest[item.name]).toBe(`http://localhost:${item.port}/mf-manifest.json`);
  });

  test('When a customer registers, then the key is an HttpOnly cookie no script reads; the shop shows them signed in, cross-site writes are refused, and logout clears both cookies', async ({
    page,
    shop,
    context,
    api,
  }) => {
    const configs = await api.configs();
    const email = `security.${Date.now()}@example.ru`;
    await shop.open('/', configs.HEADER_PHONE);

    await registerThroughWindows(page, api, email);

    // The key: HttpOnly, SameSite=Lax, not Secure on plain-http localhost; its companion readable.
    const key = await cookieNamed(context, 'auth_key');
    expect(key, 'auth_key is set').toBeDefined();
    expect(key).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: false, path: '/' });
    expect(await cookieNamed(context, 'signed_in')).toMatchObject({ value: '1', httpOnly: false, sameSite: 'Lax' });
    const scriptSees = await page.evaluate(() => document.cookie);
    expect(scriptSees).not.toContain('auth_key');
    expect(scriptSees).not.toContain(key!.value);
    expect(scriptSees).toContain('signed_in=1');

    // After a reload the page still knows, and the API knows the customer by the cookie alone.
    await page.reload();
    await shop.header.getByRole('button', { name: account.profile, exact: true }).click();
    await expect(page.getByRole('dialog', { name: account.cabinetTitle })).toBeVisible();
    await page.keyboard.press('Escape');
    const info = await page.evaluate(async () => {
      const response = await fetch('/api/personal/info');
      return { status: response.status, email: ((await response.json()) as { email?: string }).email };
    });
    expect(info).toEqual({ status: 200, email });

    // Another site's write with the customer's cookie is refused; the shop's own page is let through.
    const crossSite = await context.request.post(`${SHOP_URL}/api/personal/update`, {
      headers: { origin: 'http://evil.example' },
      data: { name: 'Взломщик' },
    });
    expect(crossSite.status()).toBe(403);
    expect(((await crossSite.json()) as { message: string }).message).toBe(CROSS_SITE_MESSAGE);
    const sameSite = await context.request.post(`${SHOP_URL}/api/personal/update`, {
      headers: { origin: SHOP_URL },
      data: { patronymic: 'Сергеевна' },
    });
    expect(sameSite.status()).toBe(200);
    expect(((await sameSite.json()) as { name: string }).name).toBe('Ольга');

    // Logout: the server clears both cookies and revokes the key.
    await shop.header.getByRole('button', { name: account.profile, exact: true }).click();
    await page.getByRole('dialog', { name: account.cabinetTitle }).getByRole('button', { name: account.logout }).click();
    await expect.poll(async () => (await cookieNamed(context, 'auth_key'))?.value ?? null).toBeNull();
    expect(await cookieNamed(context, 'signed_in')).toBeUndefined();
    await expect.poll(() => api.personalInfoStatus(key!.value)).toBe(401);
  });
});
