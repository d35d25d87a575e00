/** @jest-environment node */
// Every version of shared-kit is described, change by change, as compatible or breaking (CHANGELOG.md).
const fs = require('node:fs');
const path = require('node:path');

const changelog = fs.readFileSync(path.join(__dirname, '..', 'CHANGELOG.md'), 'utf8');
const { version } = require('../package.json');

/** The versions of the changelog, newest first, with their lines. */
function versions() {
  return changelog
    .split(/^## /m)
    .slice(1)
    .map((section) => {
      const [heading, ...lines] = section.split('\n');
      return { version: heading.trim(), changes: lines.filter((line) => line.startsWith('- ')) };
    });
}

describe('shared-kit CHANGELOG.md', () => {
  it('When shared-kit has a version, then the changelog describes it first', () => {
    expect(versions()[0].version).toBe(version);
  });

  it('When a change is listed, then it says whether it is compatible or breaking', () => {
    for (const entry of versions().filter((item) => item.version !== '0.1.0')) {
      expect(entry.changes.length).toBeGreaterThan(0);
      for (const change of entry.changes) expect(change).toMatch(/^- \*\*(compatible|breaking)\*\*/);
    }
  });

  it('When a version has a breaking change, then it is a new major', () => {
    const list = versions();
    list.forEach((entry, index) => {
      const older = list[index + 1];
      if (!older || !entry.changes.some((change) => change.startsWith('- **breaking**'))) return;
      expect(Number(entry.version.split('.')[0])).toBeGreaterThan(Number(older.version.split('.')[0]));
    });
  });
});
