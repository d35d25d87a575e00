// Lint for the whole monorepo. Besides the usual rules it writes the architecture down: which package
// may import which (docs/architecture.md §1). A wrong import fails `npm run lint`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createRequire } from 'node:module';
import slices from './shared-kit/tooling/eslint-slices.mjs';

const require = createRequire(import.meta.url);
const { routerSurfaceNames } = require('./shared-kit/tooling/router-surface.cjs');
/** The apps, named once in their package.json files (shared-kit/tooling/apps.cjs). */
const { APP_DIRS, REMOTE_DIRS: REMOTES, REMOTE_NAMES: CONTAINERS } = require('./shared-kit/tooling/apps.cjs');

/** A regex matching imports that reach another package by name or by a relative path into its sources. */
function packageRegex(packages) {
  const names = packages.join('|');
  return `^(${names})(/.*)?$|(^|/)\\.\\./(.*/)?(${names})/(src|server)(/|$)`;
}

const containerRegex = `^(${CONTAINERS.join('|')})(/.*)?$`;

/** no-restricted-imports options forbidding the given packages, with the reason shown on failure. */
function forbid(packages, message) {
  return {
    patterns: [
      { regex: packageRegex(packages), message },
      {
        // A remote module is placed at runtime with <Fragment id="mf_x/Y" />, never imported statically.
        regex: containerRegex,
        message: 'Place another team\'s module with <Fragment id="…" /> from shared-kit; never import a remote.',
      },
    ],
  };
}

const API_PATTERNS = [
  { regex: packageRegex([...REMOTES, 'shell', 'e2e']), message: 'The API imports no UI code.' },
  { regex: '^react(-dom|-router-dom|-redux)?(/.*)?$', message: 'The API imports no UI code.' },
  {
    regex: '^shared-kit(?!/contracts$)(/.*)?$|shared-kit/src/(?!contracts/)',
    message: 'The API may import only shared-kit/contracts (types).',
  },
];

// An API module is imported through its face, `modules/<name>/index.ts` (ADR 0041); its other files are its own.
const FACE_MESSAGE = "Import another API module only through its face, '…/<module>/index' (ADR 0041).";
const MODULE_FACE_FROM_OUTSIDE = { regex: '(^|/)modules/[^/]+/(?!index(\\.js)?$)[^/]+$', message: FACE_MESSAGE };
const MODULE_FACE_FROM_MODULE = { regex: '^\\.\\./[^./][^/]*/(?!index(\\.js)?$)[^/]+$', message: FACE_MESSAGE };

const boundaries = [
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx,js,cjs,mjs}`],
    rules: {
      'no-restricted-imports': [
        'error',
        forbid(
          [...REMOTES.filter((r) => r !== remote), 'shell', 'api'],
          'A remote imports no other remote, nor the shell, nor the API: talk through shared-kit events and fragments.',
        ),
      ],
    },
  })),
  {
    files: ['shell/**/*.{ts,tsx,js,cjs,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        forbid([...REMOTES, 'api'], 'The shell loads remotes at runtime only; it never imports their source or the API.'),
      ],
    },
  },
  {
    files: ['shared-kit/**/*.{ts,tsx,js,cjs,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        forbid([...REMOTES, 'shell', 'api', 'e2e'], 'shared-kit imports no app.'),
      ],
    },
  },
  {
    // The API's shapes (ADR 0047) are the bottom of every package: they import nothing of the shop.
    files: ['contracts/**/*.{ts,js,cjs,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        forbid([...REMOTES, 'shell', 'api', 'e2e', 'shared-kit'], 'The contracts package imports nothing of the shop: everything else builds on it.'),
      ],
    },
  },
  {
    files: ['api/**/*.{ts,js,cjs,mjs}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...API_PATTERNS, MODULE_FACE_FROM_OUTSIDE] }] },
  },
  {
    // From one module folder, `../<other>/<file>` is another module's file: only its face is allowed.
    files: ['api/src/modules/*/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...API_PATTERNS, MODULE_FACE_FROM_OUTSIDE, MODULE_FACE_FROM_MODULE] }] },
  },
];

// A page's browser code gets the router's surface, not the whole library (ADR 0031): an app imports from
// `react-router-dom` only what shared-kit/tooling/react-router-surface.mjs exports (types are free). The
// shell's server renderer runs on the whole library.
// The API's shapes (the contracts package, TypeBox schemas) reach the apps as types only (ADR 0047): an
// `import type` costs a bundle nothing, a value import would bring the schemas and TypeBox into it.
const CONTRACTS_TYPES_ONLY = {
  name: 'contracts',
  allowTypeImports: true,
  message: "The apps take the API's shapes as types only (ADR 0047): `import type` from 'contracts' or 'shared-kit/contracts'.",
};
const browserImports = {
  files: ['shell/src/**/*.{ts,tsx}', ...REMOTES.map((remote) => `${remote}/src/**/*.{ts,tsx}`), 'shared-kit/src/**/*.{ts,tsx}'],
  ignores: ['shell/src/server/**'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: [
          CONTRACTS_TYPES_ONLY,
          {
            name: 'react-router-dom',
            allowImportNames: routerSurfaceNames(),
            allowTypeImports: true,
            message:
              'The browser shares only the router names in shared-kit/tooling/react-router-surface.mjs (ADR 0031); add the name there first.',
          },
        ],
      },
    ],
  },
};

// A component file reads in one sitting: at most 150 lines (docs/packages/README.md). One that must be longer
// says why on its first line: `/* eslint-disable max-lines -- <the reason> */`.
const componentSize = {
  files: ['shell/src/**/*.tsx', ...REMOTES.map((remote) => `${remote}/src/**/*.tsx`), 'shared-kit/src/**/*.tsx'],
  ignores: ['**/*.test.tsx'],
  rules: { 'max-lines': ['error', { max: 150 }] },
};

// Inside a package: layers and slices (Feature-Sliced Design), checked by shared-kit/tooling/eslint-slices.mjs
// for the packages whose slices each have a public index.ts (docs/adr/0024).
export const SLICED_PACKAGES = APP_DIRS;

const slicesInside = {
  files: SLICED_PACKAGES.map((pkg) => `${pkg}/src/**/*.{ts,tsx}`),
  ignores: ['**/*.test.{ts,tsx}'],
  plugins: { slices },
  rules: { 'slices/boundaries': 'error' },
};

// One slice layout (docs/packages/README.md): index.ts and the main component(s) at a slice's root, parts in
// ui/, model/, api/; tests sit with what they test, so they are checked too.
const sliceLayout = {
  files: SLICED_PACKAGES.map((pkg) => `${pkg}/src/**/*.{ts,tsx}`),
  plugins: { slices },
  rules: { 'slices/layout': 'error' },
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '.data/**', '.nx/**', '**/coverage/**', 'e2e/.run/**', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node, ...globals.jest },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.cjs', '**/*.config.js', '**/webpack.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  ...boundaries,
  browserImports,
  {
    // The shell's server renderer takes the shapes as types too.
    files: ['shell/src/server/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [CONTRACTS_TYPES_ONLY] }] },
  },
  componentSize,
  slicesInside,
  sliceLayout,
);
