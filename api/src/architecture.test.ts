import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findCycles, listSourceFiles, moduleGraph, moduleOf, readImports, toGraph, type ImportEdge } from './test/import-graph';

/** The API's sources; the graph is read from them, not from a list kept by hand. */
const SRC = __dirname;

const describeLoop = (loop: string[]): string => loop.join(' → ');

/** The file imports behind each step of a loop of module folders, for a message that says what to move. */
function explainModuleLoop(loop: string[], edges: ImportEdge[]): string {
  const steps = loop.slice(1).map((to, step) => {
    const from = loop[step];
    const files = edges.filter((edge) => edge.from.startsWith(`${from}/`) && edge.to.startsWith(`${to}/`));
    return `${from} → ${to}:\n${files.map((edge) => `    ${edge.from} imports ${edge.to}`).join('\n')}`;
  });
  return `${describeLoop(loop)}\n  ${steps.join('\n  ')}`;
}

describe('the import cycle detector', () => {
  it('finds a loop of three files and names it from its first member', () => {
    const graph = toGraph([
      { from: 'a.ts', to: 'b.ts' },
      { from: 'b.ts', to: 'c.ts' },
      { from: 'c.ts', to: 'a.ts' },
      { from: 'c.ts', to: 'd.ts' },
    ]);
    expect(findCycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
  });

  it('finds a file that imports itself', () => {
    expect(findCycles(toGraph([{ from: 'a.ts', to: 'a.ts' }]))).toEqual([['a.ts', 'a.ts']]);
  });

  it('finds nothing in a diamond, which shares a dependency without a loop', () => {
    const graph = toGraph([
      { from: 'top', to: 'left' },
      { from: 'top', to: 'right' },
      { from: 'left', to: 'bottom' },
      { from: 'right', to: 'bottom' },
    ]);
    expect(findCycles(graph)).toEqual([]);
  });

  it('reports two separate tangles, each by a shortest loop', () => {
    const graph = toGraph([
      { from: 'a', to: 'b' },
      { from: 'b', to: 'a' },
      { from: 'b', to: 'c' },
      { from: 'c', to: 'a' },
      { from: 'x', to: 'y' },
      { from: 'y', to: 'x' },
    ]);
    expect(findCycles(graph)).toEqual([
      ['a', 'b', 'a'],
      ['x', 'y', 'x'],
    ]);
  });

  describe('over TypeScript sources', () => {
    let root: string;
    beforeAll(() => {
      root = fs.mkdtempSync(path.join(os.tmpdir(), 'import-graph-'));
      const write = (file: string, text: string): void => {
        fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        fs.writeFileSync(path.join(root, file), text);
      };
      // catalog ↔ search through a type-only import, a re-export and a dynamic import; a commented import does not count.
      write('modules/catalog/catalog-repository.ts', "import type { Plan } from '../search/plan';\nexport const x: Plan | null = null;\n");
      write('modules/search/plan.ts', "export type Plan = { q: string };\nexport { x } from '../catalog/catalog-repository';\n");
      write('modules/search/routes.ts', "// import { y } from '../cart/cart';\nexport const load = () => import('./plan');\n");
      write('modules/cart/cart.ts', "import fastify from 'fastify';\nimport { money } from '../../shared/money.js';\nexport const y = [fastify, money];\n");
      write('shared/money.ts', 'export const money = 1;\n');
    });
    afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

    it('reads static, type-only, re-exported and dynamic imports, but not packages or comments', () => {
      const edges = readImports(root).map((edge) => `${edge.from} → ${edge.to}${edge.typeOnly ? ' (types)' : ''}`);
      expect(edges.sort()).toEqual([
        'modules/cart/cart.ts → shared/money.ts',
        'modules/catalog/catalog-repository.ts → modules/search/plan.ts (types)',
        'modules/search/plan.ts → modules/catalog/catalog-repository.ts',
        'modules/search/routes.ts → modules/search/plan.ts',
      ]);
    });

    it('finds the loop between the two files and between their module folders', () => {
      const edges = readImports(root);
      expect(findCycles(toGraph(edges))).toEqual([['modules/catalog/catalog-repository.ts', 'modules/search/plan.ts', 'modules/catalog/catalog-repository.ts']]);
      expect(findCycles(moduleGraph(edges))).toEqual([['modules/catalog', 'modules/search', 'modules/catalog']]);
    });
  });
});

describe('the API source', () => {
  const edges = readImports(SRC).filter((edge) => !edge.from.endsWith('.test.ts'));

  it('has no import cycle between files (type-only imports count too)', () => {
    const loops = findCycles(toGraph(edges)).map(describeLoop);
    expect(loops).toEqual([]);
  });

  it('has no import cycle between module folders (modules/<name>)', () => {
    const loops = findCycles(moduleGraph(edges)).map((loop) => explainModuleLoop(loop, edges));
    expect(loops).toEqual([]);
  });

  it('keeps shared/ at the bottom: it imports nothing else of the API', () => {
    const upward = edges.filter((edge) => edge.from.startsWith('shared/') && !edge.to.startsWith('shared/'));
    expect(upward.map((edge) => `${edge.from} → ${edge.to}`)).toEqual([]);
  });
});

/**
 * Modules that serve no routes of their own, and why. Every other folder of modules/ has a routes.ts,
 * which the app discovers (module-routes.ts).
 */
const MODULES_WITHOUT_ROUTES: Record<string, string> = {
  consents: 'the texts and records of consents, given with the forms of other modules',
  'operator-actions': 'the record of what operators, 1C and letter links did; the operator API reads it',
  orders: 'the order life cycle (a plugin); operators and 1C move orders through their own routes',
};

/**
 * Modules whose repository holds records other modules write in their own transactions (the consent given
 * with a form, the record of an operator's action): any module may import it.
 */
const RECORDS_SHARED_IN_TRANSACTIONS = ['modules/consents', 'modules/operator-actions'];

/** Use cases that reach another module's repository directly, each because it must share a transaction or a connection. */
const REPOSITORY_IMPORTS_ALLOWED: Record<string, string> = {
  'modules/checkout/order-view.ts': "builds an order's view over the caller's database or transaction, with the content and payment reads over the same",
  'modules/yandex-id/yandex-flow.ts': 'signs in or registers a Yandex ID customer in one transaction with the accounts writes',
};

/** Files that still write SQL outside a repository, and why; a new one fails, and so does one that no longer does. */
const SQL_OUTSIDE_REPOSITORIES: Record<string, string> = {
  'modules/seo/sitemap.ts': 'the sitemaps read in id ranges while they stream',
  'plugins/public-cache.ts': "the catalogue's version, read by the public cache before any repository exists for the read replica",
};

/** Whether source text holds an SQL statement: a string or template that starts with an SQL verb. */
function writesSql(text: string): boolean {
  return /[`'"]\s*(SELECT|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|WITH\s+\w+\s+AS)\b/.test(text);
}

/** Whether source text defines an HTTP route: `app.get('/api/…'`, `app.post<…>(` + a path, `app.route(`. */
function definesRoutes(text: string): boolean {
  return /\.(get|post|put|patch|delete|head|options|all)\s*(<[^()]*>)?\(\s*[`'"]\/api\b|\.route\(\s*\{/.test(text);
}

const read = (file: string): string => fs.readFileSync(path.join(SRC, file), 'utf8');
const base = (file: string): string => path.posix.basename(file);
const isRoutesFile = (file: string): boolean => base(file) === 'routes.ts' || base(file).endsWith('-routes.ts');

describe('the layers of the modules', () => {
  const files = listSourceFiles(SRC).filter((file) => !file.endsWith('.test.ts'));
  const edges = readImports(SRC).filter((edge) => !edge.from.endsWith('.test.ts'));
  const modules = fs
    .readdirSync(path.join(SRC, 'modules'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  it('recognises SQL and route definitions in source text', () => {
    expect(writesSql("await tx.query('UPDATE orders SET status = $2 WHERE id = $1', [id, to]);")).toBe(true);
    expect(writesSql('await db.query<Row>(\n  `\n    SELECT id FROM products`,\n);')).toBe(true);
    expect(writesSql("const match = /^Basic\\s+(.+)$/.exec(header); // select it")).toBe(false);
    expect(definesRoutes("app.get<{ Reply: Dto }>(\n  '/api/health',\n  {}, handler);")).toBe(true);
    expect(definesRoutes("const value = params.get('query');")).toBe(false);
  });

  it('gives every module folder a routes.ts, or lists it as serving none with the reason', () => {
    const withoutRoutes = modules.filter((name) => !fs.existsSync(path.join(SRC, 'modules', name, 'routes.ts')));
    expect(withoutRoutes.sort()).toEqual(Object.keys(MODULES_WITHOUT_ROUTES).sort());
  });

  it("registers every *-routes.ts from a routes file of its own module (a scope of its own inside the module's)", () => {
    const parts = files.filter((file) => file.startsWith('modules/') && base(file).endsWith('-routes.ts'));
    const orphans = parts.filter(
      (part) => !edges.some((edge) => edge.to === part && isRoutesFile(edge.from) && moduleOf(edge.from) === moduleOf(part)),
    );
    expect(parts.length).toBeGreaterThan(0);
    expect(orphans).toEqual([]);
  });

  it('defines routes only in routes files', () => {
    const elsewhere = files.filter((file) => !isRoutesFile(file) && definesRoutes(read(file)));
    expect(elsewhere).toEqual([]);
    // The check sees the real thing: nearly every routes file defines routes by these words.
    expect(files.filter((file) => isRoutesFile(file) && definesRoutes(read(file))).length).toBeGreaterThan(25);
  });

  it("registers every infrastructure plugin (*-plugin.ts) in app.ts, which imports nothing else of the modules", () => {
    const plugins = files.filter((file) => file.startsWith('modules/') && base(file).endsWith('-plugin.ts')).sort();
    const fromApp = edges.filter((edge) => edge.from === 'app.ts' && edge.to.startsWith('modules/')).map((edge) => edge.to).sort();
    expect(plugins.length).toBeGreaterThan(0);
    expect(fromApp).toEqual(plugins);
  });

  it('writes SQL only in *-repository.ts files (the database layer, its seed and the tests aside)', () => {
    const checked = files.filter((file) => !file.startsWith('db/') && !file.startsWith('test/') && !base(file).endsWith('-repository.ts'));
    const withSql = checked.filter((file) => writesSql(read(file)));
    expect(withSql.sort()).toEqual(Object.keys(SQL_OUTSIDE_REPOSITORIES).sort());
    // The check sees the real thing: the repositories' SQL is found by the same words.
    expect(files.filter((file) => base(file).endsWith('-repository.ts') && writesSql(read(file))).length).toBeGreaterThan(30);
  });

  it("reaches another module's repository through app.repositories or as a type, not by importing its code", () => {
    const reaching = edges.filter(
      (edge) =>
        !edge.typeOnly &&
        base(edge.to).endsWith('-repository.ts') &&
        moduleOf(edge.from) !== null &&
        moduleOf(edge.from) !== moduleOf(edge.to) &&
        // A repository may join another's writes to its transaction or reuse its columns.
        !base(edge.from).endsWith('-repository.ts') &&
        !RECORDS_SHARED_IN_TRANSACTIONS.includes(moduleOf(edge.to)!) &&
        !(edge.from in REPOSITORY_IMPORTS_ALLOWED),
    );
    expect(reaching.map((edge) => `${edge.from} imports ${edge.to}`)).toEqual([]);
  });
});
