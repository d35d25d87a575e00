import { fetchRemotesManifest } from './setUpFederation';

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
