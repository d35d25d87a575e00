import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Who imports whom: each key imports every member of its set. Keys are paths relative to the root. */
export type Graph = Map<string, Set<string>>;

/** One import of one file, with the file it resolves to (paths relative to the source root). */
export interface ImportEdge {
  from: string;
  to: string;
  /** `import type …` / `export type … from`: gone from the built JavaScript, still a dependency. */
  typeOnly: boolean;
}

/** Every `.ts` file under `dir`, tests included, as paths relative to `root` with forward slashes. */
export function listSourceFiles(root: string, dir = root): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return listSourceFiles(root, full);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path.relative(root, full).split(path.sep).join('/')] : [];
    })
    .sort();
}

/** The file a relative specifier names: `./x` is `x.ts` or `x/index.ts`; `./x.js` is `x.ts` (NodeNext spelling). */
function resolveSpecifier(from: string, specifier: string, files: ReadonlySet<string>): string | null {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier.replace(/\.js$/, '')));
  for (const candidate of [`${base}.ts`, `${base}/index.ts`]) if (files.has(candidate)) return candidate;
  // Data files (JSON, SQL) and folders outside the root are not part of the code graph.
  return null;
}

/** Whether the import or re-export of `specifier` in `text` names types only. */
function isTypeOnly(text: string, specifier: string): boolean {
  const quoted = specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const statement = new RegExp(`(?:^|\\n)\\s*(import|export)\\s+([^;]*?)\\s+from\\s+['"]${quoted}['"]`, 'g');
  const matches = [...text.matchAll(statement)];
  return matches.length > 0 && matches.every((match) => /^type\s/.test(match[2]) || /^\{[^}]*\}$/.test(match[2]) && allTypeNames(match[2]));
}

/** `{ type A, type B }`: every name in the braces is marked `type`. */
function allTypeNames(braces: string): boolean {
  const names = braces.slice(1, -1).split(',').map((name) => name.trim()).filter(Boolean);
  return names.length > 0 && names.every((name) => name.startsWith('type '));
}

/**
 * The imports between the source files under `root` (static imports, re-exports, `import()` and
 * `require()`), read with the TypeScript compiler's pre-processor, so commented-out imports and strings
 * that merely look like imports do not count. Imports of packages are left out.
 */
export function readImports(root: string): ImportEdge[] {
  const files = listSourceFiles(root);
  const known = new Set(files);
  const edges: ImportEdge[] = [];
  for (const from of files) {
    const text = fs.readFileSync(path.join(root, from), 'utf8');
    const info = ts.preProcessFile(text, true, true);
    for (const { fileName: specifier } of info.importedFiles) {
      if (!specifier.startsWith('.')) continue;
      const to = resolveSpecifier(from, specifier, known);
      if (to) edges.push({ from, to, typeOnly: isTypeOnly(text, specifier) });
    }
  }
  return edges;
}

/** The graph of some edges, every named node present even without edges. */
export function toGraph(edges: Iterable<{ from: string; to: string }>, nodes: Iterable<string> = []): Graph {
  const graph: Graph = new Map();
  for (const node of nodes) graph.set(node, new Set());
  for (const { from, to } of edges) {
    if (!graph.has(from)) graph.set(from, new Set());
    if (!graph.has(to)) graph.set(to, new Set());
    graph.get(from)!.add(to);
  }
  return graph;
}

/** The folder a file belongs to as a module: `modules/<name>/…` is `modules/<name>`; anything else null. */
export function moduleOf(file: string): string | null {
  const match = /^modules\/([^/]+)\//.exec(file);
  return match ? `modules/${match[1]}` : null;
}

/** The graph between module folders: an edge wherever a file of one imports a file of another. */
export function moduleGraph(edges: ImportEdge[]): Graph {
  const between = edges
    .map((edge) => ({ from: moduleOf(edge.from), to: moduleOf(edge.to) }))
    .filter((edge): edge is { from: string; to: string } => edge.from !== null && edge.to !== null && edge.from !== edge.to);
  return toGraph(between);
}

/** Strongly connected components with more than one node, or one node importing itself (Tarjan). */
function tangles(graph: Graph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.has(node)) found.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

/** A shortest way from `start` back to itself inside `members` (breadth first). */
function shortestLoop(graph: Graph, start: string, members: ReadonlySet<string>): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      if (!members.has(next)) continue;
      if (next === start) {
        const loop = [start];
        for (let step = node; step !== start; step = previous.get(step)!) loop.splice(1, 0, step);
        return [...loop, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

/**
 * The import cycles of a graph: one shortest loop per tangle of nodes that reach one another, e.g.
 * `['a', 'b', 'a']`. Empty when the graph is a DAG.
 */
export function findCycles(graph: Graph): string[][] {
  return tangles(graph).map((component) => shortestLoop(graph, component[0], new Set(component)));
}

/** A module's face: `modules/<name>/index.ts`, the only file of a module that files outside it import. */
export const faceOf = (module: string): string => `${module}/index.ts`;

/** Imports from outside a module into one of its files other than its face (`modules/<name>/index.ts`). */
export function bypassedFaces(edges: ImportEdge[]): ImportEdge[] {
  return edges.filter((edge) => {
    const to = moduleOf(edge.to);
    return to !== null && moduleOf(edge.from) !== to && edge.to !== faceOf(to);
  });
}

/** A floor of the API: the files it holds may import files of their own floor or of a floor below. */
export interface Floor {
  name: string;
  holds(file: string): boolean;
}

/**
 * The imports that climb: from a file on one floor to a file on a higher one. `floors` are listed bottom
 * to top; a file is on the first floor that holds it, and a file no floor holds is not checked.
 */
export function upwardImports(edges: ImportEdge[], floors: Floor[]): string[] {
  const floorOf = (file: string): number => floors.findIndex((floor) => floor.holds(file));
  return edges.flatMap((edge) => {
    const from = floorOf(edge.from);
    const to = floorOf(edge.to);
    return from >= 0 && to > from ? [`${edge.from} (${floors[from].name}) imports ${edge.to} (${floors[to].name})`] : [];
  });
}

/**
 * The layers of an acyclic graph, bottom first: layer 0 imports nothing, layer n imports only nodes of
 * lower layers and at least one of layer n-1. Throws on a cycle (which `findCycles` names).
 */
export function layers(graph: Graph): string[][] {
  const depth = new Map<string, number>();
  const visiting = new Set<string>();
  const visit = (node: string): number => {
    if (depth.has(node)) return depth.get(node)!;
    if (visiting.has(node)) throw new Error(`a cycle through ${node}`);
    visiting.add(node);
    const below = [...(graph.get(node) ?? [])].map(visit);
    visiting.delete(node);
    depth.set(node, below.length ? Math.max(...below) + 1 : 0);
    return depth.get(node)!;
  };
  const result: string[][] = [];
  for (const node of [...graph.keys()].sort()) {
    const at = visit(node);
    (result[at] ??= []).push(node);
  }
  return result.map((layer) => layer.sort());
}

/** One name a file takes from a module's face, with the module file the face re-exports it from. */
export interface FaceImport {
  from: string;
  name: string;
  /** The module's file behind the name, or null when the face does not export it from one of its files. */
  file: string | null;
  typeOnly: boolean;
}

/** `export { a, type B } from './x'` of each face under `root`: the file behind every name it re-exports. */
function readFaces(root: string, files: string[]): Map<string, Map<string, string>> {
  const faces = new Map<string, Map<string, string>>();
  for (const face of files.filter((file) => /^modules\/[^/]+\/index\.ts$/.test(file))) {
    const names = new Map<string, string>();
    const source = ts.createSourceFile(face, fs.readFileSync(path.join(root, face), 'utf8'), ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const file = resolveSpecifier(face, statement.moduleSpecifier.text, new Set(files));
      if (!file || !statement.exportClause || !ts.isNamedExports(statement.exportClause)) continue;
      for (const element of statement.exportClause.elements) names.set(element.name.text, file);
    }
    faces.set(path.posix.dirname(face), names);
  }
  return faces;
}

/**
 * Every name imported (or re-exported) through a module's face, resolved to the module's file behind it,
 * so a rule about which files may use which still sees through the faces.
 */
export function readFaceImports(root: string): FaceImport[] {
  const files = listSourceFiles(root);
  const known = new Set(files);
  const faces = readFaces(root, files);
  const found: FaceImport[] = [];
  for (const from of files) {
    const source = ts.createSourceFile(from, fs.readFileSync(path.join(root, from), 'utf8'), ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      const isImport = ts.isImportDeclaration(statement);
      if ((!isImport && !ts.isExportDeclaration(statement)) || !statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const to = resolveSpecifier(from, statement.moduleSpecifier.text, known);
      const module = to === null ? null : moduleOf(to);
      if (module === null || to !== faceOf(module) || moduleOf(from) === module) continue;
      const names = faces.get(module) ?? new Map<string, string>();
      const add = (name: string, typeOnly: boolean): void => {
        found.push({ from, name, file: names.get(name) ?? null, typeOnly });
      };
      if (isImport) {
        const clause = statement.importClause;
        const bindings = clause?.namedBindings;
        if (bindings && ts.isNamedImports(bindings))
          for (const element of bindings.elements) add((element.propertyName ?? element.name).text, clause!.isTypeOnly || element.isTypeOnly);
      } else if (statement.exportClause && ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) add((element.propertyName ?? element.name).text, statement.isTypeOnly || element.isTypeOnly);
      }
    }
  }
  return found;
}
