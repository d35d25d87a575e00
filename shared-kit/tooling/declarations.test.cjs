/** @jest-environment node */
// Contract checks between the teams (ADR 0022): what each remote declares in its declaration.json against
// what it exposes, what the typed contract lists, and what the other teams place. A provider that drops
// or renames a fragment another team places fails here, in the provider's CI, before it is released; so
// does a prop of the contract (shared-kit/src/contracts/fragments.ts) renamed while a team still gives the
// old one. The release gate runs this file in its contract step (shared-kit/tooling/gate.cjs), beside tsc
// over every remote's `src/exposes/*.contract.ts` and every placement.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..', '..');
const { REMOTE_DIRS: REMOTES, REMOTE_NAMES } = require('./apps.cjs');
const APPS = [...REMOTES, 'shell'];

function read(file) {
  return fs.readFileSync(path.join(ROOT, file), 'utf8');
}

/** Every source file of an app. */
function sources(app) {
  const out = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
    }
  };
  walk(path.join(ROOT, app, 'src'));
  return out;
}

/** The exposes of a remote's webpack configuration (`./CartButton` → `CartButton`). */
function exposesOf(remote) {
  const config = read(`${remote}/webpack.config.js`);
  return [...config.matchAll(/'\.\/([A-Za-z]+)':/g)].map((match) => match[1]);
}

const declarations = Object.fromEntries(REMOTES.map((remote) => [remote, JSON.parse(read(`${remote}/declaration.json`))]));
const containerOf = (remote) => `mf_${remote.slice(3)}`;

/** Fragment ids of the typed contract (`FragmentProps` in shared-kit/src/contracts/fragments.ts). */
const contractIds = [...read('shared-kit/src/contracts/fragments.ts').matchAll(/^ {2}'(mf_[a-z]+\/[A-Za-z]+)':/gm)].map((m) => m[1]);

/** Every fragment a team places in its code: `<Fragment id="mf_x/Y"` and `id: 'mf_x/Y'` of fragment lists. */
const placed = APPS.flatMap((app) =>
  sources(app).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/(?:<Fragment\s+id=|fragment(?:Id)?:\s*)["'](mf_[a-z]+\/[A-Za-z]+)["']/g)].map((m) => ({
      app,
      file: path.relative(ROOT, file),
      id: m[1],
    })),
  ),
);

/** Splits `text` on `separator` where it is outside brackets and strings. */
function splitTopLevel(text, separator) {
  const parts = [];
  let depth = 0;
  let quote = null;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quote) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = null;
    } else if (char === "'" || char === '"' || char === '`') quote = char;
    else if ('({[<'.includes(char)) depth += 1;
    else if (')}]>'.includes(char) && text[index - 1] !== '=') depth -= 1;
    else if (char === separator && depth === 0) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** The text from an opening bracket at `start` to its closing one, both included. */
function balanced(text, start) {
  let depth = 0;
  for (let index = start; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    else if (text[index] === '}' && --depth === 0) return text.slice(start, index + 1);
  }
  return null;
}

/** The JSX tag that starts at `start`, up to its `>` or `/>` outside braces. */
function tagAt(text, start) {
  let depth = 0;
  for (let index = start; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    else if (text[index] === '}') depth -= 1;
    else if (text[index] === '>' && depth === 0) return text.slice(start, index + 1);
  }
  return text.slice(start);
}

/** The props of each fragment of the typed contract: every name, and which of them are required. */
const contractProps = Object.fromEntries(
  [...read('shared-kit/src/contracts/fragments.ts').matchAll(/^ {2}'(mf_[a-z]+\/[A-Za-z]+)':\s*(.+);$/gm)].map(([, id, type]) => {
    if (/^Record<string,\s*never>$/.test(type.trim())) return [id, { all: [], required: [] }];
    const members = splitTopLevel(type.trim().replace(/^\{|\}$/g, ''), ';').map((member) => /^([A-Za-z_$][\w$]*)(\??):/.exec(member));
    return [id, { all: members.map((m) => m[1]), required: members.filter((m) => !m[2]).map((m) => m[1]) }];
  }),
);

/** Every placement whose props are an object literal: the names it gives (null when it spreads something). */
const placements = APPS.flatMap((app) =>
  sources(app).flatMap((file) => {
    const text = fs.readFileSync(file, 'utf8');
    return [...text.matchAll(/<Fragment\s+[^>]*?id=["'](mf_[a-z]+\/[A-Za-z]+)["']/g)].flatMap((match) => {
      const tag = tagAt(text, match.index);
      const props = /\sprops=\{\s*\{/.exec(tag);
      if (!props) return [];
      const literal = balanced(tag, props.index + props[0].length - 1);
      const given = splitTopLevel(literal.slice(1, -1), ',').map((part) => (part.startsWith('...') ? null : /^([A-Za-z_$][\w$]*)/.exec(part)?.[1]));
      return [{ app, file: path.relative(ROOT, file), id: match[1], names: given.includes(null) ? null : given }];
    });
  }),
);

describe('the remotes\' declarations', () => {
  it.each(REMOTES)('%s declares itself under its container name, with a platform range and routes', (remote) => {
    const declaration = declarations[remote];
    expect(declaration.name).toBe(containerOf(remote));
    expect(declaration.platform).toMatch(/^\^\d+\.\d+\.\d+$/);
    expect(declaration.routes.length).toBeGreaterThan(0);
    for (const route of declaration.routes) expect(route.path).toMatch(/^\/[A-Za-z0-9_\-./:*]*$/);
  });

  it.each(REMOTES)('%s declares exactly the fragments it exposes, each with a placeholder height', (remote) => {
    const declared = Object.keys(declarations[remote].fragments).sort();
    const exposed = exposesOf(remote)
      .filter((name) => name !== 'routes')
      .map((name) => `${containerOf(remote)}/${name}`)
      .sort();
    expect(declared).toEqual(exposed);
    for (const fragment of Object.values(declarations[remote].fragments)) expect(fragment.height).toBeDefined();
  });

  it('every fragment of the typed contract is declared by its provider, and every declared one is in the contract', () => {
    const declared = REMOTES.flatMap((remote) => Object.keys(declarations[remote].fragments)).sort();
    expect([...contractIds].sort()).toEqual(declared);
  });

  it('every fragment a team places is one its provider declares', () => {
    expect(placed.length).toBeGreaterThan(5);
    const declared = new Set(REMOTES.flatMap((remote) => Object.keys(declarations[remote].fragments)));
    const unknown = placed.filter((place) => !declared.has(place.id));
    expect(unknown).toEqual([]);
  });

  it('no team places its own fragment through the runtime: a team uses its own components directly', () => {
    const own = placed.filter((place) => place.app !== 'shell' && place.id.startsWith(`${containerOf(place.app)}/`));
    expect(own).toEqual([]);
  });

  // The shell's built-in copy is a snapshot taken when the shell is released, possibly older than what a
  // remote declares today: a remote adds or changes its pages alone, with no shell file edited (ADR 0022).
  // It must only be a well-formed declaration of each remote, for the shell to stand in with.
  it('the shell\'s built-in copy is a well-formed, possibly older declaration of each remote, so a remote that is down keeps its pages and texts', () => {
    const builtIn = JSON.parse(read('shell/src/federation/built-in-declarations.json'));
    for (const remote of REMOTES) {
      const copy = builtIn[containerOf(remote)];
      expect(copy).toMatchObject({ name: containerOf(remote), version: 'built-in', platform: expect.any(String) });
      expect(copy.routes.length).toBeGreaterThan(0);
      for (const route of copy.routes) expect(route.path).toMatch(/^\//);
      for (const [id, fragment] of Object.entries(copy.fragments)) {
        expect(id.startsWith(`${containerOf(remote)}/`)).toBe(true);
        expect(fragment.height).toBeDefined();
      }
    }
  });

  it('every placement gives exactly the props its fragment\'s contract names: none unknown (a renamed one), none required missing', () => {
    expect(placements.filter((place) => place.id === 'mf_checkout/CartButton').length).toBeGreaterThan(2);
    const wrong = placements.flatMap((place) => {
      const contract = contractProps[place.id];
      if (!contract || place.names === null) return [];
      const unknown = place.names.filter((name) => !contract.all.includes(name));
      const missing = contract.required.filter((name) => !place.names.includes(name));
      return unknown.length || missing.length ? [`${place.file} places ${place.id} with ${unknown.map((n) => `${n} (not in the contract)`).concat(missing.map((n) => `no ${n} (required)`)).join(', ')}`] : [];
    });
    expect(wrong).toEqual([]);
  });
});

// Each page's path is declared once for the shell (declaration.json, read before any remote code loads)
// and once for the router (the remote's `exposes/routes.tsx`). A page added, renamed or dropped on one side
// only is a page the shell routes to a remote that does not draw it, or one the shell never routes to.
describe('the remotes, named once', () => {
  /** The paths a remote's `exposes/routes.tsx` gives the router, lower-cased (React Router ignores case). */
  const routedPaths = (remote) => [...read(`${remote}/src/exposes/routes.tsx`).matchAll(/\bpath:\s*'([^']+)'/g)].map((match) => match[1].toLowerCase());

  it.each(REMOTES)('%s routes exactly the pages its declaration.json declares', (remote) => {
    const declared = declarations[remote].routes.map((route) => route.path.toLowerCase());
    expect(routedPaths(remote).length).toBeGreaterThan(0);
    expect([...new Set(routedPaths(remote))].sort()).toEqual([...new Set(declared)].sort());
  });

  it("each remote's declaration is named as its package.json's `shop.container` says", () => {
    expect(REMOTES.map((remote) => declarations[remote].name)).toEqual(REMOTE_NAMES);
  });

  it("the typed contract's remote names are the apps' (shared-kit/src/contracts/fragments.ts)", () => {
    const source = read('shared-kit/src/contracts/fragments.ts');
    const union = source.match(/export type RemoteName = ([^;]+);/)[1];
    expect([...union.matchAll(/'(mf_[a-z]+)'/g)].map((match) => match[1])).toEqual(REMOTE_NAMES);
    const list = source.match(/export const REMOTE_NAMES[^=]*=\s*\[([^\]]+)\]/)[1];
    expect([...list.matchAll(/'(mf_[a-z]+)'/g)].map((match) => match[1])).toEqual(REMOTE_NAMES);
  });
});
