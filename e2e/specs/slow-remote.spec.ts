import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { account, catalog, checkout, fragmentUnavailable, search, shell } from '../support/texts';

/**
 * docs/architecture.md §2: a slow remote never blanks the shop. Every file of mf-checkout answers after
 * 8 s. The shell waits for a remote's declaration 2.5 s at most (then its built-in copy stands in), a
 * fragment 6 s and a remote's pages 8 s (shared-kit `FRAGMENT_TIMEOUT_MS`, shell `PAGE_TIMEOUT_MS`): the
 * layout and the other teams' parts draw at once, mf-checkout's parts show their quiet texts after their
 * limits, and fill in when its files arrive after all.
 */

/** How late every file of the slow remote answers. */
const DELAY_MS = 8000;
/** What "at once" allows: the declaration's limit (2.5 s), the shell's start-up and a busy machine. */
const AT_ONCE_MS = 6000;

test.describe('A slow remote never blanks the shop (docs/architecture.md §2)', () => {
  // The slow remote's files arrive one after another, each 8 s late.
  test.setTimeout(150_000);

  test('When every file of checkout answers after 8 s, then the layout and the other parts draw at once, its parts show quiet texts, then fill in', async ({
    page,
    shop,
    api,
  }) => {
    const configs = await api.configs();
    const slow = await shop.slowRemote('mf_checkout', DELAY_MS);

    const started = Date.now();
    await page.goto('/cart', { waitUntil: 'commit' });

    // The shell's own layout and the parts of catalogue, search and account: at once.
    await expect(shop.header.getByRole('link', { name: shell.logo })).toBeVisible({ timeout: AT_ONCE_MS });
    const tel = `tel:+${configs.HEADER_PHONE!.replace(/\D/g, '')}`;
    await expect(shop.header.locator(`a[href="${tel}"]`).filter({ visible: true }).first()).toBeVisible({ timeout: AT_ONCE_MS });
    await expect(shop.footer.getByRole('link', { name: configs.MAIN_EMAIL, exact: true })).toBeVisible({ timeout: AT_ONCE_MS });
    await expect(shop.header.getByRole('button', { name: catalog.dropdownButton, exact: true })).toBeVisible({ timeout: AT_ONCE_MS });
    await expect(shop.header.getByRole('combobox', { name: search.inputLabel })).toBeVisible({ timeout: AT_ONCE_MS });
    await expect(shop.header.getByRole('button', { name: account.profile, exact: true })).toBeVisible({ timeout: AT_ONCE_MS });
    const drawnAfter = Date.now() - started;
    test.info().annotations.push({ type: 'drawn after', description: `${drawnAfter} ms` });
    expect(drawnAfter, 'the layout and the other teams’ parts were drawn before the slow remote answered anything').toBeLessThan(DELAY_MS);
    expect(slow.requests(), 'the browser asked for the slow remote’s files').toBeGreaterThan(0);

    // The slow remote's parts: the header's cart after the fragment's limit, the cart page after the page's.
    await expect(shop.header.getByText(fragmentUnavailable.headerCart, { exact: true })).toBeVisible({ timeout: 12_000 });
    await expect(shop.main.getByText(shell.sectionUnavailable)).toBeVisible({ timeout: 12_000 });
    // Nothing of mf-checkout can have arrived yet: its manifest alone takes 8 s, its container 8 s more.
    expect(Date.now() - started, 'the quiet texts came before the slow remote could answer').toBeLessThan(2 * DELAY_MS);
    await expect(shop.header.getByRole('button', { name: catalog.dropdownButton, exact: true })).toBeVisible();
    await expectAccessible(page, '/cart with checkout slow');

    // Late, but there: the cart and the header's cart fill in without a reload.
    await expect(shop.main.getByRole('heading', { level: 1, name: checkout.cartTitle, exact: true })).toBeVisible({ timeout: 100_000 });
    await expect(shop.main.getByText(shell.sectionUnavailable)).toHaveCount(0);
    await expect(shop.header.getByText(fragmentUnavailable.headerCart, { exact: true })).toHaveCount(0, { timeout: 30_000 });
  });
});
