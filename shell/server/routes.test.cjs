/** @jest-environment node */
const http = require('node:http');
const { isRemotePath, pageStatus, remotesManifest } = require('./routes.cjs');

/** A stand-in of the shop's API answering 200 for the known addresses and 404 for the rest. */
function fakeApi(known) {
  const seen = [];
  const server = http.createServer((req, res) => {
    seen.push(req.url);
    res.writeHead(known.includes(req.url) ? 200 : 404, { 'content-type': 'application/json' });
    res.end('{}');
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ server, seen, url: `http://127.0.0.1:${server.address().port}` }));
  });
}

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

  it('When the API knows a product, category or content page, then 200; when it says 404, then 404', async () => {
    const api = await fakeApi(['/api/products/vitaminy/d3', '/api/category/vitaminy?pageSize=1', '/api/pages/policy']);
    try {
      await expect(pageStatus('/products/vitaminy/d3', api.url)).resolves.toBe(200);
      await expect(pageStatus('/products/no-such', api.url)).resolves.toBe(404);
      await expect(pageStatus('/category/vitaminy', api.url)).resolves.toBe(200);
      await expect(pageStatus('/category/nope', api.url)).resolves.toBe(404);
      await expect(pageStatus('/policy', api.url)).resolves.toBe(200);
      await expect(pageStatus('/nope', api.url)).resolves.toBe(404);
      await expect(pageStatus('/cart', api.url)).resolves.toBe(200);
      expect(api.seen).not.toContain('/api/cart');
    } finally {
      api.server.close();
    }
  });

  it('When the API cannot be reached, then a product page still answers 200 and says itself what is wrong', async () => {
    await expect(pageStatus('/products/anything', 'http://127.0.0.1:1')).resolves.toBe(200);
  });

  it('When REMOTES_FILE is unset, then the manifest points at each remote port on the request host', () => {
    const manifest = remotesManifest({ hostname: 'shop.local' }, { MF_SEARCH_PORT: '9999' });
    expect(manifest.mf_catalog).toBe('http://shop.local:8081/mf-manifest.json');
    expect(manifest.mf_search).toBe('http://shop.local:9999/mf-manifest.json');
  });
});
