#!/usr/bin/env node
// `npm run release -w mf-checkout [-- --version 1.4.0]`: builds the remote into an immutable folder of its
// own (`<RELEASES_DIR>/mf-checkout/1.4.0/`: content-hashed chunks, remoteEntry.js, mf-manifest.json and
// mf-declaration.json) and records the release in the remotes registry. Nobody gets it until it is
// promoted (`npm run remotes -- promote mf_checkout 1.4.0`) or tried as a canary (ADR 0023).
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { readShopConfig } = require('./server.cjs');
const { integrityOf, recordRelease, registryPaths, updateRegistry, RegistryError, VERSION } = require('./registry.cjs');
const { SHARED_RUNTIME } = require('./shared-runtime.cjs');

function argument(name) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

/** The commit the release is built from, marked `-dirty` when the app's folder has uncommitted changes. */
function commitOf(appDir) {
  const head = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: appDir, encoding: 'utf8' });
  if (head.status !== 0) return 'unknown';
  const status = spawnSync('git', ['status', '--porcelain', '--', '.'], { cwd: appDir, encoding: 'utf8' });
  return `${head.stdout.trim()}${status.stdout.trim() ? '-dirty' : ''}`;
}

function release() {
  const appDir = path.resolve(argument('dir') ?? process.cwd());
  const config = readShopConfig(appDir);
  if (config.container === 'shell') throw new RegistryError('the shell is not a remote: it is deployed, not released into the registry');
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const version = argument('version') ?? process.env.RELEASE_VERSION ?? pkg.version;
  if (!VERSION.test(version)) throw new RegistryError(`"${version}" is not a version (1.4.0)`);

  const { releasesDir, registryFile, baseUrl } = registryPaths();
  const dir = `${config.name}/${version}`;
  const target = path.join(releasesDir, dir);
  if (fs.existsSync(target)) throw new RegistryError(`${target} exists: a release never changes, give a new version`);

  // Built aside, then moved in whole: a folder of a release is complete or absent.
  const building = path.join(releasesDir, config.name, `.${version}.building-${process.pid}`);
  fs.rmSync(building, { recursive: true, force: true });
  console.log(`[release] building ${config.container} ${version} …`);
  // The browser build goes to the release's folder and the server build (ADR 0027) to its `server/`.
  const build = spawnSync('npx', ['webpack', '--mode', 'production'], {
    cwd: appDir,
    stdio: 'inherit',
    env: { ...process.env, RELEASE_VERSION: version, BUILD_OUTPUT_DIR: building },
  });
  if (build.status !== 0) {
    fs.rmSync(building, { recursive: true, force: true });
    throw new RegistryError(`the build of ${config.container} ${version} failed`);
  }
  fs.renameSync(building, target);

  const entry = {
    version,
    manifest: `${baseUrl}/${dir}/mf-manifest.json`,
    dir,
    integrity: integrityOf(path.join(target, 'remoteEntry.js')),
    // Its shared-runtime container (ADR 0029) is checked as well.
    ...(fs.existsSync(path.join(target, SHARED_RUNTIME.entry))
      ? { sharedRuntimeIntegrity: integrityOf(path.join(target, SHARED_RUNTIME.entry)) }
      : {}),
    commit: commitOf(appDir),
    builtAt: new Date().toISOString(),
  };
  try {
    updateRegistry(registryFile, (registry) => recordRelease(registry, config.container, entry));
  } catch (error) {
    fs.rmSync(target, { recursive: true, force: true });
    throw error;
  }
  console.log(`[release] ${config.container} ${version} → ${target}`);
  console.log(`[release] recorded in ${registryFile}; nobody gets it yet:`);
  console.log(`[release]   npm run remotes -- promote ${config.container} ${version}`);
  console.log(`[release]   npm run remotes -- canary ${config.container} ${version} 10`);
}

try {
  release();
} catch (error) {
  console.error(`[release] ${error.message}`);
  process.exit(error instanceof RegistryError ? 2 : 1);
}
