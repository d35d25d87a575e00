// Files compressed once, when they are built, instead of on every request: a production build writes a
// brotli copy (`<file>.br`, the highest quality) beside each script, stylesheet and JSON or SVG file, and the
// app servers send that copy to a browser that accepts brotli (`servePrecompressed`). Brotli at its
// highest quality is some 14% smaller than the gzip the servers write on the fly (react-dom: 64.9 → 55.7 KB),
// too slow to make per request but fine once per build. A browser that does not accept brotli gets the
// file compressed on the fly as before.
const fs = require('node:fs');
const path = require('node:path');
const { promisify } = require('node:util');
const zlib = require('node:zlib');

const brotli = promisify(zlib.brotliCompress);

/** What is worth a compressed copy: text the browser fetches, not source maps or pictures already packed. */
const PRECOMPRESSED = /\.(js|css|json|svg|html)$/;
/** Smaller files gain too little for a second file on disk. */
const MIN_BYTES = 1024;
/** A build writes a file and its copy in any order: a copy this much older than its file still belongs to it. */
const SAME_BUILD_MS = 1000;

function brotliOptions(size) {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

/** Webpack plugin: emits `<asset>.br` for every asset {@link PRECOMPRESSED} matches, once the assets are final. */
class PrecompressPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        {
          name: 'PrecompressPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER,
        },
        async (assets) => {
          const names = Object.keys(assets).filter((name) => PRECOMPRESSED.test(name));
          await Promise.all(
            names.map(async (name) => {
              const source = compilation.getAsset(name).source.buffer();
              if (source.length < MIN_BYTES) return;
              const packed = await brotli(source, brotliOptions(source.length));
              if (packed.length >= source.length) return;
              compilation.emitAsset(`${name}.br`, new RawSource(packed), { compressed: true });
            }),
          );
        },
      );
    });
  }
}

/**
 * Express middleware: answers a GET or HEAD for a built file with its brotli copy when the browser accepts
 * brotli and the copy was written with the file (a file replaced later is never answered with its old copy).
 * `cacheHeaders(relativePath)` gives the caching headers the plain file would get. The headers are set only
 * when the copy is sent: when it cannot be, the plain file is served as if this middleware were not there.
 */
function servePrecompressed(distDir, cacheHeaders) {
  const root = path.resolve(distDir);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!PRECOMPRESSED.test(req.path) || !req.acceptsEncodings('br')) return next();
    let relative;
    try {
      relative = decodeURIComponent(req.path).replace(/^\/+/, '');
    } catch {
      return next();
    }
    const file = path.resolve(root, relative);
    if (!file.startsWith(root + path.sep) || relative.includes('\0')) return next();
    fs.stat(`${file}.br`, (packedError, packed) => {
      if (packedError || !packed.isFile()) return next();
      fs.stat(file, (plainError, plain) => {
        if (plainError || !plain.isFile() || plain.mtimeMs > packed.mtimeMs + SAME_BUILD_MS) return next();
        // The same type and variance as the plain file would have, whichever is sent in the end.
        res.vary('Accept-Encoding');
        res.type(path.extname(file));
        const headers = {
          ...cacheHeaders(path.relative(root, file).split(path.sep).join('/')),
          'Content-Encoding': 'br',
        };
        // Relative to the folder: a dot folder above it (a release under `.run/`) is not a dot file.
        res.sendFile(`${path.relative(root, file)}.br`, { root, dotfiles: 'deny', headers }, (error) => {
          if (error && !res.headersSent) next();
        });
      });
    });
  };
}

module.exports = { PrecompressPlugin, servePrecompressed, PRECOMPRESSED };
