import { registerRemotes } from '@module-federation/enhanced/runtime';
import { parseDeclaration } from 'shared-kit';
import { fetchRemotesManifest, providedRuntime, setUpFederation } from './setUpFederation';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

function answer(body: unknown, status = 200): typeof fetch {
  return jest.fn().mockResolvedValue({ ok: status < 400, status, json: async () => body }) as unknown as typeof fetch;
}

describe('remotes manifest', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('When /remotes.json lists remotes, then known names with string URLs are kept and it is read uncached', async () => {
    const fetcher = answer({
      mf_catalog: 'http://localhost:8081/mf-manifest.json',
      mf_search: '/remotes/search/mf-manifest.json',
      mf_unknown: 'http://evil/mf-manifest.json',
      mf_account: 42,
    });

    const manifest = await fetchRemotesManifest(fetcher);

    expect(manifest).toEqual({
      mf_catalog: 'http://localhost:8081/mf-manifest.json',
      mf_search: '/remotes/search/mf-manifest.json',
    });
    expect(fetcher).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
  });

  it('When /remotes.json fails, then no remote is registered and start-up goes on', async () => {
    await expect(fetchRemotesManifest(answer({}, 500))).resolves.toEqual({});
  });
});

describe('the container each remote is loaded from (ADR 0029)', () => {
  const declarations = [
    parseDeclaration({ name: 'mf_search', routes: [], fragments: {}, sharedRuntime: { manifest: 'mf-manifest.shared-runtime.json', version: '2.9.2' } }, 'mf_search')!,
  ];
  const manifest = { mf_search: 'http://localhost:8084/mf-manifest.json', mf_checkout: 'http://localhost:8082/mf-manifest.json' };
  const scope = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown; _FEDERATION_RUNTIME_CORE_FROM?: unknown };

  afterEach(() => {
    delete scope._FEDERATION_RUNTIME_CORE;
    delete scope._FEDERATION_RUNTIME_CORE_FROM;
    jest.mocked(registerRemotes).mockClear();
  });

  it('When the shell provides its runtime, then a remote offering a container for it is registered with that one', () => {
    scope._FEDERATION_RUNTIME_CORE = {};
    scope._FEDERATION_RUNTIME_CORE_FROM = { name: 'shell', version: '2.9.2' };
    expect(providedRuntime()).toBe('2.9.2');

    setUpFederation(manifest, declarations);

    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_search', entry: 'http://localhost:8084/mf-manifest.shared-runtime.json' },
      { name: 'mf_checkout', entry: 'http://localhost:8082/mf-manifest.json' },
    ]);
  });

  it('When no runtime is provided on the page, then every remote is registered with its full manifest', () => {
    scope._FEDERATION_RUNTIME_CORE_FROM = { name: 'shell', version: '2.9.2' };
    expect(providedRuntime()).toBeUndefined();

    setUpFederation(manifest, declarations);

    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_search', entry: 'http://localhost:8084/mf-manifest.json' },
      { name: 'mf_checkout', entry: 'http://localhost:8082/mf-manifest.json' },
    ]);
  });
});
