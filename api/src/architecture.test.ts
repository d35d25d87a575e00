import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  bypassedFaces,
  findCycles,
  layers,
  listSourceFiles,
  moduleGraph,
  moduleOf,
  readFaceImports,
  readImports,
  toGraph,
  upwardImports,
  type Floor,
  type ImportEdge,
} from './test/import-graph';

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

describe('the face and floor checks', () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'module-faces-'));
    const write = (file: string, text: string): void => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    write('modules/catalog/catalog-repository.ts', 'export const CARD_COLUMNS = 1;\nexport function createCatalogRepository() {}\nexport type Card = { id: number };\n');
    write('modules/catalog/get-product.ts', "import { CARD_COLUMNS } from './catalog-repository';\nexport const getProduct = () => CARD_COLUMNS;\n");
    write('modules/catalog/index.ts', "export { CARD_COLUMNS, createCatalogRepository, type Card } from './catalog-repository';\nexport { getProduct } from './get-product';\n");
    // favourites takes the card's columns through the face, but its routes reach past it into a use case.
    write('modules/favourites/favourites-repository.ts', "import { CARD_COLUMNS, type Card } from '../catalog/index';\nexport const x: Card[] = [{ id: CARD_COLUMNS }];\n");
    write('modules/favourites/routes.ts', "import { getProduct } from '../catalog/get-product';\nimport { createCatalogRepository } from '../catalog/index';\nexport const y = [getProduct, createCatalogRepository];\n");
    write('modules/favourites/index.ts', "export { x } from './favourites-repository';\n");
    // shared/ reaching up into a module, and a plugin reaching up into the app.
    write('shared/money.ts', "import { x } from '../modules/favourites/index';\nexport const money = x;\n");
    write('plugins/identity.ts', "import { money } from '../shared/money';\nimport { start } from '../app';\nexport const identity = [money, start];\n");
    write('app.ts', "import { identity } from './plugins/identity';\nimport { x } from './modules/favourites/index';\nexport const start = [identity, x];\n");
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("finds an import that goes past a module's face, and no import inside a module or into a face", () => {
    expect(bypassedFaces(readImports(root)).map((edge) => `${edge.from} → ${edge.to}`)).toEqual(['modules/favourites/routes.ts → modules/catalog/get-product.ts']);
  });

  it('finds the imports that climb a floor, and names both floors', () => {
    const floors: Floor[] = [
      { name: 'shared', holds: (file) => file.startsWith('shared/') },
      { name: 'plugins', holds: (file) => file.startsWith('plugins/') },
      { name: 'modules', holds: (file) => moduleOf(file) !== null },
      { name: 'app', holds: (file) => file === 'app.ts' },
    ];
    expect(upwardImports(readImports(root), floors).sort()).toEqual([
      'plugins/identity.ts (plugins) imports app.ts (app)',
      'shared/money.ts (shared) imports modules/favourites/index.ts (modules)',
    ]);
  });

  it('puts the modules in layers, each importing only lower ones, and refuses a cycle', () => {
    expect(layers(moduleGraph(readImports(root)))).toEqual([['modules/catalog'], ['modules/favourites']]);
    expect(() => layers(toGraph([{ from: 'a', to: 'b' }, { from: 'b', to: 'a' }]))).toThrow('a cycle through');
  });

  it('sees through a face to the file behind each name, type-only or not', () => {
    const names = readFaceImports(root).map((use) => `${use.from}: ${use.name} ← ${use.file}${use.typeOnly ? ' (type)' : ''}`);
    expect(names.sort()).toEqual([
      'app.ts: x ← modules/favourites/favourites-repository.ts',
      'modules/favourites/favourites-repository.ts: CARD_COLUMNS ← modules/catalog/catalog-repository.ts',
      'modules/favourites/favourites-repository.ts: Card ← modules/catalog/catalog-repository.ts (type)',
      'modules/favourites/routes.ts: createCatalogRepository ← modules/catalog/catalog-repository.ts',
      'shared/money.ts: x ← modules/favourites/favourites-repository.ts',
    ]);
  });
});

/**
 * The floors of the API, bottom to top: a file may import its own floor or a lower one. Among the modules
 * the order is the module graph's (no cycle; see «has no import cycle between module folders»). The
 * database seed and tools are not on a floor; tests are not checked.
 */
const FLOORS: Floor[] = [
  { name: 'shared', holds: (file) => file.startsWith('shared/') },
  { name: 'database', holds: (file) => file.startsWith('db/') && !file.startsWith('db/seed') && file !== 'db/open-database.ts' },
  { name: 'plugins', holds: (file) => file.startsWith('plugins/') && file !== 'plugins/repositories.ts' },
  { name: 'modules', holds: (file) => moduleOf(file) !== null },
  {
    name: 'the app',
    holds: (file) =>
      [
        'app.ts',
        'config.ts',
        'module-routes.ts',
        'operations-config.ts',
        'operations-server.ts',
        'scaling-config.ts',
        'server.ts',
        'plugins/repositories.ts',
        'db/open-database.ts',
      ].includes(file),
  },
];

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

  it('gives every module folder a face (index.ts)', () => {
    const folders = fs.readdirSync(path.join(SRC, 'modules'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.length).toBeGreaterThan(25);
    expect(folders.filter((entry) => !fs.existsSync(path.join(SRC, 'modules', entry.name, 'index.ts'))).map((entry) => entry.name)).toEqual([]);
  });

  it("imports a module from outside it only through its face, tests included", () => {
    const all = readImports(SRC);
    expect(bypassedFaces(all).map((edge) => `${edge.from} imports ${edge.to}`)).toEqual([]);
    // The check sees the real thing: the modules, the plugins and the app import one another through faces.
    expect(all.filter((edge) => moduleOf(edge.to) !== null && moduleOf(edge.from) !== moduleOf(edge.to)).length).toBeGreaterThan(150);
  });

  it('names in every face only what some file outside the module uses', () => {
    const used = new Set(readFaceImports(SRC).map((use) => `${moduleOf(use.file ?? '')}/${use.name}`));
    const faces = listSourceFiles(SRC).filter((file) => /^modules\/[^/]+\/index\.ts$/.test(file));
    const unused = faces.flatMap((face) =>
      [...read(face).matchAll(/export (?:type )?\{([^}]*)\}/g)]
        .flatMap((match) => match[1].split(','))
        .map((name) => name.trim().replace(/^type\s+/, ''))
        .filter((name) => name && !used.has(`${path.posix.dirname(face)}/${name}`))
        .map((name) => `${face}: ${name}`),
    );
    expect(unused).toEqual([]);
  });

  it('never imports from a lower floor to a higher one (shared, database, plugins, modules, the app)', () => {
    expect(upwardImports(edges, FLOORS)).toEqual([]);
    // plugins/ reaches no module: identity declares the reads it needs; the registry sits with the app.
    expect(edges.filter((edge) => FLOORS[2].holds(edge.from) && moduleOf(edge.to) !== null)).toEqual([]);
  });

  it('layers the modules through their faces', () => {
    const layered = layers(moduleGraph(edges));
    expect(layered.length).toBeGreaterThan(3);
    expect(layered.flat().length).toBeGreaterThan(20);
  });
});

/**
 * Modules that serve no routes of their own, and why. Every other folder of modules/ has a routes.ts,
 * which the app discovers (module-routes.ts).
 */
const MODULES_WITHOUT_ROUTES: Record<string, string> = {
  consents: 'the texts and records of consents, given with the forms of other modules',
  files: "the store of the API's own files (a folder or the database), used by the exchange and the media",
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

/**
 * Whether source text holds an SQL statement or runs one: a string or template whose text starts with an
 * SQL verb (`SELECT`, `INSERT INTO`, `UPDATE <table> SET`, `DELETE FROM`, `WITH <name> AS`, upper case
 * as the API writes them), or a call of a database's `query` (`.query(…)`, `.query<Row>(…)`), whatever
 * builds its text. `request.query` is read, never called, so it does not count.
 */
function writesSql(text: string): boolean {
  return /[`'"]\s*(SELECT|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|WITH\s+\w+\s+AS)\b/.test(text) || /\.query\s*(<[^()]*>)?\s*\(/.test(text);
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
  const faceImports = readFaceImports(SRC).filter((use) => !use.from.endsWith('.test.ts'));
  const modules = fs
    .readdirSync(path.join(SRC, 'modules'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  it('recognises SQL and route definitions in source text', () => {
    expect(writesSql("await tx.query('UPDATE orders SET status = $2 WHERE id = $1', [id, to]);")).toBe(true);
    expect(writesSql('await db.query<Row>(\n  `\n    SELECT id FROM products`,\n);')).toBe(true);
    expect(writesSql("const match = /^Basic\\s+(.+)$/.exec(header); // select it")).toBe(false);
    expect(writesSql('const { rows } = await db.query<Row>(statement, [id]);')).toBe(true);
    expect(writesSql('const base = request.query.base ?? app.config.publicUrl;')).toBe(false);
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

  it("registers every infrastructure plugin (*-plugin.ts) in app.ts, which takes nothing else from the modules' faces", () => {
    const plugins = files.filter((file) => file.startsWith('modules/') && base(file).endsWith('-plugin.ts')).sort();
    const fromApp = faceImports.filter((use) => use.from === 'app.ts').map((use) => use.file).sort();
    expect(plugins.length).toBeGreaterThan(0);
    expect(fromApp).toEqual(plugins);
    expect(edges.filter((edge) => edge.from === 'app.ts' && moduleOf(edge.to) !== null && base(edge.to) !== 'index.ts')).toEqual([]);
  });

  it('writes SQL only in *-repository.ts files (the database layer, its seed and the tests aside)', () => {
    const checked = files.filter((file) => !file.startsWith('db/') && !file.startsWith('test/') && !base(file).endsWith('-repository.ts'));
    const withSql = checked.filter((file) => writesSql(read(file)));
    expect(withSql).toEqual([]);
    // The check sees the real thing: the repositories' SQL is found by the same words.
    expect(files.filter((file) => base(file).endsWith('-repository.ts') && writesSql(read(file))).length).toBeGreaterThan(30);
  });

  it("reaches another module's repository through app.repositories or as a type, not by importing its code", () => {
    // Through the faces: the file behind each name a module takes from another's face.
    const reaching = faceImports.filter(
      (use) =>
        !use.typeOnly &&
        use.file !== null &&
        base(use.file).endsWith('-repository.ts') &&
        moduleOf(use.from) !== null &&
        // A repository may join another's writes to its transaction or reuse its columns.
        !base(use.from).endsWith('-repository.ts') &&
        !RECORDS_SHARED_IN_TRANSACTIONS.includes(moduleOf(use.file)!) &&
        !(use.from in REPOSITORY_IMPORTS_ALLOWED),
    );
    expect(reaching.map((use) => `${use.from} takes ${use.name} of ${use.file}`)).toEqual([]);
    // The check sees the real thing: repositories take other modules' repository code through the faces.
    expect(faceImports.filter((use) => !use.typeOnly && use.file?.endsWith('-repository.ts') && base(use.from).endsWith('-repository.ts')).length).toBeGreaterThan(3);
  });
});
