// Benchmark: bytes a browser downloads for each app's start (entry, remoteEntry and the chunks the
// manifest lists as synchronous), raw and gzip. Writes a report; asserts nothing.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const root = path.resolve(__dirname, '..', '..');
const APPS = ['shell', ...require('./apps.cjs').REMOTE_DIRS];

function sizes(file) {
  const body = fs.readFileSync(file);
  return { raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length };
}

function measure(app) {
  const dist = path.join(root, app, 'dist');
  const manifestFile = path.join(dist, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile)) return { app, missing: true };
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const files = new Set(['main.js', 'remoteEntry.js']);
  for (const expose of manifest.exposes ?? []) for (const f of expose.assets.js.sync) files.add(f);
  const total = { raw: 0, gzip: 0 };
  for (const file of [...files].filter((f) => fs.existsSync(path.join(dist, f)))) {
    const s = sizes(path.join(dist, file));
    total.raw += s.raw;
    total.gzip += s.gzip;
  }
  const all = fs.readdirSync(dist).filter((f) => f.endsWith('.js'));
  const everything = all.reduce((sum, f) => sum + sizes(path.join(dist, f)).gzip, 0);
  return { app, startFiles: files.size, startRaw: total.raw, startGzip: total.gzip, allJsGzip: everything };
}

const rows = APPS.map(measure);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const lines = [
  `# Bundle sizes (${new Date().toISOString()})`,
  '',
  '| app | start files | start (raw) | start (gzip) | all JS (gzip) |',
  '|---|---|---|---|---|',
  ...rows.map((r) =>
    r.missing
      ? `| ${r.app} | not built | | | |`
      : `| ${r.app} | ${r.startFiles} | ${kb(r.startRaw)} | ${kb(r.startGzip)} | ${kb(r.allJsGzip)} |`,
  ),
];
const outDir = path.join(root, '.bench');
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'bundle-size.md'), `${lines.join('\n')}\n`);
console.log(lines.join('\n'));
