import { expect, test } from '../support/fixtures';

const SESSION_PATH = '/api/personal/get_session';
/** docs/product.md §9: session_key lives 50400 s on path /. */
const SESSION_MAX_AGE = 50_400;

test.describe('Anonymous session (docs/product.md §4 start-up, §6, §9)', () => {
  test('When a visitor comes for the first time, then one session is requested, kept in the session_key cookie and sent with later calls', async ({
    page,
    shop,
    context,
    api,
  }) => {
    const configs = await api.configs();
    const calls = shop.recordApiCalls();
    const sessionAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === SESSION_PATH);

    await shop.open('/', configs.HEADER_PHONE);

    const answer = await sessionAnswer;
    expect(answer.request().method()).toBe('GET');
    const { token } = (await answer.json()) as { token: string };
    expect(token).toBeTruthy();
    const cookie = (await context.cookies()).find((item) => item.name === 'session_key');
    expect(cookie, 'cookie session_key is set').toBeDefined();
    expect(decodeURIComponent(cookie!.value)).toBe(token);
    expect(cookie!.path).toBe('/');
    const lifetime = cookie!.expires - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(SESSION_MAX_AGE - 120);
    expect(lifetime).toBeLessThanOrEqual(SESSION_MAX_AGE + 1);

    // What the page asks for (on a server-rendered page the layout's data came with it) waits for the session.
    await expect.poll(() => calls.filter((call) => new URL(call.url()).pathname !== SESSION_PATH).length).toBeGreaterThan(0);
    const sessionCalls = calls.filter((call) => new URL(call.url()).pathname === SESSION_PATH);
    expect(sessionCalls).toHaveLength(1);
    const later = calls.filter((call) => new URL(call.url()).pathname !== SESSION_PATH);
    for (const call of later) {
      const headers = await call.allHeaders();
      expect(headers['x-authorization'], `X-Authorization of ${call.url()}`).toBe(`Session ${token}`);
    }
  });

  test('When the page is reloaded with a session_key cookie, then no new session is requested and the old key is sent', async ({
    page,
    shop,
    context,
    api,
  }) => {
    const configs = await api.configs();
    await shop.open('/', configs.HEADER_PHONE);
    await expect.poll(async () => (await context.cookies()).find((item) => item.name === 'session_key')?.value).toBeTruthy();
    const key = decodeURIComponent((await context.cookies()).find((item) => item.name === 'session_key')!.value);

    const calls = shop.recordApiCalls();
    await page.reload();
    await expect(shop.header.getByRole('link', { name: configs.HEADER_PHONE, exact: true }).first()).toBeVisible();
    await expect.poll(() => calls.length).toBeGreaterThan(0);

    expect(calls.map((call) => new URL(call.url()).pathname)).not.toContain(SESSION_PATH);
    // The layout's data comes with a server-rendered page; whatever the page asks next carries the old key.
    for (const call of calls) expect((await call.allHeaders())['x-authorization'], `X-Authorization of ${call.url()}`).toBe(`Session ${key}`);
    expect(decodeURIComponent((await context.cookies()).find((item) => item.name === 'session_key')!.value)).toBe(key);
  });
});
