import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { runTogether } from '../support/releasing';
import {
  EXTERNAL_SHOP,
  OWN_STACK_ONLY,
  RELEASES_DIR,
  REMOTES_REGISTRY,
  REPO_ROOT,
  RUN_DIR,
  SHOP_URL,
} from '../support/stack';

/**
 * ADR 0036: a release of a remote whose pages are server-rendered reaches every shopper whole. mf-catalog
 * is released twice (the second a real change: another heading of the brands page's popular brands, so its chunks differ),
 * then promoted, rolled back and tried as a canary while the suite's shell server keeps running: its HTML,
 * the composition it hands to the browser and the browser's hydration must all be of the release the
 * visitor is composed with, from the first page on and across pages.
 */

const HEADING = 'Популярные бренды';
const CHANGED_HEADING = 'Популярные бренды магазина';
const CHANGED_COPY = path.join(RUN_DIR, 'mf-catalog-next');
// The suite releases generated copies (a changed version of a team's sources), which no commit holds.
const ENV = {
  ...process.env,
  RELEASES_DIR,
  REMOTES_REGISTRY,
  RELEASE_ALLOW_DIRTY: 'the e2e suite releases generated copies of a remote',
};
/** What the suite says when it changes what shoppers get without a gate of its own (the gate has its own tests). */
const FORCE = ['--force', 'the e2e suite tries the release path on its own shop'];

test.skip(EXTERNAL_SHOP !== null, OWN_STACK_ONLY);
test.describe.configure({ mode: 'serial' });
// Two production builds of mf-catalog (browser and server containers) on a shared machine.
test.setTimeout(420_000);

function run(script: string, args: string[]): string {
  const result = spawnSync('node', [path.join(REPO_ROOT, 'shared-kit', 'tooling', script), ...args], {
    cwd: REPO_ROOT,
    env: ENV,
    encoding: 'utf8',
  });
  expect(result.status, `${script} ${args.join(' ')}\n${result.stdout}\n${result.stderr}`).toBe(0);
  return result.stdout;
}

/** A copy of mf-catalog's sources whose popular brands are headed «Популярные бренды магазина»: the team's next version. */
function changedCatalog(): string {
  fs.rmSync(CHANGED_COPY, { recursive: true, force: true });
  const source = path.join(REPO_ROOT, 'mf-catalog');
  for (const item of ['src', 'package.json', 'webpack.config.js', 'declaration.json', 'tsconfig.json']) {
    fs.cpSync(path.join(source, item), path.join(CHANGED_COPY, item), { recursive: true });
  }
  if (fs.existsSync(path.join(source, 'node_modules')))
    fs.symlinkSync(path.join(source, 'node_modules'), path.join(CHANGED_COPY, 'node_modules'));
  const messages = path.join(CHANGED_COPY, 'src', 'messages.ts');
  const text = fs.readFileSync(messages, 'utf8');
  const changed = text.replace(
    `    heading: 'Бренды',\n    popular: '${HEADING}',`,
    `    heading: 'Бренды',\n    popular: '${CHANGED_HEADING}',`,
  );
  expect(changed, 'the brands heading of mf-catalog/src/messages.ts').not.toBe(text);
  fs.writeFileSync(messages, changed);
  return CHANGED_COPY;
}

/** The page's HTML as the shop's server answers it, for a visitor with these cookies. */
async function serverPage(pathname: string, cookie?: string) {
  const response = await fetch(`${SHOP_URL}${pathname}`, {
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
  });
  const html = await response.text();
  const composition = /<script type="application\/json" id="shop-remotes">(.*?)<\/script>/s.exec(html)?.[1];
  const remotes = composition ? (JSON.parse(composition) as { remotes: Record<string, string> }).remotes : {};
  return {
    html,
    rendered: html.includes('data-rendered="server"'),
    heading: /<h2 id="mfc-brands-popular"[^>]*>([^<]*)<\/h2>/.exec(html)?.[1] ?? null,
    /** The mf-catalog release the page was composed with (null: not a release of the registry). */
    catalog: /\/releases\/mf-catalog\/([^/]+)\//.exec(remotes.mf_catalog ?? '')?.[1] ?? null,
    bucket: /remote_bucket=(\d{1,2})/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? null,
    cacheControl: response.headers.get('cache-control'),
  };
}

/**
 * The brands page as the server answers it once its render is whole. A render is cut at its budget on a
 * busy machine (ADR 0027) and the browser then draws the cut part; the page is asked again until the
 * server's own render of the part is in it, which must then be the visitor's release.
 */
async function wholeBrandsPage(cookie?: string) {
  let last: Awaited<ReturnType<typeof serverPage>> | undefined;
  await expect
    .poll(
      async () => {
        last = await serverPage('/brands', cookie);
        return last.heading !== null;
      },
      { timeout: 20_000, message: 'the brands page rendered whole by the server' },
    )
    .toBe(true);
  return last!;
}

/** What one full page load in a browser got: the mf-catalog release it loaded, its heading, hydration problems. */
async function openInBrowser(page: Page, pathname: string) {
  const versions = new Set<string>();
  const problems: string[] = [];
  const onRequest = (request: { url(): string }) => {
    const match = /\/releases\/mf-catalog\/([^/]+)\/(?:mf-manifest|remoteEntry)/.exec(
      new URL(request.url()).pathname,
    );
    if (match) versions.add(match[1]!);
  };
  const onConsole = (message: { text(): string }) => {
    if (/hydrat|Minified React error #4(18|19|23|25)/i.test(message.text()))
      problems.push(message.text().slice(0, 300));
  };
  page.on('request', onRequest);
  page.on('console', onConsole);
  try {
    // Not "load": the brands' pictures are drawn by the API on their first request, which a busy machine
    // makes slow; what is judged here is the document, the composition and the hydration.
    const response = await page.goto(pathname, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    await expect(page.locator('html[data-shop-ready]')).toBeAttached({ timeout: 45_000 });
    const heading = page.locator('#mfc-brands-popular');
    if (pathname === '/brands') await expect(heading).toBeVisible({ timeout: 30_000 });
    else await expect(page.getByRole('banner')).toBeVisible();
    // The header's catalogue button is mf-catalog's fragment: its container comes with every page.
    await expect
      .poll(() => versions.size, { timeout: 30_000, message: 'mf-catalog loaded by the browser' })
      .toBeGreaterThan(0);
    return {
      rendered: ((await response?.text()) ?? '').includes('data-rendered="server"'),
      heading: pathname === '/brands' ? ((await heading.textContent()) ?? '').trim() : null,
      versions: [...versions],
      problems,
    };
  } finally {
    page.off('request', onRequest);
    page.off('console', onConsole);
  }
}

async function visitor(browser: Browser, baseURL: string, bucket?: number): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
  if (bucket !== undefined)
    await context.addCookies([{ name: 'remote_bucket', value: String(bucket), url: baseURL }]);
  return context;
}

test.describe('A release of a server-rendered remote reaches every shopper', () => {
  test.beforeAll(async () => {
    // A hook has the config's timeout, not the file's: the two builds get the file's.
    test.setTimeout(420_000);
    fs.rmSync(RELEASES_DIR, { recursive: true, force: true });
    // The two releases build side by side, a core each.
    await runTogether(
      [
        ['release.cjs', '--dir', path.join(REPO_ROOT, 'mf-catalog'), '--version', '9.0.0'],
        ['release.cjs', '--dir', changedCatalog(), '--version', '9.1.0'],
      ],
      ENV,
    );
  });

  test.afterAll(() => {
    fs.rmSync(RELEASES_DIR, { recursive: true, force: true });
    fs.rmSync(CHANGED_COPY, { recursive: true, force: true });
  });

  test('When mf-catalog is promoted, promoted again and rolled back on a running shell, then its server HTML and the hydrating browser follow each step', async ({
    browser,
    baseURL,
  }) => {
    const steps: [string[], string, string][] = [
      [['promote', 'mf_catalog', '9.0.0', ...FORCE], '9.0.0', HEADING],
      [['promote', 'mf_catalog', '9.1.0', ...FORCE], '9.1.0', CHANGED_HEADING],
      [['rollback', 'mf_catalog'], '9.0.0', HEADING],
    ];
    for (const [command, version, heading] of steps) {
      run('remotes-cli.cjs', command);
      const served = await wholeBrandsPage();
      expect(served, `${command.join(' ')}: the server's HTML`).toMatchObject({
        rendered: true,
        catalog: version,
        heading,
      });
      // A product page is made of the same release, whole.
      expect((await serverPage('/category')).catalog).toBe(version);

      const context = await visitor(browser, baseURL!);
      try {
        const seen = await openInBrowser(await context.newPage(), '/brands');
        expect(seen, `${command.join(' ')}: what the browser got`).toEqual({
          rendered: true,
          heading,
          versions: [version],
          problems: [],
        });
      } finally {
        await context.close();
      }
    }
  });

  test('When 9.1.0 is a canary for half the shoppers, then each visitor is server-rendered with their own version from the first page, and keeps it across pages', async ({
    browser,
    baseURL,
  }) => {
    run('remotes-cli.cjs', ['canary', 'mf_catalog', '9.1.0', '50', ...FORCE]);

    // Visitors with a bucket: each gets their version in the server's HTML, whole.
    expect(await wholeBrandsPage('remote_bucket=12')).toMatchObject({
      rendered: true,
      catalog: '9.1.0',
      heading: CHANGED_HEADING,
      cacheControl: 'no-cache',
    });
    expect(await wholeBrandsPage('remote_bucket=87')).toMatchObject({
      rendered: true,
      catalog: '9.0.0',
      heading: HEADING,
    });

    // A newcomer's first page puts them in a bucket and is rendered for it.
    const first = await serverPage('/brands');
    expect(first.bucket).not.toBeNull();
    const expected = Number(first.bucket) < 50 ? '9.1.0' : '9.0.0';
    expect(first).toMatchObject({ rendered: true, catalog: expected });
    // Whole, or cut at its budget on a busy machine (the browser then draws the part): never another release's.
    expect([null, expected === '9.1.0' ? CHANGED_HEADING : HEADING]).toContain(first.heading);
    // Twenty newcomers: each first page is composed for the bucket it sets, both halves are met.
    const newcomers = await Promise.all(Array.from({ length: 20 }, () => serverPage('/brands')));
    for (const newcomer of newcomers) {
      expect(newcomer.catalog).toBe(Number(newcomer.bucket) < 50 ? '9.1.0' : '9.0.0');
      if (newcomer.heading !== null)
        expect(newcomer.heading).toBe(newcomer.catalog === '9.1.0' ? CHANGED_HEADING : HEADING);
    }

    // In a browser, a newcomer keeps one version across a server-rendered page, a page drawn in the
    // browser and the first page again.
    const context = await visitor(browser, baseURL!);
    try {
      const page = await context.newPage();
      const brands = await openInBrowser(page, '/brands');
      const bucket = Number(
        (await context.cookies()).find((cookie) => cookie.name === 'remote_bucket')?.value,
      );
      const version = bucket < 50 ? '9.1.0' : '9.0.0';
      expect(brands).toEqual({
        rendered: true,
        heading: version === '9.1.0' ? CHANGED_HEADING : HEADING,
        versions: [version],
        problems: [],
      });
      expect((await openInBrowser(page, '/cart')).versions).toEqual([version]);
      expect((await openInBrowser(page, '/brands')).versions).toEqual([version]);
    } finally {
      await context.close();
    }

    // Both halves hydrate their own release without a mismatch.
    for (const [bucket, version, heading] of [
      [12, '9.1.0', CHANGED_HEADING],
      [87, '9.0.0', HEADING],
    ] as const) {
      const shopper = await visitor(browser, baseURL!, bucket);
      try {
        expect(await openInBrowser(await shopper.newPage(), '/brands')).toEqual({
          rendered: true,
          heading,
          versions: [version],
          problems: [],
        });
      } finally {
        await shopper.close();
      }
    }

    run('remotes-cli.cjs', ['canary', 'mf_catalog', '9.1.0', '0']);
    expect(await wholeBrandsPage('remote_bucket=12')).toMatchObject({
      rendered: true,
      catalog: '9.0.0',
      heading: HEADING,
    });
  });
});
