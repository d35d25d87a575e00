import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { runTogether } from '../support/releasing';
import {
  EXTERNAL_SHOP,
  OWN_STACK_ONLY,
  RELEASES_DIR,
  REMOTES_REGISTRY,
  REPO_ROOT,
  RUN_DIR,
} from '../support/stack';
import { checkout, fragmentUnavailable, shell } from '../support/texts';

/**
 * ADR 0023: a team releases its remote alone. `npm run release` builds mf-checkout into an immutable
 * folder and records it in the remotes registry; `npm run remotes -- promote | rollback | canary` decides
 * who gets which version, and the composed shop follows at the next page load with no rebuild of anything.
 * The second release is a real change of mf-checkout: a copy of its sources with another cart heading.
 */

const CHANGED_TITLE = 'Корзина покупок';
const CHANGED_COPY = path.join(RUN_DIR, 'mf-checkout-next');
// The suite releases generated copies (a changed version of a team's sources), which no commit holds.
const ENV = {
  ...process.env,
  RELEASES_DIR,
  REMOTES_REGISTRY,
  RELEASE_ALLOW_DIRTY: 'the e2e suite releases generated copies of a remote',
};
/** The suite changes what shoppers get without a gate of its own (the gate has its own tests: shared-kit/tooling/gate.test.cjs). */
const FORCE = ['--force', 'the e2e suite tries the release path on its own shop'];

// The spec writes the registry of the suite's own shop.
test.skip(EXTERNAL_SHOP !== null, OWN_STACK_ONLY);
test.describe.configure({ mode: 'serial' });
// Two production builds of mf-checkout on a shared machine.
test.setTimeout(300_000);

/** Runs one of the release commands as a team would, failing the test with its output when it fails. */
function run(script: string, args: string[], cwd = REPO_ROOT): string {
  const result = spawnSync('node', [path.join(REPO_ROOT, 'shared-kit', 'tooling', script), ...args], {
    cwd,
    env: ENV,
    encoding: 'utf8',
  });
  expect(result.status, `${script} ${args.join(' ')}\n${result.stdout}\n${result.stderr}`).toBe(0);
  return result.stdout;
}

/** A copy of mf-checkout's sources whose cart is headed «Корзина покупок»: the next version of the team. */
function changedCheckout(): string {
  fs.rmSync(CHANGED_COPY, { recursive: true, force: true });
  const source = path.join(REPO_ROOT, 'mf-checkout');
  for (const item of ['src', 'package.json', 'webpack.config.js', 'declaration.json', 'tsconfig.json']) {
    fs.cpSync(path.join(source, item), path.join(CHANGED_COPY, item), { recursive: true });
  }
  // The team's own dependencies resolve as from its folder.
  fs.symlinkSync(path.join(source, 'node_modules'), path.join(CHANGED_COPY, 'node_modules'));
  const messages = path.join(CHANGED_COPY, 'src', 'messages.ts');
  const text = fs.readFileSync(messages, 'utf8');
  const changed = text.replace(
    `  cart: {\n    title: '${checkout.cartTitle}',`,
    `  cart: {\n    title: '${CHANGED_TITLE}',`,
  );
  expect(changed, 'the cart title of mf-checkout/src/messages.ts').not.toBe(text);
  fs.writeFileSync(messages, changed);
  return CHANGED_COPY;
}

/**
 * A copy of mf-search built for a platform core this shell does not have (`shared-kit` ^2.0.0): what a team
 * that moved on to a breaking platform release would ship.
 */
function searchForNextPlatform(): string {
  const copy = path.join(RUN_DIR, 'mf-search-platform-2');
  fs.rmSync(copy, { recursive: true, force: true });
  const source = path.join(REPO_ROOT, 'mf-search');
  for (const item of ['src', 'package.json', 'webpack.config.js', 'declaration.json', 'tsconfig.json']) {
    fs.cpSync(path.join(source, item), path.join(copy, item), { recursive: true });
  }
  const pkg = JSON.parse(fs.readFileSync(path.join(copy, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  pkg.dependencies['shared-kit'] = '^2.0.0';
  fs.writeFileSync(path.join(copy, 'package.json'), JSON.stringify(pkg, null, 2));
  return copy;
}

/** Opens the cart in a page and answers which release of mf-checkout it was served, with its heading. */
async function cartAsShopperSees(page: Page): Promise<{ version: string | null; heading: string }> {
  const entries: string[] = [];
  page.on('request', (request) => {
    const match = /\/releases\/mf-checkout\/([^/]+)\/remoteEntry(?:\.shared-runtime)?\.js$/.exec(
      new URL(request.url()).pathname,
    );
    if (match) entries.push(match[1]!);
  });
  await page.goto('/cart');
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  return { version: entries[0] ?? null, heading: (await heading.textContent())?.trim() ?? '' };
}

/** A shopper who already has a canary bucket (the cookie the shop gave them on their first visit). */
async function shopperInBucket(browser: Browser, baseURL: string, bucket: number) {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'remote_bucket', value: String(bucket), url: baseURL }]);
  return context;
}

test.describe('Releasing a remote alone', () => {
  test.beforeAll(async () => {
    // A hook has the config's timeout, not the file's: the two builds get the file's.
    test.setTimeout(300_000);
    fs.rmSync(RELEASES_DIR, { recursive: true, force: true });
    // The two releases build side by side, a core each.
    await runTogether(
      [
        ['release.cjs', '--dir', path.join(REPO_ROOT, 'mf-checkout'), '--version', '9.0.0'],
        ['release.cjs', '--dir', changedCheckout(), '--version', '9.1.0'],
      ],
      ENV,
    );
  });

  test.afterAll(() => {
    // The shop goes back to its configured composition for whatever runs next.
    fs.rmSync(RELEASES_DIR, { recursive: true, force: true });
    fs.rmSync(CHANGED_COPY, { recursive: true, force: true });
    fs.rmSync(path.join(RUN_DIR, 'mf-search-platform-2'), { recursive: true, force: true });
  });

  test('When a release is made, then nobody gets it until it is promoted; a version is released once', async ({
    page,
  }) => {
    expect(await cartAsShopperSees(page)).toEqual({ version: null, heading: checkout.cartTitle });
    const again = spawnSync(
      'node',
      [
        path.join(REPO_ROOT, 'shared-kit', 'tooling', 'release.cjs'),
        '--dir',
        path.join(REPO_ROOT, 'mf-checkout'),
        '--version',
        '9.0.0',
      ],
      {
        env: ENV,
        encoding: 'utf8',
      },
    );
    expect(again.status).toBe(2);
    expect(again.stderr).toMatch(/a release never changes/);
  });

  test('When a changed mf-checkout is promoted, then the shop shows it; rolled back, the shop shows the old one', async ({
    page,
    context,
  }) => {
    run('remotes-cli.cjs', ['promote', 'mf_checkout', '9.0.0', ...FORCE]);
    expect(await cartAsShopperSees(page)).toEqual({ version: '9.0.0', heading: checkout.cartTitle });

    run('remotes-cli.cjs', ['promote', 'mf_checkout', '9.1.0', ...FORCE]);
    const next = await context.newPage();
    expect(await cartAsShopperSees(next)).toEqual({ version: '9.1.0', heading: CHANGED_TITLE });
    await expect(next).toHaveTitle(`${CHANGED_TITLE} — Здоровье+`);

    run('remotes-cli.cjs', ['rollback', 'mf_checkout']);
    const back = await context.newPage();
    expect(await cartAsShopperSees(back)).toEqual({ version: '9.0.0', heading: checkout.cartTitle });
    expect(run('remotes-cli.cjs', ['status'])).toMatch(/mf_checkout: live 9\.0\.0[\s\S]*rollback 9\.0\.0/);
  });

  test('When 9.1.0 is a canary for half the shoppers, then shoppers in its half get it and the others keep 9.0.0, each for good', async ({
    browser,
    baseURL,
  }) => {
    run('remotes-cli.cjs', ['canary', 'mf_checkout', '9.1.0', '50', ...FORCE]);

    const inCanary = await shopperInBucket(browser, baseURL!, 12);
    const outside = await shopperInBucket(browser, baseURL!, 87);
    try {
      expect(await cartAsShopperSees(await inCanary.newPage())).toEqual({
        version: '9.1.0',
        heading: CHANGED_TITLE,
      });
      expect(await cartAsShopperSees(await outside.newPage())).toEqual({
        version: '9.0.0',
        heading: checkout.cartTitle,
      });
      // Sticky: the same shopper gets the same version on the next visit.
      expect((await cartAsShopperSees(await inCanary.newPage())).version).toBe('9.1.0');
    } finally {
      await inCanary.close();
      await outside.close();
    }

    // A new shopper is put in a bucket on the first visit and gets the version of that bucket.
    const newcomer = await browser.newContext({ baseURL });
    try {
      const seen = await cartAsShopperSees(await newcomer.newPage());
      const bucket = Number(
        (await newcomer.cookies()).find((cookie) => cookie.name === 'remote_bucket')?.value,
      );
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(bucket).toBeLessThan(100);
      expect(seen.version).toBe(bucket < 50 ? '9.1.0' : '9.0.0');
    } finally {
      await newcomer.close();
    }

    // A newcomer whose first page is server-rendered is bucketed by it, and keeps one mf-checkout across
    // that page (its header cart), the cart and the first page again.
    const landing = await browser.newContext({ baseURL });
    try {
      const page = await landing.newPage();
      const versions: string[] = [];
      page.on('request', (request) => {
        const match = /\/releases\/mf-checkout\/([^/]+)\/remoteEntry(?:\.shared-runtime)?\.js$/.exec(
          new URL(request.url()).pathname,
        );
        if (match) versions.push(match[1]!);
      });
      const first = await page.goto('/brands');
      expect(await first?.text()).toContain('data-rendered="server"');
      // The header's cart is mf-checkout's fragment: its container comes with the page.
      await expect.poll(() => versions.length, { timeout: 30_000 }).toBeGreaterThan(0);
      const bucket = Number(
        (await landing.cookies()).find((cookie) => cookie.name === 'remote_bucket')?.value,
      );
      const version = bucket < 50 ? '9.1.0' : '9.0.0';
      expect((await cartAsShopperSees(page)).version).toBe(version);
      const before = versions.length;
      await page.goto('/brands');
      await expect.poll(() => versions.length, { timeout: 30_000 }).toBeGreaterThan(before);
      expect(new Set(versions)).toEqual(new Set([version]));
    } finally {
      await landing.close();
    }
  });

  test('When a remote built for another major of the platform core is promoted, then only its parts give way to quiet messages, and the console says why', async ({
    page,
  }) => {
    run('release.cjs', ['--dir', searchForNextPlatform(), '--version', '9.0.0']);
    run('remotes-cli.cjs', ['promote', 'mf_search', '9.0.0', ...FORCE]);
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/shared-kit/.test(message.text()) && /\^2\.0\.0/.test(message.text()))
        refusals.push(message.text());
    });

    await page.goto('/cart');
    const header = page.getByRole('banner');
    await expect(header.getByText(fragmentUnavailable.searchDropdown, { exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: checkout.cartTitle }),
    ).toBeVisible();

    await page.goto('/search?query=%D0%B2%D0%B8%D1%82%D0%B0%D0%BC%D0%B8%D0%BD');
    await expect(page.getByRole('main').getByText(shell.sectionUnavailable)).toBeVisible();
    expect(refusals.length, 'the refusal of the platform version, in the console').toBeGreaterThan(0);
  });
});
