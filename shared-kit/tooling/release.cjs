#!/usr/bin/env node
// `npm run release -w mf-checkout [-- --version 1.4.0]`: builds the remote into an immutable folder of its
// own (`<RELEASES_DIR>/mf-checkout/1.4.0/`: content-hashed chunks, remoteEntry.js, mf-manifest.json and
// mf-declaration.json) and records the release in the remotes registry. Nobody gets it until it is
// promoted (`npm run remotes -- promote mf_checkout 1.4.0`) or tried as a canary (ADR 0023), and neither
// is allowed before its gate passed (`npm run gate -- mf_checkout 1.4.0`, ADR 0035). It is built only
// from a committed tree, and records the full commit (docs/releasing.md).
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

function git(args, cwd) {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  return { ok: result.status === 0, out: (result.stdout ?? '').trimEnd() };
}

/**
 * The state of the tree a release is built from: the repository's root, its full commit, and what is not
 * in that commit (`git status --porcelain`, untracked files included, ignored ones not). The whole
 * repository counts, not only the remote's folder: a build reads shared-kit, the root package files and
 * the lock file, and the gate type-checks the other teams at the same commit (docs/releasing.md). A folder
 * outside git, or one git ignores (a generated copy), is in no commit at all.
 */
function treeState(appDir) {
  const root = git(['rev-parse', '--show-toplevel'], appDir);
  const head = git(['rev-parse', 'HEAD'], appDir);
  if (!root.ok || !head.ok) return { root: null, commit: null, problems: [`${appDir} is not in a git repository with a commit`] };
  if (git(['check-ignore', '-q', '--no-index', path.relative(root.out, appDir) || '.'], root.out).ok) {
    return { root: root.out, commit: head.out, problems: [`${path.relative(root.out, appDir)} is ignored by git: its files are in no commit`] };
  }
  const status = git(['status', '--porcelain', '--untracked-files=all'], root.out);
  const problems = status.ok ? status.out.split('\n').filter(Boolean) : ['git status failed'];
  return { root: root.out, commit: head.out, problems };
}

/**
 * The commit the release is recorded with. A tree with anything uncommitted is refused: the commit would
 * not say what was built. `RELEASE_ALLOW_DIRTY="<reason>"` builds it anyway, for tests that release a
 * generated copy; such a release is recorded as `<commit>-dirty` with the reason, and its gate refuses it.
 */
function commitOf(appDir, env = process.env) {
  const state = treeState(appDir);
  if (state.problems.length === 0) return { commit: state.commit };
  const allowed = env.RELEASE_ALLOW_DIRTY?.trim();
  if (!allowed) {
    const shown = state.problems.slice(0, 10).map((line) => `  ${line}`);
    const more = state.problems.length > 10 ? [`  … and ${state.problems.length - 10} more`] : [];
    throw new RegistryError(
      [
        'refused: a release is built from a commit, and this tree has what no commit has:',
        ...shown,
        ...more,
        'commit (or remove) these changes and release again; the release records the commit it was built from.',
      ].join('\n'),
    );
  }
  console.warn(`[release] RELEASE_ALLOW_DIRTY: building from a tree that is not its commit (${allowed}); the gate will refuse this release`);
  return { commit: `${state.commit ?? 'unknown'}-dirty`, dirty: allowed };
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
  // Refused before anything is built: the release must be what its commit says.
  const source = commitOf(appDir);

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
    commit: source.commit,
    ...(source.dirty ? { dirty: source.dirty } : {}),
    builtAt: new Date().toISOString(),
  };
  try {
    updateRegistry(registryFile, (registry) => recordRelease(registry, config.container, entry));
  } catch (error) {
    fs.rmSync(target, { recursive: true, force: true });
    throw error;
  }
  console.log(`[release] ${config.container} ${version} → ${target}`);
  console.log(`[release] recorded in ${registryFile}; nobody gets it yet. Its gate, then a canary or a promotion:`);
  console.log(`[release]   npm run gate -- ${config.container} ${version}`);
  console.log(`[release]   npm run remotes -- promote ${config.container} ${version}`);
  console.log(`[release]   npm run remotes -- canary ${config.container} ${version} 10`);
}

if (require.main === module) {
  try {
    release();
  } catch (error) {
    console.error(`[release] ${error.message}`);
    process.exit(error instanceof RegistryError ? 2 : 1);
  }
}

module.exports = { treeState, commitOf };
