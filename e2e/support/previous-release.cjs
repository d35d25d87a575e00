/**
 * The previous release of the shop, built from git beside the working tree, for the version-skew spec
 * (skew.spec.ts, ADR 0023): its shell and its four remotes, as production builds.
 *
 * Which commit is the previous release is written in `e2e/previous-release.json`; whoever releases the shop
 * moves it to the commit of that release, so the next one is checked against it.
 */
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { APP_DIRS } = require('../../shared-kit/tooling/apps.cjs');

const E2E_DIR = path.resolve(__dirname, '..');
const REPO_ROOT = path.resolve(E2E_DIR, '..');
const PREVIOUS_RELEASE_FILE = path.join(E2E_DIR, 'previous-release.json');

/** The apps built for the previous release: the shell first, then the remotes (shared-kit/tooling/apps.cjs). */
const PREVIOUS_APPS = ['shell', ...APP_DIRS.filter((dir) => dir !== 'shell')];

/** @param {string[]} args */
function git(args) {
  const result = spawnSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8', maxBuffer: 1 << 28 });
  return { ok: result.status === 0, out: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

/** The commit of the previous release, or why it cannot be had (the reason to skip with). */
function previousCommit() {
  const { commit } = JSON.parse(fs.readFileSync(PREVIOUS_RELEASE_FILE, 'utf8'));
  if (!/^[0-9a-f]{7,40}$/.test(commit)) return { missing: `${PREVIOUS_RELEASE_FILE} names no commit` };
  if (!git(['cat-file', '-e', `${commit}^{commit}`]).ok) {
    return { missing: `the previous release ${commit} is not in this clone's history (a shallow clone?)` };
  }
  return { commit };
}

/** Links a `node_modules` folder into the old tree as hard links: workspace links then point into the old tree. */
function linkModules(from, to) {
  if (!fs.existsSync(from) || fs.existsSync(to)) return;
  const result = spawnSync('cp', ['-al', from, to]);
  if (result.status !== 0) throw new Error(`cp -al ${from} ${to} failed: ${result.stderr}`);
}

/**
 * Where previous releases are built: inside the checkout (hard links need one file system) but in no hidden
 * folder, since the old servers refuse to send files from paths with a dot segment; `dist/` is ignored by git,
 * the linter and the tests.
 */
const PREVIOUS_DIR = path.join(REPO_ROOT, 'dist', 'previous-releases');

/**
 * Installs the previous release's own packages when its lockfile is not this checkout's (a dependency added,
 * removed or moved since): npm starts from the linked tree and changes only what differs. The hidden lockfile
 * goes first, as npm rewrites it in place and it is a hard link into this checkout's `node_modules`.
 */
function installOwnPackages(dir) {
  const lock = (root) => fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8');
  if (lock(dir) === lock(REPO_ROOT)) {
    console.log(
      "[e2e] the previous release has this checkout's lockfile: its packages are this checkout's, nothing installed",
    );
    return;
  }
  console.log(
    "[e2e] the previous release's lockfile differs from this checkout's: installing its own packages",
  );
  fs.rmSync(path.join(dir, 'node_modules', '.package-lock.json'), { force: true });
  const install = spawnSync(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts'],
    {
      cwd: dir,
      encoding: 'utf8',
    },
  );
  if (install.status !== 0)
    throw new Error(`npm install of the previous release failed:\n${install.stdout}\n${install.stderr}`);
}

/**
 * Exports the previous release's files from git into `dist/previous-releases/<commit>/`, gives it this checkout's
 * installed packages (the old workspace links point at the old tree), installs what its own lockfile asks for
 * beyond them and builds its five apps. A tree already built for that commit is reused.
 */
function buildPreviousRelease(commit) {
  const dir = path.join(PREVIOUS_DIR, commit.slice(0, 12));
  const marker = path.join(dir, '.built');
  if (fs.existsSync(marker)) {
    console.log(
      `[e2e] the previous release ${commit.slice(0, 12)} is built already in ${path.relative(REPO_ROOT, dir)}: not rebuilt`,
    );
    return { commit, dir };
  }
  const started = Date.now();
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const archive = spawnSync('sh', ['-c', `git archive --format=tar ${commit} | tar -x -C "${dir}"`], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  if (archive.status !== 0) throw new Error(`git archive ${commit} failed: ${archive.stderr}`);
  linkModules(path.join(REPO_ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  for (const app of PREVIOUS_APPS)
    linkModules(path.join(REPO_ROOT, app, 'node_modules'), path.join(dir, app, 'node_modules'));
  installOwnPackages(dir);
  for (const app of PREVIOUS_APPS) {
    console.log(`[e2e] the previous release ${commit.slice(0, 12)}: building ${app}…`);
    const build = spawnSync('npx', ['webpack', '--mode', 'production'], {
      cwd: path.join(dir, app),
      encoding: 'utf8',
    });
    if (build.status !== 0)
      throw new Error(`the build of ${app} at ${commit} failed:\n${build.stdout}\n${build.stderr}`);
  }
  fs.writeFileSync(marker, `${new Date().toISOString()}\n`);
  console.log(
    `[e2e] the previous release ${commit.slice(0, 12)}: built in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  return { commit, dir };
}

module.exports = { PREVIOUS_RELEASE_FILE, PREVIOUS_APPS, previousCommit, buildPreviousRelease };
