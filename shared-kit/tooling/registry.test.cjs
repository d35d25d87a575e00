/** @jest-environment node */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const {
  canary,
  integrityOf,
  promote,
  readRegistry,
  recordRelease,
  resolveManifests,
  rollback,
  servedManifests,
  updateRegistry,
  RegistryError,
} = require('./registry.cjs');

function release(version) {
  return { version, manifest: `/releases/mf-checkout/${version}/mf-manifest.json`, dir: `mf-checkout/${version}`, integrity: 'sha384-x', commit: 'abc', builtAt: '2026-11-24T00:00:00.000Z' };
}

function registryWith(...versions) {
  const registry = { schema: 1, remotes: {} };
  for (const version of versions) recordRelease(registry, 'mf_checkout', release(version));
  return registry;
}

describe('the remotes registry', () => {
  it('When a version is released twice, or is not a version, then it is refused; nobody gets a release before a promotion', () => {
    const registry = registryWith('1.4.0');
    expect(() => recordRelease(registry, 'mf_checkout', release('1.4.0'))).toThrow(/released already/);
    expect(() => recordRelease(registry, 'mf_checkout', release('latest'))).toThrow(RegistryError);
    expect(() => recordRelease(registry, 'checkout; rm -rf', release('1.5.0'))).toThrow(/not a remote name/);
    expect(resolveManifests(registry, 0)).toEqual({});
  });

  it('When versions are promoted and rolled back, then shoppers get the live one and the history says what happened', () => {
    const registry = registryWith('1.4.0', '1.5.0');
    promote(registry, 'mf_checkout', '1.4.0');
    promote(registry, 'mf_checkout', '1.5.0');
    expect(resolveManifests(registry, 42)).toEqual({ mf_checkout: '/releases/mf-checkout/1.5.0/mf-manifest.json' });

    rollback(registry, 'mf_checkout');
    expect(resolveManifests(registry, 42)).toEqual({ mf_checkout: '/releases/mf-checkout/1.4.0/mf-manifest.json' });
    expect(() => rollback(registry, 'mf_checkout')).toThrow(/no earlier live version/);
    expect(() => promote(registry, 'mf_checkout', '2.0.0')).toThrow(/never released \(released: 1.4.0, 1.5.0\)/);
    expect(registry.remotes.mf_checkout.history.map((item) => `${item.action} ${item.version}`)).toEqual([
      'release 1.4.0',
      'release 1.5.0',
      'promote 1.4.0',
      'promote 1.5.0',
      'rollback 1.4.0',
    ]);
  });

  it('When a canary takes 30 %, then buckets 0–29 get it and the others the live version; both are served; 0 ends it', () => {
    const registry = registryWith('1.4.0', '1.5.0');
    expect(() => canary(registry, 'mf_checkout', '1.5.0', 30)).toThrow(/promote one before a canary/);
    promote(registry, 'mf_checkout', '1.4.0');
    expect(() => canary(registry, 'mf_checkout', '1.5.0', 101)).toThrow(/whole percent/);
    canary(registry, 'mf_checkout', '1.5.0', 30);

    expect(resolveManifests(registry, 0).mf_checkout).toContain('/1.5.0/');
    expect(resolveManifests(registry, 29).mf_checkout).toContain('/1.5.0/');
    expect(resolveManifests(registry, 30).mf_checkout).toContain('/1.4.0/');
    expect(resolveManifests(registry, 99).mf_checkout).toContain('/1.4.0/');
    expect(servedManifests(registry).sort()).toEqual(['/releases/mf-checkout/1.4.0/mf-manifest.json', '/releases/mf-checkout/1.5.0/mf-manifest.json']);

    promote(registry, 'mf_checkout', '1.5.0');
    expect(registry.remotes.mf_checkout.canary).toBeNull();
    canary(registry, 'mf_checkout', '1.4.0', 10);
    canary(registry, 'mf_checkout', '1.4.0', 0);
    expect(resolveManifests(registry, 0).mf_checkout).toContain('/1.5.0/');
  });

  it('When the files of a release change after it, then promoting it is refused', () => {
    const releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
    fs.mkdirSync(path.join(releasesDir, 'mf-checkout', '1.4.0'), { recursive: true });
    const entry = path.join(releasesDir, 'mf-checkout', '1.4.0', 'remoteEntry.js');
    fs.writeFileSync(entry, 'var mf_checkout;');
    const registry = { schema: 1, remotes: {} };
    recordRelease(registry, 'mf_checkout', { ...release('1.4.0'), integrity: integrityOf(entry) });

    fs.appendFileSync(entry, 'alert(1);');
    expect(() => promote(registry, 'mf_checkout', '1.4.0', { releasesDir })).toThrow(/changed after the release/);
  });

  it('When the shared-runtime container of a release changes after it, then promoting it is refused too', () => {
    const releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
    const dir = path.join(releasesDir, 'mf-checkout', '1.4.0');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'var mf_checkout;');
    fs.writeFileSync(path.join(dir, 'remoteEntry.shared-runtime.js'), 'var mf_checkout_shared;');
    const registry = { schema: 1, remotes: {} };
    recordRelease(registry, 'mf_checkout', {
      ...release('1.4.0'),
      integrity: integrityOf(path.join(dir, 'remoteEntry.js')),
      sharedRuntimeIntegrity: integrityOf(path.join(dir, 'remoteEntry.shared-runtime.js')),
    });
    recordRelease(registry, 'mf_checkout', release('1.5.0'));
    promote(registry, 'mf_checkout', '1.5.0');

    fs.appendFileSync(path.join(dir, 'remoteEntry.shared-runtime.js'), 'alert(1);');
    expect(() => promote(registry, 'mf_checkout', '1.4.0', { releasesDir })).toThrow(/changed after the release/);
  });

  it('When the registry is updated, then it is written whole and the lock is let go, even when the change is refused', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'registry-')), 'registry.json');
    expect(readRegistry(file)).toEqual({ schema: 1, remotes: {} });
    updateRegistry(file, (registry) => recordRelease(registry, 'mf_checkout', release('1.4.0')));
    expect(() => updateRegistry(file, (registry) => promote(registry, 'mf_checkout', '9.9.9'))).toThrow(RegistryError);
    expect(fs.existsSync(`${file}.lock`)).toBe(false);
    expect(readRegistry(file).remotes.mf_checkout.releases).toHaveLength(1);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['registry.json']);

    fs.writeFileSync(file, '{"remotes": []}');
    expect(() => readRegistry(file)).toThrow(/not a remotes registry/);
  });
});
