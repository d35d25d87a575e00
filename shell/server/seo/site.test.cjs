/** @jest-environment node */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { escapeHtml, safeJson, plainText } = require('./html.cjs');
const { cacheControlFor, insertHead } = require('./answer.cjs');
const { readOrganization } = require('./organization.cjs');
const { robotsTxt } = require('./robots.cjs');
const { publicBase, absoluteUrl } = require('./site.cjs');

describe('escaping', () => {
  it('When text goes into HTML, then markup and quotes become references', () => {
    expect(escapeHtml('"</script><b a=\'x\'>&')).toBe('&#34;&#60;/script&#62;&#60;b a=&#39;x&#39;&#62;&#38;');
    expect(escapeHtml(undefined)).toBe('');
  });

  it('When data goes into a JSON-LD script, then nothing in it can end the script, and it parses back unchanged', () => {
    const data = { text: '</script><!-- & \u2028\u2029 -->' };
    const json = safeJson(data);

    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(data);
  });

  it('When an HTML description is made plain, then tags go, references are decoded and a long text is cut at a word with an ellipsis', () => {
    expect(plainText('<p>Витамин&nbsp;D3 &laquo;для&#160;всех&raquo; &amp; <b>каждого</b></p><script>x()</script>')).toBe('Витамин D3 «для всех» & каждого');
    expect(plainText('слово '.repeat(100), 30)).toBe('слово слово слово слово слово…');
    expect(plainText(null)).toBe('');
  });
});

describe('the public address', () => {
  it('When PUBLIC_URL is set, then it is the base whatever the request says; else the request\'s own host, if it is one', () => {
    const req = (host, protocol = 'http') => ({ protocol, headers: { host } });

    expect(publicBase(req('evil.example'), { PUBLIC_URL: 'https://zdorovie.example/' })).toBe('https://zdorovie.example');
    expect(publicBase(req('localhost:8080'), {})).toBe('http://localhost:8080');
    expect(publicBase(req('Shop.Example', 'https'), {})).toBe('https://shop.example');
    expect(publicBase(req('evil.example"><script>'), {})).toBe('http://localhost');
    expect(absoluteUrl('https://a.example', '/x')).toBe('https://a.example/x');
    expect(absoluteUrl('https://a.example', 'https://cdn.example/p.png')).toBe('https://cdn.example/p.png');
    expect(absoluteUrl('https://a.example', '//evil.example/x')).toBeNull();
    expect(absoluteUrl('https://a.example', 'javascript:alert(1)')).toBeNull();
  });
});

describe('caching of pages', () => {
  const ok = { status: 200, complete: true, personalised: false };

  it.each([
    [{ type: 'product' }, ok, 'public, max-age=0, s-maxage=60'],
    [{ type: 'category' }, ok, 'public, max-age=0, s-maxage=60'],
    [{ type: 'home' }, ok, 'public, max-age=0, s-maxage=60'],
    [{ type: 'content' }, ok, 'public, max-age=0, s-maxage=60'],
    [{ type: 'product' }, { ...ok, status: 404 }, 'no-cache'],
    [{ type: 'product' }, { ...ok, complete: false }, 'no-cache'],
    [{ type: 'product' }, { ...ok, personalised: true }, 'no-cache'],
    [{ type: 'personal' }, ok, 'private, no-store'],
    [{ type: 'search' }, ok, 'no-cache'],
    [{ type: 'unknown' }, { ...ok, status: 404 }, 'no-cache'],
  ])('%j answered %j is kept as %s', (page, answer, expected) => {
    expect(cacheControlFor(page, answer)).toBe(expected);
  });

  it('When the head goes into the template, then the template\'s title and description give way and the rest stays', () => {
    const template = '<html><head><meta charset="utf-8" /><meta name="description" content="old" /><title>Old</title><style>a{}</style></head><body></body></html>';

    const html = insertHead(template, '<title>New $& $1</title><meta name="description" content="new">');

    expect(html).toBe('<html><head><meta charset="utf-8" /><title>New $& $1</title><meta name="description" content="new"><style>a{}</style></head><body></body></html>');
  });

  it('When the template is the minified build, then its unquoted description gives way too', () => {
    const built = '<head><meta charset=utf-8><meta name=description content="Витамины с доставкой."><meta name=descriptions content=x><title>Здоровье+</title></head>';

    expect(insertHead(built, '<title>T</title>')).toBe('<head><meta charset=utf-8><meta name=descriptions content=x><title>T</title></head>');
  });
});

describe('robots.txt and the organization', () => {
  it('When robots.txt is built, then personal pages and searches with a query are closed and the sitemap is named on the public address', () => {
    const lines = robotsTxt('https://zdorovie.example').split('\n');

    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/cart$', '/order$', '/order/', '/personal$', '/personal/', '/search?']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /personal');
    expect(lines).toContain('Sitemap: https://zdorovie.example/sitemap.xml');
  });

  it('When the stores are configured, then they match the store addresses and phones the API shows shoppers', () => {
    const organization = readOrganization({});
    const seed = fs.readFileSync(path.join(__dirname, '..', '..', '..', 'api', 'src', 'db', 'seed', 'content-data.ts'), 'utf8');

    expect(organization.stores).toHaveLength(2);
    for (const store of organization.stores) {
      expect(seed).toContain(store.streetAddress);
      expect(seed).toContain(store.telephone);
    }
    expect(seed).toContain(organization.telephone);
  });

  it('When SEO_ORGANIZATION_FILE names a file that is not an organization, then none is used and the log says why', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-organization-'));
    const file = path.join(dir, 'organization.json');
    fs.writeFileSync(file, JSON.stringify({ name: 'Магазин', stores: [{ name: 'Без адреса' }] }));
    try {
      expect(readOrganization({ SEO_ORGANIZATION_FILE: file })).toBeNull();
      expect(readOrganization({ SEO_ORGANIZATION_FILE: path.join(dir, 'missing.json') })).toBeNull();
      expect(errors).toHaveBeenCalledWith(expect.stringMatching(/stores\[0\]\.streetAddress is missing/));
    } finally {
      errors.mockRestore();
    }
  });
});
