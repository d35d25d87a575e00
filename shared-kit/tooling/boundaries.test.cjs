/** @jest-environment node */
// Proves that the import boundaries of eslint.config.mjs fail on a wrong import and pass a right one.
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const forbidden = [
  ['mf-search/src/x.ts', "import { a } from 'mf-checkout/src/a';"],
  ['mf-search/src/x.ts', "import { a } from '../../mf-catalog/src/a';"],
  ['mf-catalog/src/x.ts', "import { a } from 'mf_checkout/CartButton';"],
  ['mf-account/src/x.ts', "import { a } from 'shell';"],
  ['mf-checkout/src/x.ts', "import { a } from '../../shell/src/widgets/layout/ui/Header';"],
  ['shell/src/x.ts', "import { a } from '../../mf-catalog/src/exposes/routes';"],
  ['shared-kit/src/x.ts', "import { a } from '../../shell/src/app/App';"],
  ['shared-kit/src/x.ts', "import { a } from 'mf-account';"],
  ['api/src/x.ts', "import { a } from 'react';"],
  ['api/src/x.ts', "import { a } from 'shared-kit';"],
  ['api/src/x.ts', "import { a } from '../../shared-kit/src/ui/Button';"],
];
const allowed = [
  ['mf-search/src/x.ts', "import { a } from 'shared-kit';"],
  ['mf-search/src/x.ts', "import { a } from './api/a';"],
  ['shell/src/x.ts', "import { a } from 'shared-kit/contracts';"],
  ['api/src/x.ts', "import type { a } from 'shared-kit/contracts';"],
  ['api/src/x.ts', "import type { a } from '../../shared-kit/src/contracts/api';"],
];

let results = [];

beforeAll(() => {
  const samples = [...forbidden, ...allowed].map(([file, code]) => ({ file, code: `${code}\nexport const b = a;\n` }));
  const run = spawnSync(process.execPath, [path.join(__dirname, 'lint-samples.mjs')], {
    input: JSON.stringify(samples),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  results = JSON.parse(run.stdout);
}, 60_000);

describe('import boundaries', () => {
  it.each(forbidden.map((sample, i) => [...sample, i]))(
    'When %s imports across a boundary (%s), then lint fails',
    (_file, _code, i) => {
      expect(results[i]).not.toHaveLength(0);
    },
  );

  it.each(allowed.map((sample, i) => [...sample, forbidden.length + i]))(
    'When %s imports what it may (%s), then lint passes',
    (_file, _code, i) => {
      expect(results[i]).toEqual([]);
    },
  );
});
