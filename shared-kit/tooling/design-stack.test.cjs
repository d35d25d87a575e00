/** @jest-environment node */
// The libraries the shop is designed with, each in its role (docs/architecture.md §1, «The stack»; ADR 0040).
// A team that drops one of them from its package's dependencies, or stops importing it where its role is
// (and writes the same thing by hand instead), fails here. Each row says which packages depend on the
// library and which files hold its role; a role is held when at least one of the listed files imports the
// library, statically or through `import()`. A file that moves takes its row with it.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..', '..');
const FRONT_ENDS = require('./apps.cjs').APP_DIRS;

/**
 * library → the packages that depend on it, and its roles: a role is a name and the files (or folders,
 * ending in `/`) one of which must import the library (or, with `through`, the shared-kit entry that wraps it),
 * or a package's script that must run its command.
 */
const STACK = [
  {
    library: 'webpack',
    packages: FRONT_ENDS,
    roles: FRONT_ENDS.map((app) => ({ role: `${app}'s build`, script: [app, 'build', 'webpack'] })),
  },
  {
    library: '@module-federation/enhanced',
    packages: [...FRONT_ENDS, 'shared-kit'],
    roles: [
      { role: 'the containers of the build', files: ['shared-kit/tooling/webpack.cjs'] },
      { role: 'the runtime that composes the remotes', files: ['shell/src/federation/setUpFederation.ts'] },
      { role: 'the server render of the composition', files: ['shell/src/server/serverSetup.ts'] },
    ],
  },
  {
    library: 'react',
    packages: FRONT_ENDS,
    roles: FRONT_ENDS.map((app) => ({ role: `${app}'s components`, files: [`${app}/src/`] })),
  },
  {
    library: 'react-dom',
    packages: FRONT_ENDS,
    roles: [
      { role: 'hydration in the browser', files: ['shell/src/bootstrap.tsx'] },
      { role: 'the server render', files: ['shell/src/server/'] },
    ],
  },
  {
    library: 'react-router-dom',
    packages: FRONT_ENDS,
    roles: [
      { role: "the shell's routes", files: ['shell/src/app/routing/AppRoutes.tsx'] },
      ...FRONT_ENDS.filter((app) => app !== 'shell').map((app) => ({ role: `${app}'s pages and links`, files: [`${app}/src/`] })),
    ],
  },
  { library: 'redux', packages: FRONT_ENDS, roles: [] },
  {
    library: '@reduxjs/toolkit',
    packages: FRONT_ENDS,
    roles: [
      ...FRONT_ENDS.map((app) => ({ role: `${app}'s store`, files: [`${app}/src/app/store.ts`] })),
      { role: 'the data layer (RTK Query base query)', files: ['shared-kit/src/http/httpBaseQuery.ts'] },
    ],
  },
  {
    library: 'rxjs',
    packages: [...FRONT_ENDS, 'shared-kit'],
    roles: [
      { role: 'the event bus between teams', files: ['shared-kit/src/bus/eventBus.ts'] },
      { role: 'the session service', files: ['shared-kit/src/session/sessionService.ts'] },
    ],
  },
  {
    library: 'axios',
    packages: ['shared-kit'],
    roles: [{ role: 'the HTTP client of every app and of the server render', files: ['shared-kit/src/http/'] }],
  },
  {
    library: 'formik',
    packages: ['shell', 'mf-checkout', 'mf-account'],
    roles: [
      { role: 'the callback form', files: ['shell/src/features/forms/ui/ContactForm.tsx'] },
      { role: 'the order form', files: ['mf-checkout/src/features/order-form/'] },
      { role: 'the sign-in, registration, personal data and review forms', files: ['mf-account/src/'] },
    ],
  },
  {
    library: 'yup',
    packages: ['shared-kit', 'shell', 'mf-checkout', 'mf-account'],
    roles: [{ role: 'the rules of every form', files: ['shared-kit/src/validation/'] }],
  },
  {
    library: 'react-text-mask',
    packages: ['shell', 'mf-checkout', 'mf-account'],
    roles: [
      { role: 'the masked phone input of the forms', files: ['shared-kit/src/phone-input/PhoneMaskInput.tsx'] },
      // The apps bind it to Formik through shared-kit's entry for it, loaded with their forms.
      { role: 'the phone of the callback form', files: ['shell/src/features/forms/ui/ContactForm.tsx'], through: 'shared-kit/phone-input' },
      { role: 'the phone of the order form', files: ['mf-checkout/src/features/order-form/ui/PhoneInput.tsx'], through: 'shared-kit/phone-input' },
      { role: 'the phone of registration, personal data and feedback', files: ['mf-account/src/shared/form/PhoneField.tsx'], through: 'shared-kit/phone-input' },
    ],
  },
  {
    library: 'swiper',
    packages: ['mf-catalog'],
    roles: [
      { role: 'the carousel of the rows, the hero and the banners', files: ['mf-catalog/src/shared/ui/carousel/Carousel.tsx'] },
      { role: 'the product gallery with thumbs and zoom', files: ['mf-catalog/src/pages/product/ui/ProductGallery.tsx'] },
      { role: 'its code, loaded after the first paint', files: ['mf-catalog/src/shared/ui/swiper/swiperModules.ts'] },
    ],
  },
  {
    library: 'jest',
    packages: ['.'],
    roles: [...FRONT_ENDS, 'shared-kit', 'api'].map((pkg) => ({ role: `${pkg}'s tests`, script: [pkg, 'test', 'jest'] })),
  },
  {
    library: '@testing-library/react',
    packages: ['.'],
    roles: FRONT_ENDS.map((app) => ({ role: `${app}'s component tests`, files: [`${app}/src/`], tests: true })),
  },
  {
    library: '@playwright/test',
    packages: ['e2e'],
    roles: [{ role: 'the composed end-to-end suite', files: ['e2e/playwright.config.ts', 'e2e/support/'] }],
  },
  {
    library: 'lerna',
    packages: ['.'],
    roles: [
      ...['build', 'typecheck'].map((script) => ({ role: `the root's ${script}`, script: ['.', script, 'lerna'] })),
      // The root's test is scripts/test.cjs, which runs the packages' tests through lerna beside the e2e builds.
      { role: "the root's test", script: ['.', 'test', 'node scripts/test.cjs'], runs: ['scripts/test.cjs', 'lerna'] },
    ],
  },
];

const manifest = (pkg) => JSON.parse(fs.readFileSync(path.join(ROOT, pkg, 'package.json'), 'utf8'));

function dependenciesOf(pkg) {
  const json = manifest(pkg);
  return { ...json.dependencies, ...json.devDependencies, ...json.peerDependencies };
}

/** The source files a role entry names: a file, or every TypeScript/JavaScript file under a folder. */
function filesOf(entry, tests) {
  const full = path.join(ROOT, entry);
  if (!entry.endsWith('/')) return fs.existsSync(full) ? [full] : [];
  const out = [];
  const walk = (dir) => {
    for (const item of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, item.name);
      if (item.isDirectory()) {
        if (item.name !== 'node_modules') walk(file);
      } else if (/\.(tsx?|cjs|mjs|js)$/.test(item.name) && /\.test\.[a-z]+$/.test(item.name) === Boolean(tests)) out.push(file);
    }
  };
  if (fs.existsSync(full)) walk(full);
  return out;
}

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Whether a source imports `library` (or one of its subpaths): `from '…'`, `import('…')`, `require('…')`. */
function imports(source, library) {
  const name = `${escapeRegex(library)}(?:/[\\w./-]+)?`;
  const comment = '(?:/\\*[^]*?\\*/\\s*)*';
  return new RegExp(`(?:\\bfrom\\s*|\\bimport\\s*\\(\\s*${comment}|\\brequire\\s*\\(\\s*|^import\\s+)['"]${name}['"]`, 'm').test(source);
}

describe('the libraries of the design, each in its role', () => {
  describe.each(STACK.map((row) => [row.library, row]))('%s', (library, row) => {
    test.each(row.packages)(`is a dependency of %s`, (pkg) => {
      expect(dependenciesOf(pkg)).toHaveProperty([library]);
    });

    if (row.roles.length > 0) {
      test.each(row.roles.map((role) => [role.role, role]))('holds its role: %s', (_name, role) => {
        if (role.script) {
          const [pkg, script, command] = role.script;
          expect(manifest(pkg).scripts?.[script] ?? '').toMatch(new RegExp(`(^|[\\s&;=])${escapeRegex(command)}(\\s|$)`));
          if (role.runs) {
            // The script's file runs the library as a command: `run('npx', ['lerna', …])`.
            const [file, tool] = role.runs;
            expect(fs.readFileSync(path.join(ROOT, file), 'utf8')).toMatch(new RegExp(`\\(\\s*'npx',\\s*\\[\\s*'${escapeRegex(tool)}'`));
          }
          return;
        }
        const files = role.files.flatMap((entry) => filesOf(entry, role.tests));
        expect(files.length).toBeGreaterThan(0);
        const importers = files.filter((file) => imports(fs.readFileSync(file, 'utf8'), role.through ?? library));
        expect(importers.map((file) => path.relative(ROOT, file))).not.toEqual([]);
      });
    }
  });

  test('the check itself sees an import, a lazy import and a require, and no mere mention', () => {
    expect(imports("import { Formik } from 'formik';", 'formik')).toBe(true);
    expect(imports("const m = await import('swiper/modules');", 'swiper')).toBe(true);
    expect(imports("const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');", '@module-federation/enhanced')).toBe(true);
    expect(imports("import 'swiper/css';", 'swiper')).toBe(true);
    expect(imports("await import(/* webpackMode: \"eager\" */ 'react-dom/client');", 'react-dom')).toBe(true);
    expect(imports('// swiper used to drive this carousel', 'swiper')).toBe(false);
    expect(imports("import { x } from 'swiper-lookalike';", 'swiper')).toBe(false);
  });
});
