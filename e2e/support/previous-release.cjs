/**
 * The previous release of the shop, built from git beside the working tree, for the version-skew spec
 * (skew.spec.ts, ADR 0023): its shell and its four remotes, as production builds.
 *
 * Which commit is the previous release is written in `e2e/previous-release.json`; whoever releases the shop
 * moves it to the commit of that release, so the next one is checked against it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { APP_DIRS } from '../../shared-kit/tooling/apps.cjs';
import { E2E_DIR, REPO_ROOT } from './stack';

export const PREVIOUS_RELEASE_FILE = path.join(E2E_DIR, 'previous-release.json');

/** The apps built for the previous release: the shell first, then the remotes (shared-kit/tooling/apps.cjs). */
export const PREVIOUS_APPS = ['shell', ...APP_DIRS.filter((dir) => dir !== 'shell')];

export interface PreviousRelease {
  commit: string;
  /** Where its tree is, with every app built in `<app>/dist`. */
  dir: string;
}

function git(args: string[]): { ok: boolean; out: string } {
  const result = spawnSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8', maxBuffer: 1 << 28 });
  return { ok: result.status === 0, out: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

/** The commit of the previous release, or why it cannot be had (the reason to skip with). */
export function previousCommit(): { commit: string } | { missing: string } {
  const { commit } = JSON.parse(fs.readFileSync(PREVIOUS_RELEASE_FILE, 'utf8')) as { commit: string };
  if (!/^[0-9a-f]{7,40}$/.test(commit)) return { missing: `${PREVIOUS_RELEASE_FILE} names no commit` };
  if (!git(['cat-file', '-e', `${commit}^{commit}`]).ok) {
    return { missing: `the previous release ${commit} is not in this clone's history (a shallow clone?)` };
  }
  return { commit };
}

/** Links a `node_modules` folder into the old tree as hard links: workspace links then point into the old tree. */
function linkModules(from: string, to: string): void {
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
function installOwnPackages(dir: string): void {
  const lock = (root: string): string => fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8');
  if (lock(dir) === lock(REPO_ROOT)) return;
  fs.rmSync(path.join(dir, 'node_modules', '.package-lock.json'), { force: true });
  const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts'], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (install.status !== 0) throw new Error(`npm install of the previous release failed:\n${install.stdout}\n${install.stderr}`);
}

/**
 * Exports the previous release's files from git into `dist/previous-releases/<commit>/`, gives it this checkout's
 * installed packages (the old workspace links point at the old tree), installs what its own lockfile asks for
 * beyond them and builds its five apps. A tree already built for that commit is reused.
 */
export function buildPreviousRelease(commit: string): PreviousRelease {
  const dir = path.join(PREVIOUS_DIR, commit.slice(0, 12));
  const marker = path.join(dir, '.built');
  if (fs.existsSync(marker)) return { commit, dir };
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const archive = spawnSync('sh', ['-c', `git archive --format=tar ${commit} | tar -x -C "${dir}"`], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (archive.status !== 0) throw new Error(`git archive ${commit} failed: ${archive.stderr}`);
  linkModules(path.join(REPO_ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  for (const app of PREVIOUS_APPS) linkModules(path.join(REPO_ROOT, app, 'node_modules'), path.join(dir, app, 'node_modules'));
  installOwnPackages(dir);
  for (const app of PREVIOUS_APPS) {
    const build = spawnSync('npx', ['webpack', '--mode', 'production'], { cwd: path.join(dir, app), encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`the build of ${app} at ${commit} failed:\n${build.stdout}\n${build.stderr}`);
  }
  fs.writeFileSync(marker, `${new Date().toISOString()}\n`);
  return { commit, dir };
}
