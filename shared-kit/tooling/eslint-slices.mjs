// An ESLint rule for the layers and slices inside one front-end package (Feature-Sliced Design, docs/adr/0024
// and docs/architecture.md §1): `src/{app,exposes} > pages > widgets > features > entities > shared`.
// A relative import is resolved against its file and refused when it goes
//   - upward (a layer imports a layer above it),
//   - across (a slice imports another slice of its own layer),
//   - deep (it reaches into another slice, or another segment of `shared`, past its public `index.ts`).
// Files outside the layers (`src/messages.ts`, `src/test/`, the entry files) are not checked, and may be
// imported from anywhere; nor are tests (they compose slices) and stylesheets.
import fs from 'node:fs';
import path from 'node:path';

/** Layers from the top; `app` and `exposes` share the top rank. */
const RANK = { app: 5, exposes: 5, pages: 4, widgets: 3, features: 2, entities: 1, shared: 0 };
/** Layers whose second folder is a slice (for `shared`, a segment: api, lib, ui…). */
const SLICED = new Set(['pages', 'widgets', 'features', 'entities', 'shared']);

/** Where a file sits: its package's `src`, its layer, its slice and the path inside the slice. */
function placeOf(file) {
  const normal = file.split(path.sep).join('/');
  const match = /^(.*\/(?:shell|mf-[a-z]+)\/src)\/(.+)$/.exec(normal);
  if (!match) return null;
  const [layer, slice, ...rest] = match[2].split('/');
  if (!(layer in RANK) || (SLICED.has(layer) && rest.length === 0 && slice === undefined)) return null;
  return { src: match[1], layer, slice: SLICED.has(layer) ? slice : undefined, rest: SLICED.has(layer) ? rest : [slice, ...rest] };
}

/** True when a path inside a slice names its public entry (the folder itself or its `index`). */
function isPublicEntry(rest) {
  return rest.length === 0 || (rest.length === 1 && /^index(\.tsx?)?$/.test(rest[0]));
}

/** The problem with importing `target` from `from`, as a message id, or null. */
export function sliceProblem(from, target) {
  if (!from || !target || from.src !== target.src) return null;
  if (RANK[target.layer] > RANK[from.layer]) return 'upward';
  const sameSlice = from.layer === target.layer && from.slice === target.slice;
  if (sameSlice) return null;
  if (from.layer === target.layer && SLICED.has(from.layer) && from.layer !== 'shared') return 'across';
  if (SLICED.has(target.layer) && !isPublicEntry(target.rest)) return 'deep';
  return null;
}

/** The folders a slice keeps its parts in: `ui` (parts of its components), `model` (hooks, rules, values), `api` (endpoints). */
const SEGMENTS = new Set(['ui', 'model', 'api']);

/** The names a slice's `index.ts` re-exports from its own root files (`from './CartPage'` gives `CartPage`). */
function rootExportsOf(sliceDir) {
  let source = '';
  try {
    source = fs.readFileSync(path.join(sliceDir, 'index.ts'), 'utf8');
  } catch {
    return new Set();
  }
  return new Set([...source.matchAll(/from\s+['"]\.\/([A-Za-z0-9_-]+)(?:\.tsx?)?['"]/g)].map((m) => m[1]));
}

/**
 * The problem with where a file sits inside its layer, as a message id, or null (docs/packages/README.md): the root
 * of a sliced layer holds only slices; a slice's root holds only its `index.ts`, the main component(s) its index
 * exports and their tests; everything else goes to `ui/`, `model/` or `api/`. `shared` holds only segments.
 */
export function layoutProblem(place) {
  if (!place || !SLICED.has(place.layer)) return null;
  if (place.rest.length === 0) return 'layerRoot';
  if (place.layer === 'shared') return null;
  const [first, ...inner] = place.rest;
  if (inner.length > 0) return SEGMENTS.has(first) ? null : 'segment';
  if (first === 'index.ts') return null;
  const [stem] = first.split('.');
  const main = /^[A-Z][A-Za-z0-9]*$/.test(stem) && rootExportsOf(path.join(place.src, place.layer, place.slice)).has(stem);
  if (main && (/^[A-Za-z0-9]+\.tsx$/.test(first) || /\.test\.tsx?$/.test(first))) return null;
  return 'flat';
}

const layout = {
  meta: {
    type: 'problem',
    docs: { description: 'One slice layout: index.ts and the main component(s) at the root, parts in ui/, model/, api/.' },
    schema: [],
    messages: {
      layerRoot: 'A layer holds slices (folders with an index.ts), not files: move this file into a slice (or `shared` into a segment).',
      segment: "A slice keeps its parts only in `ui/`, `model/` or `api/` (docs/packages/README.md).",
      flat: "A slice's root holds only index.ts and the main component(s) it exports (with their tests): move this file to `ui/` (a part), `model/` (hooks, rules, values) or `api/` (endpoints).",
    },
  },
  create(context) {
    const problem = layoutProblem(placeOf(context.filename));
    if (!problem) return {};
    return { Program: (node) => context.report({ node, loc: { line: 1, column: 0 }, messageId: problem }) };
  },
};

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Layers and slices inside a front-end package: no upward, cross-slice or deep imports.' },
    schema: [],
    messages: {
      upward: "'{{source}}': a layer imports only the layers below it (app/exposes > pages > widgets > features > entities > shared).",
      across: "'{{source}}': a slice does not import another slice of its layer; move the shared part down a layer.",
      deep: "'{{source}}': import another slice through its public index.ts, never a file inside it.",
    },
  },
  create(context) {
    const from = placeOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const source = node?.value;
      // A stylesheet is no slice's API: a slice may use another's shared classes.
      if (typeof source !== 'string' || !source.startsWith('.') || source.endsWith('.css')) return;
      const target = placeOf(path.resolve(path.dirname(context.filename), source));
      const problem = sliceProblem(from, target);
      if (problem) context.report({ node, messageId: problem, data: { source } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { boundaries: rule, layout } };
