/** @jest-environment node */
// The router's surface (ADR 0031): what the browser builds share as `react-router-dom`, and the lint rule
// that keeps the apps to it.
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { routerSurfaceNames } = require('./router-surface.cjs');

const RULE = '@typescript-eslint/no-restricted-imports';
const forbidden = [
  ['mf-search/src/x.ts', "import { useFetcher as a } from 'react-router-dom';"],
  ['shell/src/app/x.ts', "import { Form as a } from 'react-router-dom';"],
  ['shared-kit/src/ui/x.tsx', "import { useLoaderData as a } from 'react-router-dom';"],
];
const allowed = [
  ['mf-catalog/src/x.ts', "import { Link as a } from 'react-router-dom';"],
  ['mf-account/src/x.ts', "import type { Location as a } from 'react-router-dom';"],
  // The server renderer runs on the whole library.
  ['shell/src/server/x.ts', "import { createStaticHandler as a } from 'react-router-dom';"],
];

let results = [];

beforeAll(() => {
  const samples = [...forbidden, ...allowed].map(([file, code]) => ({ file, code: `${code}\nexport const b = a;\n`, rule: RULE }));
  const run = spawnSync(process.execPath, [path.join(__dirname, 'lint-samples.mjs')], { input: JSON.stringify(samples), encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  results = JSON.parse(run.stdout);
}, 60_000);

describe('the router surface', () => {
  it('When the surface is read, then each of its names is one react-router-dom exports, and the apps’ usual ones are there', () => {
    const library = require('react-router-dom');
    const names = routerSurfaceNames();
    expect(names.filter((name) => !(name in library))).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(['createBrowserRouter', 'RouterProvider', 'Link', 'NavLink', 'useNavigate', 'useLocation', 'useRoutes', 'MemoryRouter']));
  });

  it.each(forbidden.map((sample, i) => [...sample, i]))('When %s imports a router name outside the surface (%s), then lint fails', (_file, _code, i) => {
    expect(results[i]).toEqual([expect.stringContaining('react-router-surface.mjs')]);
  });

  it.each(allowed.map((sample, i) => [...sample, forbidden.length + i]))('When %s imports what it may (%s), then lint passes', (_file, _code, i) => {
    expect(results[i]).toEqual([]);
  });
});
