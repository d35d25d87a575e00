/** @jest-environment node */
// Contract checks between the teams (ADR 0022): what each remote declares in its declaration.json against
// what it exposes, what the typed contract lists, and what the other teams place. A provider that drops
// or renames a fragment another team places fails here, in the provider's CI, before it is released.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..', '..');
const REMOTES = ['mf-catalog', 'mf-checkout', 'mf-account', 'mf-search'];
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

  it('the shell\'s built-in copy is what the remotes declare today, so a remote that is down keeps its pages and texts', () => {
    const builtIn = JSON.parse(read('shell/src/federation/built-in-declarations.json'));
    for (const remote of REMOTES) {
      const { routes, fragments, platform } = declarations[remote];
      expect(builtIn[containerOf(remote)]).toEqual({ name: containerOf(remote), version: 'built-in', platform, routes, fragments });
    }
  });
});
