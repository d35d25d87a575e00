import fs from 'node:fs';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import { expect, test, type Shop } from '../support/fixtures';
import { overrideVariable } from '../support/composition';
import { serveBuiltApp, stopGroup, waitForUrl } from '../support/servers';
import { API_URL, EXTERNAL_SHOP, OWN_STACK_ONLY, REMOTES, REMOTES_FILE, REPO_ROOT, SECOND_SEARCH_PORT, manifestUrl, remote, remotesManifest } from '../support/stack';
import { search, shell } from '../support/texts';

/**
 * docs/architecture.md §2: "Deploying a new version of one remote means publishing its files and changing
 * one URL in that manifest: nothing else is rebuilt."
 */

const SEARCH_DIR = path.join(REPO_ROOT, 'mf-search');
const SHELL_DIST = path.join(REPO_ROOT, 'shell', 'dist');
const SECOND_MANIFEST = manifestUrl(SECOND_SEARCH_PORT);
const FIRST_MANIFEST = manifestUrl(remote('mf_search').port);

/** The page asking the second copy for a manifest: its full one, or its shared-runtime one (ADR 0029). */
function secondCopyManifest(url: string): boolean {
  return url.startsWith(new URL('.', SECOND_MANIFEST).href) && /\/mf-manifest(?:\.shared-runtime)?\.json$/.test(url);
}

/** Every file of a folder with its modification time. */
function mtimes(dir: string): Record<string, number> {
  const result: Record<string, number> = {};
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    result[path.relative(dir, file)] = fs.statSync(file).mtimeMs;
  }
  return result;
}

// The spec rewrites the run's remotes.json and serves a second copy of a remote from this checkout.
test.skip(EXTERNAL_SHOP !== null, OWN_STACK_ONLY);

/** The old copy of mf-search made unreachable for the page: counts what the page still asked of it. */
async function cutOffFirstCopy(page: Page): Promise<() => number> {
  let asked = 0;
  await page.route(`http://localhost:${remote('mf_search').port}/**`, (route) => {
    asked += 1;
    return route.abort();
  });
  return () => asked;
}

/** The search page works, and whatever made it work came from the second copy. */
async function expectSearchFromSecondCopy(shop: Shop, firstCopyAsked: () => number) {
  await expect(shop.main.getByRole('heading', { level: 1, name: search.pageTitle, exact: true })).toBeVisible();
  await expect(shop.main.getByRole('searchbox', { name: search.inputLabel })).toHaveValue('витамин');
  await expect(shop.main.getByText(shell.sectionUnavailable)).toHaveCount(0);
  await expect(shop.header.getByRole('combobox', { name: search.inputLabel })).toBeVisible();
  expect(firstCopyAsked(), `nothing was asked of ${FIRST_MANIFEST}`).toBe(0);
}

test.describe('Runtime remotes manifest (docs/architecture.md §2)', () => {
  test('When /remotes.json is asked for, then it is never cached and lists the four remotes of this run', async ({ request }) => {
    const response = await request.get('/remotes.json');

    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(await response.json()).toEqual(remotesManifest());
  });

  test('When a page loads, then every remote comes from its container without a runtime of its own, on the shell\'s (ADR 0029)', async ({ page }) => {
    const entries: string[] = [];
    page.on('request', (request) => {
      if (/\/remoteEntry[^/]*\.js$/.test(new URL(request.url()).pathname)) entries.push(request.url());
    });
    // A page the browser renders, and a page the server rendered and the browser hydrates.
    for (const address of ['/cart', '/']) {
      entries.length = 0;
      await page.goto(address);
      await expect(page.getByRole('main')).toBeVisible();
      await expect.poll(() => entries.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(REMOTES.length);
      expect(entries.filter((url) => url.endsWith('/remoteEntry.js')), `${address} loads no full container`).toEqual([]);
      for (const item of REMOTES) expect(entries).toContain(`http://localhost:${item.port}/remoteEntry.shared-runtime.js`);
    }
  });

  test.describe('with a second copy of mf-search', () => {
    let second: ChildProcess | undefined;
    let original: string;
    let shellFilesBefore: Record<string, number>;
    let searchFilesBefore: Record<string, number>;

    test.beforeAll(async () => {
      test.setTimeout(90_000);
      original = fs.readFileSync(REMOTES_FILE, 'utf8');
      shellFilesBefore = mtimes(SHELL_DIST);
      searchFilesBefore = mtimes(path.join(SEARCH_DIR, 'dist'));
      // The already built remote, served as is from another port: a "new deployment" of it.
      second = serveBuiltApp(SEARCH_DIR, { MF_SEARCH_PORT: String(SECOND_SEARCH_PORT), API_URL }, 'mf-search 2');
      await waitForUrl(SECOND_MANIFEST, second);
    });

    test.afterAll(async () => {
      if (original !== undefined) fs.writeFileSync(REMOTES_FILE, original);
      await stopGroup(second);
    });

    test.describe('overridden for one run, as REMOTE_MF_SEARCH=<manifest URL> does', () => {
      test.use({ remoteOverrides: { mf_search: SECOND_MANIFEST } });

      test(`When ${overrideVariable('mf_search')} names another copy, then the browser loads it while the shop and its /remotes.json stay as they are`, async ({
        page,
        shop,
        request,
      }) => {
        const remotesFileBefore = fs.readFileSync(REMOTES_FILE, 'utf8');
        const firstCopyAsked = await cutOffFirstCopy(page);
        const manifestRequest = page.waitForRequest((request) => secondCopyManifest(request.url()));

        await shop.open('/search?query=витамин');

        await manifestRequest;
        await expectSearchFromSecondCopy(shop, firstCopyAsked);
        // The override lives in this browser only: the shop still serves its own composition.
        expect(((await (await request.get('/remotes.json')).json()) as Record<string, string>).mf_search).toBe(FIRST_MANIFEST);
        expect(fs.readFileSync(REMOTES_FILE, 'utf8'), 'the run\'s remotes.json is untouched').toBe(remotesFileBefore);
      });
    });

    test('When one URL in /remotes.json changes, then the next page load uses the new copy without any rebuild', async ({
      page,
      shop,
      request,
    }) => {
      fs.writeFileSync(REMOTES_FILE, JSON.stringify({ ...remotesManifest(), mf_search: SECOND_MANIFEST }, null, 2));
      const served = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
      expect(served.mf_search).toBe(SECOND_MANIFEST);

      // The old copy is out of reach: whatever works now came from the new one.
      const firstCopyAsked = await cutOffFirstCopy(page);
      const manifestRequest = page.waitForRequest((request) => secondCopyManifest(request.url()));

      await shop.open('/search?query=витамин');

      await manifestRequest;
      await expectSearchFromSecondCopy(shop, firstCopyAsked);

      expect(mtimes(SHELL_DIST), 'no file of shell/dist changed').toEqual(shellFilesBefore);
      expect(mtimes(path.join(SEARCH_DIR, 'dist')), 'no file of mf-search/dist changed').toEqual(searchFilesBefore);
    });
  });
});
