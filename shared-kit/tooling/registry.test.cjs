/** @jest-environment node */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const {
  canary,
  integrityOf,
  promote,
  readRegistry,
  recordGate,
  recordRelease,
  resolveManifests,
  rollback,
  servedManifests,
  updateRegistry,
  RegistryError,
} = require('./registry.cjs');

const COMMIT = 'a'.repeat(40);
const PASSED = { passed: true, at: '2026-11-24T01:00:00.000Z', commit: COMMIT, steps: [{ name: 'team:typecheck', passed: true, seconds: 1 }] };

/** A release whose gate passed (`ungated` for one with none). */
function release(version, { ungated = false } = {}) {
  const item = { version, manifest: `/releases/mf-checkout/${version}/mf-manifest.json`, dir: `mf-checkout/${version}`, integrity: 'sha384-x', commit: COMMIT, builtAt: '2026-11-24T00:00:00.000Z' };
  return ungated ? item : { ...item, gate: PASSED };
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

  it('When a release has no gate, or its gate failed, then promote and canary refuse it and name the command to run; a rollback is still allowed', () => {
    const registry = registryWith('1.4.0');
    promote(registry, 'mf_checkout', '1.4.0');
    recordRelease(registry, 'mf_checkout', release('1.5.0', { ungated: true }));
    expect(() => promote(registry, 'mf_checkout', '1.5.0')).toThrow('mf_checkout 1.5.0 has no gate yet: run `npm run gate -- mf_checkout 1.5.0` before a promote');
    expect(() => canary(registry, 'mf_checkout', '1.5.0', 10)).toThrow(/has no gate yet: run `npm run gate -- mf_checkout 1.5.0` before a canary/);

    const failed = { passed: false, at: '2026-11-24T02:00:00.000Z', commit: COMMIT, steps: [{ name: 'team:typecheck', passed: true, seconds: 1 }, { name: 'contracts', passed: false, seconds: 3, output: 'TS2322' }, { name: 'smoke', passed: false, skipped: true }] };
    recordGate(registry, 'mf_checkout', '1.5.0', failed);
    expect(() => promote(registry, 'mf_checkout', '1.5.0')).toThrow(/the gate of mf_checkout 1.5.0 did not pass \(contracts, smoke \(not run\)/);
    expect(registry.remotes.mf_checkout.history.at(-1)).toMatchObject({ action: 'gate', version: '1.5.0', passed: false, failed: ['contracts', 'smoke'] });

    // A gate that ran at another commit than the release's says nothing about it.
    recordGate(registry, 'mf_checkout', '1.5.0', { ...PASSED, commit: 'b'.repeat(40) });
    expect(() => promote(registry, 'mf_checkout', '1.5.0')).toThrow(/not at the release's commit/);
    expect(registry.remotes.mf_checkout.live).toBe('1.4.0');
    expect(registry.remotes.mf_checkout.canary).toBeNull();

    recordGate(registry, 'mf_checkout', '1.5.0', PASSED);
    promote(registry, 'mf_checkout', '1.5.0');
    expect(registry.remotes.mf_checkout.history.at(-1)).toMatchObject({ action: 'promote', version: '1.5.0', gate: { passed: true } });
    rollback(registry, 'mf_checkout');
    expect(registry.remotes.mf_checkout.live).toBe('1.4.0');
  });

  it('When a release without a passing gate is forced with a reason, then it goes through and the history keeps who and why', () => {
    const registry = registryWith('1.4.0');
    recordRelease(registry, 'mf_checkout', release('1.5.0', { ungated: true }));
    expect(() => promote(registry, 'mf_checkout', '1.5.0', { force: { reason: '  ', by: 'anna' } })).toThrow(/--force needs a reason/);
    promote(registry, 'mf_checkout', '1.5.0', { force: { reason: 'payment provider outage, fix verified by hand', by: 'anna <anna@example.org>' } });
    expect(registry.remotes.mf_checkout.history.at(-1)).toMatchObject({
      action: 'promote',
      version: '1.5.0',
      forced: { reason: 'payment provider outage, fix verified by hand', by: 'anna <anna@example.org>', gate: expect.stringMatching(/no gate yet/) },
    });
    recordRelease(registry, 'mf_checkout', release('1.6.0', { ungated: true }));
    canary(registry, 'mf_checkout', '1.6.0', 5, { force: { reason: 'try on 5 %', by: 'anna' } });
    expect(registry.remotes.mf_checkout.canary).toEqual({ version: '1.6.0', share: 5 });
    expect(registry.remotes.mf_checkout.history.at(-1)).toMatchObject({ action: 'canary', forced: { reason: 'try on 5 %', by: 'anna' } });
    // Ending a canary needs no gate.
    canary(registry, 'mf_checkout', '1.6.0', 0);
    expect(registry.remotes.mf_checkout.canary).toBeNull();
  });
});
