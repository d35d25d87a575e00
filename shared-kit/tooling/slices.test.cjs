/** @jest-environment node */
// Proves that the slice rule of eslint.config.mjs (shared-kit/tooling/eslint-slices.mjs) fails on an upward,
// a cross-slice and a deep import inside a package and passes the right ones, that the layout rule fails a flat
// slice (parts, hooks or rules at its root, or in a folder other than ui/, model/, api/) and passes the one
// layout of docs/packages/README.md, and that every slice of a package under the rule has its public index.ts.
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const root = path.join(__dirname, '..', '..');
const RULE = 'slices/boundaries';

const forbidden = [
  ['upward: entities import a widget', 'mf-search/src/entities/search-meta/x.ts', "import { a } from '../../widgets/search-dropdown';"],
  ['upward: a widget imports the app store', 'mf-search/src/widgets/search-dropdown/ui/x.tsx', "import { a } from '../../../app/store';"],
  ['upward: shared imports an entity', 'mf-search/src/shared/api/x.ts', "import { a } from '../../entities/product';"],
  ['upward: a dynamic import of a page from a widget', 'mf-search/src/widgets/search-dropdown/x.ts', "const a = import('../../pages/search');"],
  ['across: an entity imports another entity', 'mf-search/src/entities/search-meta/x.ts', "import { a } from '../search-history';"],
  ['across: a page imports another page', 'mf-search/src/pages/search/x.ts', "export { a } from '../other';"],
  ['deep: a page reaches into an entity', 'mf-search/src/pages/search/x.ts', "import { a } from '../../entities/product/SearchProductCard';"],
  ['deep: exposes reach into a widget', 'mf-search/src/exposes/x.tsx', "import { a } from '../widgets/search-dropdown/ui/SearchDropdown';"],
  ['deep: a shared segment reaches into another', 'mf-search/src/shared/lib/x.ts', "import { a } from '../api/searchApi';"],
  ['across: a catalogue page imports another page', 'mf-catalog/src/pages/catalog-root/x.tsx', "import { a } from '../category/CategoryPage';"],
  ['upward in the shell: an entity imports the app store', 'shell/src/entities/site/x.ts', "import { a } from '../../app/store';"],
];
const allowed = [
  ['a page imports an entity through its index', 'mf-search/src/pages/search/x.ts', "import { a } from '../../entities/product';"],
  ['a page imports shared through its index file', 'mf-search/src/pages/search/x.ts', "import { a } from '../../shared/api/index';"],
  ['a slice imports its own files', 'mf-search/src/widgets/search-dropdown/ui/x.tsx', "import { a } from '../model/suggestions';"],
  ['exposes import the app', 'mf-search/src/exposes/x.tsx', "import { a } from '../app/withStore';"],
  ['a slice imports the package texts', 'mf-search/src/entities/product/x.ts', "import { a } from '../../messages';"],
  ['a slice imports a package', 'mf-search/src/entities/product/x.ts', "import { a } from 'shared-kit';"],
  ['a slice uses the shared stylesheet', 'mf-catalog/src/entities/product/ui/x.tsx', "import '../../../shared/ui/ui.css';\nconst a = 1;"],
  ['a test composes two pages', 'mf-catalog/src/pages/category/x.test.tsx', "import { a } from '../catalog-root/CatalogRootPage';"],
];

const LAYOUT = 'slices/layout';
const flat = [
  ['a hook at the root of a page slice', 'mf-search/src/pages/search/useThing.ts'],
  ['a part at the root of a slice, which its index does not export', 'mf-checkout/src/features/order-form/AddressFields.tsx'],
  ['a rule at the root of an entity', 'shell/src/entities/site/site.ts'],
  ['a part in a folder other than ui, model or api', 'mf-catalog/src/pages/home/sections/Advantages.tsx'],
  ['a test of a part at the root of a slice', 'mf-checkout/src/features/cart-button/CartNotice.test.tsx'],
  ['a file at the root of a layer', 'mf-checkout/src/pages/pageTitles.test.tsx'],
  ['a file at the root of shared, outside a segment', 'shell/src/shared/progress.ts'],
];
const laidOut = [
  ['the main component of a page, which its index exports', 'mf-search/src/pages/search/SearchPage.tsx'],
  ['the test of the main component', 'mf-search/src/pages/search/SearchPage.test.tsx'],
  ['a named test of the main component', 'mf-catalog/src/pages/category/CategoryPage.filters.test.tsx'],
  ["the slice's index", 'mf-search/src/pages/search/index.ts'],
  ['a part in ui/', 'mf-checkout/src/features/order-form/ui/AddressFields.tsx'],
  ['a hook in model/', 'mf-search/src/pages/search/model/useSearchPage.ts'],
  ['endpoints in api/', 'shell/src/features/city/api/cityApi.ts'],
  ['a file of a shared segment', 'shell/src/shared/lib/progress.ts'],
  ['the app, which is not sliced', 'shell/src/app/routing/AppRoutes.tsx'],
];

let results = [];
let slicedPackages = [];

beforeAll(() => {
  const samples = [
    ...[...forbidden, ...allowed].map(([, file, code]) => ({ file, code: `${code}\nexport const b = a;\n`, rule: RULE })),
    ...[...flat, ...laidOut].map(([, file]) => ({ file, code: 'export const a = 1;\n', rule: LAYOUT })),
  ];
  const run = spawnSync(process.execPath, [path.join(__dirname, 'lint-samples.mjs')], { input: JSON.stringify(samples), encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  results = JSON.parse(run.stdout);
  const config = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', "const c = await import('./eslint.config.mjs'); process.stdout.write(JSON.stringify(c.SLICED_PACKAGES));"],
    { cwd: root, encoding: 'utf8' },
  );
  if (config.status !== 0) throw new Error(config.stderr);
  slicedPackages = JSON.parse(config.stdout);
}, 60_000);

describe('slices inside a package', () => {
  it.each(forbidden.map((sample, i) => [sample[0], i]))('When %s, then lint fails', (_name, i) => {
    expect(results[i]).toHaveLength(1);
  });

  it.each(allowed.map((sample, i) => [sample[0], forbidden.length + i]))('When %s, then lint passes', (_name, i) => {
    expect(results[i]).toEqual([]);
  });

  const layoutAt = forbidden.length + allowed.length;
  it.each(flat.map((sample, i) => [sample[0], layoutAt + i]))('When %s, then the layout rule fails', (_name, i) => {
    expect(results[i]).toHaveLength(1);
  });

  it.each(laidOut.map((sample, i) => [sample[0], layoutAt + flat.length + i]))('When %s, then the layout rule passes', (_name, i) => {
    expect(results[i]).toEqual([]);
  });

  it('When a package is under the rule, then each of its slices has a public index.ts', () => {
    expect(slicedPackages.length).toBeGreaterThan(0);
    const missing = [];
    for (const pkg of slicedPackages) {
      for (const layer of ['pages', 'widgets', 'features', 'entities', 'shared']) {
        const dir = path.join(root, pkg, 'src', layer);
        if (!fs.existsSync(dir)) continue;
        for (const slice of fs.readdirSync(dir, { withFileTypes: true })) {
          if (slice.isDirectory() && !fs.existsSync(path.join(dir, slice.name, 'index.ts'))) missing.push(`${pkg}/src/${layer}/${slice.name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
