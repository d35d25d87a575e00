/** @jest-environment node */
const { isRemotePath, pageStatus, remotesManifest } = require('./routes.cjs');

describe('shell server routes', () => {
  it('When a path belongs to a remote, then it is recognised, case-insensitively', () => {
    for (const path of ['/', '/category', '/category/a/b', '/products/x', '/brands', '/cart', '/order/confirm/5', '/personal/Waitlist', '/search']) {
      expect(isRemotePath(path)).toBe(true);
    }
    expect(isRemotePath('/categoryx')).toBe(false);
    expect(isRemotePath('/no/such')).toBe(false);
  });

  it('When a deep unknown path is asked for, then its status is 404 without asking the API', async () => {
    await expect(pageStatus('/no/such/page', 'http://127.0.0.1:1')).resolves.toBe(404);
  });

  it('When REMOTES_FILE is unset, then the manifest points at each remote port on the request host', () => {
    const manifest = remotesManifest({ hostname: 'shop.local' }, { MF_SEARCH_PORT: '9999' });
    expect(manifest.mf_catalog).toBe('http://shop.local:8081/mf-manifest.json');
    expect(manifest.mf_search).toBe('http://shop.local:9999/mf-manifest.json');
  });
});
