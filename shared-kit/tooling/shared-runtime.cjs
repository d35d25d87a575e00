// A remote's shared-runtime container (ADR 0029): a second `remoteEntry` without the federation runtime,
// which runs on the runtime of the shell that loads it. The build (webpack.cjs) names its files and the
// runtime it was built against; the shell's server (its preload hints) picks a remote's manifest with
// the same rule as the browser (shared-kit's `pageManifests`).
const fs = require('node:fs');
const path = require('node:path');

/**
 * The version of an installed package (one that does not export its package.json), as resolved from
 * `from` (by default shared-kit's tooling; an app's folder for the copy that app builds with).
 */
function packageVersion(name, from = __dirname) {
  let dir = path.dirname(require.resolve(name, { paths: [from] }));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (pkg.name === name) return pkg.version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`cannot find the package.json of ${name}`);
    dir = parent;
  }
}

/** The files of the shared-runtime container, and the federation runtime of this checkout. */
const SHARED_RUNTIME = {
  entry: 'remoteEntry.shared-runtime.js',
  manifest: 'mf-manifest.shared-runtime.json',
  version: packageVersion('@module-federation/runtime-core'),
};

const MANIFEST_FILE = /^[\w-][\w.-]{0,99}\.json$/;

/** The major.minor line of a version (`2.9`), or undefined. */
function line(version) {
  return typeof version === 'string' ? /^(\d+)\.(\d+)\./.exec(version)?.slice(1, 3).join('.') : undefined;
}

/**
 * The manifest a page provided with `runtime` loads a remote from: the shared-runtime container's that
 * its declaration body names when built on the same major.minor runtime, else the full one. A manifest
 * address relative to the shop stays relative.
 */
function pageManifestOf(manifestUrl, declaration, runtime = SHARED_RUNTIME.version) {
  const shared = declaration?.sharedRuntime;
  const usable =
    shared && typeof shared.manifest === 'string' && MANIFEST_FILE.test(shared.manifest) && line(shared.version) !== undefined && line(shared.version) === line(runtime);
  if (!usable) return manifestUrl;
  const resolved = new URL(shared.manifest, new URL(manifestUrl, 'http://shop.invalid/'));
  return resolved.origin === 'http://shop.invalid' ? `${resolved.pathname}${resolved.search}` : resolved.href;
}

module.exports = { SHARED_RUNTIME, packageVersion, pageManifestOf };
