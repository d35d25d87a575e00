import { describeRemotes, overridesFromEnv, remotesUnderTest, servedRemotes } from '../support/composition';
import { expect, test } from '../support/fixtures';
import { REMOTES } from '../support/stack';

/**
 * The tools an integration tester drives the suite with (e2e/README.md): `REMOTE_MF_*` overrides and the
 * line naming the remote builds under test.
 */
test.describe('The suite as a tester’s tool', () => {
  test('When REMOTE_MF_* variables are given, then manifest addresses and released versions become overrides and anything else is refused by name', () => {
    expect(overridesFromEnv({ REMOTE_MF_CHECKOUT: ' https://cdn.example/mf-checkout/2.4.0/mf-manifest.json ' })).toEqual({
      mf_checkout: 'https://cdn.example/mf-checkout/2.4.0/mf-manifest.json',
    });
    expect(overridesFromEnv({ REMOTE_MF_SEARCH: '' })).toEqual({});
    expect(overridesFromEnv({ REMOTE_MF_CATALOG: '2.4.0', RELEASES_URL: 'https://cdn.example/releases/' })).toEqual({
      mf_catalog: 'https://cdn.example/releases/mf-catalog/2.4.0/mf-manifest.json',
    });
    expect(overridesFromEnv({ REMOTE_MF_SEARCH: '1.0.0-rc.2' }).mf_search).toMatch(/\/releases\/mf-search\/1\.0\.0-rc\.2\/mf-manifest\.json$/);
    expect(() => overridesFromEnv({ REMOTE_MF_CATALOG: 'latest' })).toThrow(/^REMOTE_MF_CATALOG must be the http\(s\) address/);
    expect(() => overridesFromEnv({ REMOTE_MF_ACCOUNT: 'file:///etc/passwd' })).toThrow(/^REMOTE_MF_ACCOUNT/);
  });

  test('When the remotes under test are named, then each shows the version it was released as and its build, and an override is marked', async ({
    request,
  }) => {
    const served = await servedRemotes();
    const versions = await Promise.all(
      REMOTES.map(async ({ name }) => {
        const response = await request.get(served[name]);
        expect(response.status(), `${name}'s manifest answers`).toBe(200);
        const manifest = (await response.json()) as { metaData: { buildInfo: { buildVersion: string } } };
        // The declaration beside the manifest names the release's version; the manifest only the package's.
        const declaration = await request.get(new URL('mf-declaration.json', served[name]).href);
        const declared = declaration.ok() ? ((await declaration.json()) as { version?: string }).version : undefined;
        return declared ?? manifest.metaData.buildInfo.buildVersion;
      }),
    );

    const plain = await remotesUnderTest();
    expect(plain.map((item) => item.version)).toEqual(versions);
    expect(plain.every((item) => /^[0-9a-f]{10}$/.test(item.build) && !item.overridden)).toBe(true);
    expect(new Set(plain.map((item) => item.build)).size, 'each remote is its own build').toBe(REMOTES.length);

    // mf_search "overridden" with mf_catalog's manifest: the line says so and shows that build.
    const overridden = await remotesUnderTest(undefined, { mf_search: served.mf_catalog });
    const search = overridden.find((item) => item.name === 'mf_search')!;
    expect(search).toMatchObject({ overridden: true, manifest: served.mf_catalog, build: plain[0]!.build });
    expect(describeRemotes(overridden)).toContain(`mf_search ${search.version}#${search.build} (override: ${served.mf_catalog})`);
  });
});
