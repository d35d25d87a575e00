/** @jest-environment node */
// Test helpers and the standalone harness are entry points of their own (shared-kit/testing,
// shared-kit/harness): nothing the apps' production code imports may reach them.
const path = require('node:path');
const fs = require('node:fs');

const src = path.join(__dirname, '..', 'src');
const OWN_ENTRIES = ['testing', 'harness'].map((dir) => path.join(src, dir) + path.sep);

function resolveSource(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, ...['.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => base + end)];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/** Every source file reachable from `entry` through relative imports and re-exports. */
function reachableFrom(entry) {
  const seen = new Set();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    for (const [, specifier] of code.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']*)'/g)) {
      const target = resolveSource(file, specifier);
      if (target && /\.tsx?$/.test(target)) queue.push(target);
    }
  }
  return [...seen];
}

describe('entry points of shared-kit', () => {
  it.each(['index.ts', 'contracts/index.ts'])(
    'When the apps import %s, then no test helper nor harness code comes with it',
    (entry) => {
      const files = reachableFrom(path.join(src, entry));

      expect(files.length).toBeGreaterThan(1);
      expect(files.filter((file) => OWN_ENTRIES.some((dir) => file.startsWith(dir)))).toEqual([]);
    },
  );
});

describe('the phone field on react-text-mask (ADR 0039)', () => {
  it.each(['index.ts', 'validation/schemas.ts', 'validation/index.ts', 'ui/index.ts'])(
    'When the apps import %s, then react-text-mask does not come with it',
    (entry) => {
      const files = reachableFrom(path.join(src, entry));

      expect(files.filter((file) => file.includes(`${path.sep}phone-input${path.sep}`))).toEqual([]);
      expect(files.filter((file) => /from\s+'react-text-mask'/.test(fs.readFileSync(file, 'utf8')))).toEqual([]);
    },
  );

  it('When a form imports shared-kit/phone-input, then the library comes with it', () => {
    const files = reachableFrom(path.join(src, 'phone-input', 'index.ts'));

    expect(files.some((file) => /from\s+'react-text-mask'/.test(fs.readFileSync(file, 'utf8')))).toBe(true);
  });
});
