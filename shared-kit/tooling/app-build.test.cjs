/** @jest-environment node */
const os = require('node:os');
const path = require('node:path');
const fs = require('node:fs');
const { staleReason, buildAppIfStale } = require('./app-build.cjs');

/** An app folder with sources and a build made after them (and after shared-kit's files). */
function builtApp() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-build-'));
  fs.mkdirSync(path.join(dir, 'src'));
  fs.writeFileSync(path.join(dir, 'src', 'index.ts'), 'export {};\n');
  fs.writeFileSync(path.join(dir, 'package.json'), '{}\n');
  fs.mkdirSync(path.join(dir, 'dist', 'server'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'dist', 'mf-manifest.json'), '{}\n');
  const later = new Date(Date.now() + 60_000);
  fs.utimesSync(path.join(dir, 'dist', 'mf-manifest.json'), later, later);
  return dir;
}

describe('an app build made only when stale', () => {
  const dirs = [];
  const app = () => {
    const dir = builtApp();
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
  afterEach(() => delete process.env.SKIP_BUILD);

  test('a build newer than every source is not stale, and is not rebuilt, saying so', () => {
    const dir = app();
    expect(staleReason(dir)).toBeNull();
    const lines = [];
    expect(buildAppIfStale(dir, 'mf-test', { log: (line) => lines.push(line) })).toBe(false);
    expect(lines).toEqual(["[mf-test] dist/ is newer than the app's sources and shared-kit's: not rebuilt"]);
  });

  test('a source changed after the build makes it stale, and names the source', () => {
    const dir = app();
    const source = path.join(dir, 'src', 'index.ts');
    const later = new Date(Date.now() + 120_000);
    fs.utimesSync(source, later, later);
    expect(staleReason(dir)).toBe('src changed since');
  });

  test('a build without its server container, or no build, is stale', () => {
    const dir = app();
    fs.rmSync(path.join(dir, 'dist', 'server'), { recursive: true });
    expect(staleReason(dir)).toBe('a build without its server container');
    fs.rmSync(path.join(dir, 'dist'), { recursive: true });
    expect(staleReason(dir)).toBe('no build yet');
  });

  test('SKIP_BUILD=1 leaves a stale build as it is and says why', () => {
    const dir = app();
    fs.rmSync(path.join(dir, 'dist'), { recursive: true });
    process.env.SKIP_BUILD = '1';
    const lines = [];
    expect(buildAppIfStale(dir, 'mf-test', { log: (line) => lines.push(line) })).toBe(false);
    expect(lines).toEqual(['[mf-test] dist/ is stale (no build yet), but SKIP_BUILD=1: not rebuilt']);
  });
});
