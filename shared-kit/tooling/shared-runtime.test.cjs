/** @jest-environment node */
const { SHARED_RUNTIME, packageVersion, pageManifestOf } = require('./shared-runtime.cjs');

describe('the shared-runtime container as the shell\'s server sees it (ADR 0029)', () => {
  const offer = { name: 'mf_search', sharedRuntime: { manifest: 'mf-manifest.shared-runtime.json', version: '2.9.2' } };

  it('When the runtime of this checkout is read, then it is the installed federation runtime\'s version', () => {
    expect(SHARED_RUNTIME.version).toBe(packageVersion('@module-federation/runtime-core'));
    expect(SHARED_RUNTIME.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('When a declaration offers a container for the same runtime line, then its manifest is chosen, relative addresses staying relative', () => {
    expect(pageManifestOf('http://localhost:8084/mf-manifest.json', offer, '2.9.5')).toBe('http://localhost:8084/mf-manifest.shared-runtime.json');
    expect(pageManifestOf('/releases/mf-search/1.0.0/mf-manifest.json', offer, '2.9.2')).toBe('/releases/mf-search/1.0.0/mf-manifest.shared-runtime.json');
  });

  it('When the runtime differs, the declaration offers nothing or names a path, then the full manifest stays', () => {
    expect(pageManifestOf('http://localhost:8084/mf-manifest.json', offer, '2.10.0')).toBe('http://localhost:8084/mf-manifest.json');
    expect(pageManifestOf('http://localhost:8084/mf-manifest.json', { name: 'mf_search' }, '2.9.2')).toBe('http://localhost:8084/mf-manifest.json');
    expect(pageManifestOf('http://localhost:8084/mf-manifest.json', undefined, '2.9.2')).toBe('http://localhost:8084/mf-manifest.json');
    const elsewhere = { sharedRuntime: { manifest: '../x/mf-manifest.json', version: '2.9.2' } };
    expect(pageManifestOf('http://localhost:8084/mf-manifest.json', elsewhere, '2.9.2')).toBe('http://localhost:8084/mf-manifest.json');
  });
});
