import { expect, test } from '@playwright/test';
import { absoluteRemotes, overridesFromEnv, releasesUrl, versionInAddress, versionOf, withOverrides } from '../support/composition';
import { policyWithOverrides } from '../support/fixtures';

/**
 * The suite's own rules for the remotes under test (support/composition.ts, support/fixtures.ts): pure
 * functions, checked without a browser. A shop whose remotes registry publishes its releases as paths, a
 * release's version, and the policy a page gets with an override.
 */

const SHOP = 'https://staging.example';

test.describe('The remotes under test (e2e/support/composition.ts)', () => {
  test('When the shop serves a registry release as a path of the shop, then the suite resolves it against the shop', () => {
    const served = absoluteRemotes(
      {
        mf_catalog: 'https://cdn.example/mf-catalog/1.2.0/mf-manifest.json',
        mf_checkout: '/releases/mf-checkout/2.4.0/mf-manifest.json',
        mf_account: 'http://localhost:8083/mf-manifest.json',
        mf_search: '',
      },
      SHOP,
    );
    expect(served).toEqual({
      mf_catalog: 'https://cdn.example/mf-catalog/1.2.0/mf-manifest.json',
      mf_checkout: 'https://staging.example/releases/mf-checkout/2.4.0/mf-manifest.json',
      mf_account: 'http://localhost:8083/mf-manifest.json',
      mf_search: '',
    });
    // A candidate swapped in on top of such a map is an address like any other.
    const candidate = overridesFromEnv({ REMOTE_MF_CHECKOUT: 'http://localhost:18082/mf-manifest.json' }, SHOP);
    expect(withOverrides(served, candidate).mf_checkout).toBe('http://localhost:18082/mf-manifest.json');
    expect(() => new URL(withOverrides(served, candidate).mf_catalog)).not.toThrow();
  });

  test('When an override is an address, a path of the shop or a released version, then each names a manifest; anything else is refused', () => {
    expect(
      overridesFromEnv(
        {
          REMOTE_MF_CATALOG: 'https://cdn.example/mf-catalog/2.0.0/mf-manifest.json',
          REMOTE_MF_CHECKOUT: '2.4.0',
          REMOTE_MF_ACCOUNT: '/releases/mf-account/1.1.0/mf-manifest.json',
          REMOTE_MF_SEARCH: ' ',
        },
        SHOP,
      ),
    ).toEqual({
      mf_catalog: 'https://cdn.example/mf-catalog/2.0.0/mf-manifest.json',
      mf_checkout: 'https://staging.example/releases/mf-checkout/2.4.0/mf-manifest.json',
      mf_account: 'https://staging.example/releases/mf-account/1.1.0/mf-manifest.json',
    });
    expect(overridesFromEnv({ REMOTE_MF_CHECKOUT: '2.5.0-rc.1', RELEASES_URL: 'https://cdn.example/releases/' }, SHOP)).toEqual({
      mf_checkout: 'https://cdn.example/releases/mf-checkout/2.5.0-rc.1/mf-manifest.json',
    });
    expect(releasesUrl({ RELEASES_URL: '/static/releases' }, SHOP)).toBe('https://staging.example/static/releases');
    expect(() => overridesFromEnv({ REMOTE_MF_SEARCH: 'latest' }, SHOP)).toThrow(/REMOTE_MF_SEARCH must be/);
    expect(() => overridesFromEnv({ REMOTE_MF_SEARCH: '//cdn.example/mf-manifest.json' }, SHOP)).toThrow(/REMOTE_MF_SEARCH must be/);
    expect(() => overridesFromEnv({ REMOTE_MF_SEARCH: 'ftp://cdn.example/mf-manifest.json' }, SHOP)).toThrow(/REMOTE_MF_SEARCH must be/);
  });

  test('When a remote is a registry release, then its version is the release’s, not the package version in its manifest', () => {
    const manifest = { metaData: { buildInfo: { buildVersion: '0.1.0' } } };
    const release = 'https://staging.example/releases/mf-checkout/9.1.0/mf-manifest.json';
    // The declaration names the version the build was released as.
    expect(versionOf(release, { name: 'mf_checkout', version: '9.1.0' }, manifest)).toBe('9.1.0');
    // A release whose declaration cannot be read: its folder.
    expect(versionOf(release, null, manifest)).toBe('9.1.0');
    expect(versionInAddress('https://cdn.example/mf-checkout/2.5.0-rc.1/mf-manifest.json')).toBe('2.5.0-rc.1');
    expect(versionInAddress('http://localhost:18082/mf-manifest.json')).toBeNull();
    // A build served by port: its declaration, else its manifest.
    expect(versionOf('http://localhost:18082/mf-manifest.json', { version: '0.1.0' }, manifest)).toBe('0.1.0');
    expect(versionOf('http://localhost:18082/mf-manifest.json', null, manifest)).toBe('0.1.0');
    expect(versionOf('http://localhost:18082/mf-manifest.json', null, {})).toBe('unknown');
    // A build copied into another version's folder says so.
    expect(versionOf(release, { version: '9.0.0' }, manifest)).toBe('9.0.0 (address: 9.1.0)');
  });

  test('When a candidate is swapped in, then the page’s policy lets its origin in where it lets the shop’s remotes in, also when they are the shop’s own paths', () => {
    const policy =
      "default-src 'self'; script-src 'self' http://localhost:18081; connect-src 'self' http://localhost:18081; " +
      "style-src 'self' 'unsafe-inline' http://localhost:18081; frame-ancestors 'none'; form-action 'self'";
    const byPort = policyWithOverrides(
      policy,
      absoluteRemotes({ mf_catalog: 'http://localhost:18081/mf-manifest.json' }, SHOP),
      ['https://cdn.example/mf-catalog/2.0.0/mf-manifest.json'],
      SHOP,
    );
    expect(byPort).toBe(
      "default-src 'self'; script-src 'self' http://localhost:18081 https://cdn.example; connect-src 'self' http://localhost:18081 https://cdn.example; " +
        "style-src 'self' 'unsafe-inline' http://localhost:18081 https://cdn.example; frame-ancestors 'none'; form-action 'self'",
    );

    const registryPolicy = "default-src 'self'; script-src 'self'; img-src 'self' data:; frame-ancestors 'none'; form-action 'self'; base-uri 'self'";
    const fromRegistry = policyWithOverrides(
      registryPolicy,
      absoluteRemotes({ mf_checkout: '/releases/mf-checkout/9.0.0/mf-manifest.json' }, SHOP),
      ['http://localhost:18082/mf-manifest.json'],
      SHOP,
    );
    expect(fromRegistry).toBe(
      "default-src 'self' http://localhost:18082; script-src 'self' http://localhost:18082; img-src 'self' data: http://localhost:18082; " +
        "frame-ancestors 'none'; form-action 'self'; base-uri 'self'",
    );
    // A candidate on the shop's own origin needs nothing more.
    expect(policyWithOverrides(registryPolicy, {} as never, ['https://staging.example/releases/mf-checkout/9.1.0/mf-manifest.json'], SHOP)).toBe(
      registryPolicy,
    );
  });
});
