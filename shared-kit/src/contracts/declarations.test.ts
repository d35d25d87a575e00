import { pageManifests, parseDeclaration, runsOnRuntime, type RemoteDeclaration } from './declarations';

function declared(name: string, sharedRuntime?: unknown): RemoteDeclaration {
  return parseDeclaration({ name, version: '1.0.0', routes: [], fragments: {}, sharedRuntime }, name)!;
}

describe('a remote\'s shared-runtime container in its declaration (ADR 0029)', () => {
  it('When a declaration names its shared-runtime manifest and runtime, then both are kept; a bad one is dropped alone', () => {
    expect(declared('mf_search', { manifest: 'mf-manifest.shared-runtime.json', version: '2.9.2' }).sharedRuntime).toEqual({
      manifest: 'mf-manifest.shared-runtime.json',
      version: '2.9.2',
    });
    for (const bad of [
      { manifest: '../elsewhere/mf-manifest.json', version: '2.9.2' },
      { manifest: 'https://evil.example/m.json', version: '2.9.2' },
      { manifest: 'mf-manifest.shared-runtime.json', version: 'latest' },
      { manifest: 42, version: '2.9.2' },
      'mf-manifest.shared-runtime.json',
    ]) {
      const declaration = declared('mf_search', bad);
      expect(declaration.sharedRuntime).toBeUndefined();
      expect(declaration.name).toBe('mf_search');
    }
  });

  it('When runtimes are compared, then the same major and minor version runs, a patch apart too, and nothing else', () => {
    expect(runsOnRuntime('2.9.2', '2.9.2')).toBe(true);
    expect(runsOnRuntime('2.9.2', '2.9.7')).toBe(true);
    expect(runsOnRuntime('2.9.2', '2.10.0')).toBe(false);
    expect(runsOnRuntime('2.9.2', '3.9.2')).toBe(false);
    expect(runsOnRuntime('x', 'x')).toBe(false);
  });

  it('When the page provides a runtime, then a remote that offers a container for it is loaded from that, and the others from their full manifest', () => {
    const manifests = pageManifests(
      {
        mf_search: 'http://localhost:8084/mf-manifest.json',
        mf_catalog: '/releases/mf-catalog/2.0.0/mf-manifest.json',
        mf_account: 'http://localhost:8083/mf-manifest.json',
        mf_checkout: 'http://localhost:8082/mf-manifest.json',
      },
      [
        declared('mf_search', { manifest: 'mf-manifest.shared-runtime.json', version: '2.9.2' }),
        declared('mf_catalog', { manifest: 'mf-manifest.shared-runtime.json', version: '2.9.0' }),
        declared('mf_account', { manifest: 'mf-manifest.shared-runtime.json', version: '2.8.0' }),
        declared('mf_checkout'),
      ],
      '2.9.2',
      'http://shop.example/cart',
    );

    expect(manifests).toEqual({
      mf_search: 'http://localhost:8084/mf-manifest.shared-runtime.json',
      mf_catalog: 'http://shop.example/releases/mf-catalog/2.0.0/mf-manifest.shared-runtime.json',
      mf_account: 'http://localhost:8083/mf-manifest.json',
      mf_checkout: 'http://localhost:8082/mf-manifest.json',
    });
  });

  it('When the page provides no runtime, then every remote is loaded from its full manifest', () => {
    const manifest = { mf_search: 'http://localhost:8084/mf-manifest.json' };
    const declarations = [declared('mf_search', { manifest: 'mf-manifest.shared-runtime.json', version: '2.9.2' })];
    expect(pageManifests(manifest, declarations, undefined, 'http://shop.example/')).toEqual(manifest);
    expect(pageManifests(manifest, [], '2.9.2', 'http://shop.example/')).toEqual(manifest);
  });
});
