// Benchmark: what the catalogue's pages cost a browser in JS, raw and gzip. Builds mf-catalog for
// production (into dist, as `npm run build`), then reports the remote's start files and, for every lazy
// page, the chunks of its dynamic import. Writes .bench/mf-catalog-bundle-size.md;
// asserts nothing.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');

const appDir = path.resolve(__dirname, '..');
const root = path.resolve(appDir, '..');
const exported = require(path.join(appDir, 'webpack.config.js'));
const built = typeof exported === 'function' ? exported({}, { mode: 'production' }) : exported;
// The browser build only: the server container (ADR 0027) is not what a browser downloads.
const config = Array.isArray(built) ? built[0] : built;

/** Dynamic imports worth a line of the report: the request as written in the source. */
const LAZY = {
  'home page': '../pages/home/HomePage',
  'catalogue root': '../pages/catalog-root/CatalogRootPage',
  'category page': '../pages/category/CategoryPage',
  'product page': '../pages/product/ProductPage',
  'brands page': '../pages/brands/BrandsPage',
};

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function sizeOf(files, dist) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const body = fs.readFileSync(path.join(dist, file));
    raw += body.length;
    gzip += zlib.gzipSync(body, { level: 9 }).length;
  }
  return { raw, gzip };
}

const compiler = webpack(config);
compiler.run((error, stats) => {
  if (error || stats.hasErrors()) {
    console.error(error ?? stats.toString('errors-only'));
    process.exit(1);
  }
  const dist = stats.compilation.outputOptions.path;
  const json = stats.toJson({ all: false, chunks: true, chunkOrigins: true, chunkRelations: true });
  const js = (chunk) => chunk.files.filter((file) => file.endsWith('.js'));
  const rows = [];

  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const start = new Set(['remoteEntry.js']);
  for (const expose of manifest.exposes ?? []) for (const file of expose.assets.js.sync) start.add(file);
  rows.push(['remote start (remoteEntry + exposes, sync)', start.size, sizeOf([...start], dist)]);

  for (const [name, request] of Object.entries(LAZY)) {
    const chunks = json.chunks.filter((chunk) => chunk.origins.some((origin) => origin.request === request));
    const files = [...new Set(chunks.flatMap(js))];
    if (files.length) rows.push([name, files.length, sizeOf(files, dist)]);
  }
  compiler.close(() => {});

  const lines = [
    `# mf-catalog bundle sizes (${new Date().toISOString()})`,
    '',
    '| part | JS files | raw | gzip |',
    '|---|---|---|---|',
    ...rows.map(([name, count, size]) => `| ${name} | ${count} | ${kb(size.raw)} | ${kb(size.gzip)} |`),
    '',
    'Shared singletons (react, react-dom, router, redux, shared-kit) come from the shell and are not counted.',
  ];
  const outDir = path.join(root, '.bench');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'mf-catalog-bundle-size.md'), `${lines.join('\n')}\n`);
  console.log(lines.join('\n'));
});
