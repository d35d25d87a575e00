/** @jest-environment node */
// The release path (docs/releasing.md): a release is built only from a committed tree, its gate is recorded
// on it, promote and canary refuse it without a passing gate unless forced with a reason, and the gate's
// contract step refuses the rename of a fragment's prop (`available` → `stock` of mf_checkout/CartButton).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { readRegistry, recordRelease, updateRegistry } = require('./registry.cjs');
const { checkContracts, checkLiveContracts, runGate, temporaryWorktree } = require('./gate.cjs');
const { commitOf, treeState } = require('./release.cjs');

const ROOT = path.join(__dirname, '..', '..');
const TOOLING = __dirname;

function git(cwd, ...args) {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}

/** A temporary repository with one committed remote (`app/`, container mf_demo) and an ignored `out/`. */
function repository() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-repo-'));
  git(dir, 'init', '-q');
  git(dir, 'config', 'user.email', 'team@example.org');
  git(dir, 'config', 'user.name', 'Team');
  fs.mkdirSync(path.join(dir, 'app', 'src'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'app', 'package.json'),
    JSON.stringify({ name: 'mf-demo', version: '1.0.0', shop: { container: 'mf_demo', port: 8089 } }),
  );
  fs.writeFileSync(path.join(dir, 'app', 'src', 'index.ts'), 'export {};\n');
  fs.writeFileSync(path.join(dir, '.gitignore'), 'out/\n');
  git(dir, 'add', '.');
  git(dir, 'commit', '-q', '-m', 'first');
  return dir;
}

function node(script, args, env) {
  return spawnSync('node', [path.join(TOOLING, script), ...args], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
}

function releasesEnv() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gate-releases-'));
  return { RELEASES_DIR: dir, REMOTES_REGISTRY: path.join(dir, 'registry.json') };
}

function release(version, commit) {
  return {
    version,
    manifest: `/releases/mf-checkout/${version}/mf-manifest.json`,
    dir: `mf-checkout/${version}`,
    integrity: 'sha384-x',
    commit,
    builtAt: '2026-11-27T00:00:00.000Z',
  };
}

describe('release: only from a committed tree', () => {
  it('When anything in the repository is not committed, then the release is refused before it builds, saying what', () => {
    const repo = repository();
    const env = releasesEnv();
    expect(treeState(path.join(repo, 'app'))).toEqual({
      root: fs.realpathSync(repo),
      commit: expect.stringMatching(/^[0-9a-f]{40}$/),
      problems: [],
    });

    // A change outside the remote's folder counts too: the build reads shared code and the root's files.
    fs.appendFileSync(path.join(repo, '.gitignore'), 'tmp/\n');
    fs.writeFileSync(path.join(repo, 'shared.ts'), 'export const x = 1;\n');
    fs.appendFileSync(path.join(repo, 'app', 'src', 'index.ts'), 'export const y = 2;\n');
    const refused = node('release.cjs', ['--dir', path.join(repo, 'app'), '--version', '1.0.0'], {
      ...env,
      RELEASE_ALLOW_DIRTY: '',
    });
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/refused: a release is built from a commit/);
    expect(refused.stderr).toContain('\n   M .gitignore\n');
    expect(refused.stderr).toContain('?? shared.ts');
    expect(refused.stderr).toContain(' M app/src/index.ts');
    expect(refused.stdout).not.toMatch(/building/);
    expect(fs.existsSync(env.REMOTES_REGISTRY)).toBe(false);
  });

  it('When the remote is a copy git ignores, then it is refused; RELEASE_ALLOW_DIRTY lets a test build it, recorded as dirty', () => {
    const repo = repository();
    fs.cpSync(path.join(repo, 'app'), path.join(repo, 'out', 'copy'), { recursive: true });
    expect(treeState(path.join(repo, 'out', 'copy')).problems).toEqual([
      'out/copy is ignored by git: its files are in no commit',
    ]);
    expect(() => commitOf(path.join(repo, 'out', 'copy'), {})).toThrow(/ignored by git/);

    const head = git(repo, 'rev-parse', 'HEAD');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(
      commitOf(path.join(repo, 'out', 'copy'), { RELEASE_ALLOW_DIRTY: 'e2e: a generated copy' }),
    ).toEqual({ commit: `${head}-dirty`, dirty: 'e2e: a generated copy' });
    expect(commitOf(path.join(repo, 'app'), {})).toEqual({ commit: head });
    warn.mockRestore();
  });
});

describe('remotes: promote and canary only with a passing gate', () => {
  it('When a release has no gate, then promote and canary refuse it naming the gate command; --force with a reason goes through and is logged', () => {
    const env = releasesEnv();
    const commit = 'c'.repeat(40);
    updateRegistry(env.REMOTES_REGISTRY, (registry) => {
      recordRelease(registry, 'mf_checkout', {
        ...release('1.4.0', commit),
        gate: { passed: true, at: '2026-11-27T00:00:00.000Z', commit, steps: [] },
      });
      return recordRelease(registry, 'mf_checkout', release('1.5.0', commit));
    });
    expect(node('remotes-cli.cjs', ['promote', 'mf-checkout', '1.4.0'], env).status).toBe(0);

    const promote = node('remotes-cli.cjs', ['promote', 'mf_checkout', '1.5.0'], env);
    expect(promote.status).toBe(2);
    expect(promote.stderr).toContain(
      'mf_checkout 1.5.0 has no gate yet: run `npm run gate -- mf_checkout 1.5.0` before a promote',
    );
    const canary = node('remotes-cli.cjs', ['canary', 'mf_checkout', '1.5.0', '10'], env);
    expect(canary.status).toBe(2);
    expect(canary.stderr).toContain('npm run gate -- mf_checkout 1.5.0');
    expect(node('remotes-cli.cjs', ['promote', 'mf_checkout', '1.5.0', '--force'], env).stderr).toMatch(
      /--force needs a reason/,
    );

    const forced = node(
      'remotes-cli.cjs',
      ['canary', 'mf_checkout', '1.5.0', '10', '--force', 'hotfix of the payment page, checked by hand'],
      { ...env, USER: 'anna' },
    );
    expect(forced.status).toBe(0);
    expect(forced.stdout).toMatch(/goes to 10 % of shoppers \(forced by anna/);
    const entry = readRegistry(env.REMOTES_REGISTRY).remotes.mf_checkout;
    expect(entry.canary).toEqual({ version: '1.5.0', share: 10 });
    expect(entry.history.at(-1)).toMatchObject({
      action: 'canary',
      version: '1.5.0',
      forced: {
        reason: 'hotfix of the payment page, checked by hand',
        by: expect.stringMatching(/^anna/),
        gate: expect.stringMatching(/no gate yet/),
      },
    });
    expect(node('remotes-cli.cjs', ['status'], env).stdout).toMatch(
      /1\.4\.0 \(gate passed\), 1\.5\.0 \(no gate\)/,
    );
  });
});

describe('gate: recorded on the release', () => {
  const log = () => {};

  it("When a step fails, then the gate is recorded as not passed with the step's output tail, and the later steps as not run", async () => {
    const repo = repository();
    const env = releasesEnv();
    const commit = git(repo, 'rev-parse', 'HEAD');
    updateRegistry(env.REMOTES_REGISTRY, (registry) =>
      recordRelease(registry, 'mf_checkout', release('1.5.0', commit)),
    );
    const steps = [
      { name: 'team:typecheck', run: async () => ({ ok: true, output: 'fine' }) },
      {
        name: 'contracts',
        run: async () => ({
          ok: false,
          output: `${'noise\n'.repeat(100)}CartButton.tsx: error TS2322: 'stock' is not in the contract\n`,
        }),
      },
      { name: 'smoke', run: async () => ({ ok: true, output: '' }) },
    ];
    const gate = await runGate({ name: 'mf_checkout', version: '1.5.0', root: repo, env, steps, log });
    expect(gate).toMatchObject({
      passed: false,
      commit,
      steps: [
        { name: 'team:typecheck', passed: true },
        { name: 'contracts', passed: false },
        { name: 'smoke', passed: false, skipped: true },
      ],
    });
    expect(gate.steps[1].output.split('\n')).toHaveLength(40);
    expect(gate.steps[1].output).toMatch(/TS2322: 'stock' is not in the contract$/);
    const entry = readRegistry(env.REMOTES_REGISTRY).remotes.mf_checkout;
    expect(entry.releases[0].gate).toEqual(gate);
    expect(entry.history.at(-1)).toMatchObject({
      action: 'gate',
      version: '1.5.0',
      passed: false,
      failed: ['contracts', 'smoke'],
    });
    expect(node('remotes-cli.cjs', ['promote', 'mf_checkout', '1.5.0'], env).stderr).toMatch(
      /did not pass \(contracts, smoke \(not run\)/,
    );
  });

  it('When every step passes but one was skipped, then the gate is not passed; when all ran and passed, it is', async () => {
    const repo = repository();
    const env = releasesEnv();
    const commit = git(repo, 'rev-parse', 'HEAD');
    updateRegistry(env.REMOTES_REGISTRY, (registry) =>
      recordRelease(registry, 'mf_checkout', release('1.5.0', commit)),
    );
    const steps = ['team:typecheck', 'smoke'].map((name) => ({
      name,
      run: async () => ({ ok: true, output: '' }),
    }));
    const skipped = await runGate({
      name: 'mf_checkout',
      version: '1.5.0',
      root: repo,
      env,
      steps,
      skip: ['smoke'],
      log,
    });
    expect(skipped.passed).toBe(false);
    expect(skipped.steps[1]).toEqual({
      name: 'smoke',
      passed: false,
      skipped: true,
      reason: 'skipped on request',
    });
    const passed = await runGate({ name: 'mf_checkout', version: '1.5.0', root: repo, env, steps, log });
    expect(passed.passed).toBe(true);
    expect(node('remotes-cli.cjs', ['promote', 'mf_checkout', '1.5.0'], env).status).toBe(0);
  });

  it("When the checkout is not the release's commit, or has changes, or the release was built dirty, then the gate refuses to run", async () => {
    const repo = repository();
    const env = releasesEnv();
    const first = git(repo, 'rev-parse', 'HEAD');
    updateRegistry(env.REMOTES_REGISTRY, (registry) => {
      recordRelease(registry, 'mf_checkout', release('1.5.0', first));
      return recordRelease(registry, 'mf_checkout', { ...release('1.6.0', `${first}-dirty`), dirty: 'e2e' });
    });
    const steps = [{ name: 'team:typecheck', run: async () => ({ ok: true, output: '' }) }];
    await expect(
      runGate({ name: 'mf_checkout', version: '1.6.0', root: repo, env, steps, log }),
    ).rejects.toThrow(/not from a commit: no gate can check what it is/);
    await expect(
      runGate({ name: 'mf_checkout', version: '9.9.9', root: repo, env, steps, log }),
    ).rejects.toThrow(/never released/);

    fs.writeFileSync(path.join(repo, 'new.ts'), '');
    await expect(
      runGate({ name: 'mf_checkout', version: '1.5.0', root: repo, env, steps, log }),
    ).rejects.toThrow(/changes that are not in the release's commit[\s\S]*\?\? new\.ts[\s\S]*--worktree/);
    git(repo, 'add', 'new.ts');
    git(repo, 'commit', '-q', '-m', 'second');
    await expect(
      runGate({ name: 'mf_checkout', version: '1.5.0', root: repo, env, steps, log }),
    ).rejects.toThrow(/runs at the release's commit/);

    // A temporary worktree of the release's commit runs it whatever the checkout is.
    let seen = null;
    const probe = [{ name: 'team:typecheck', run: async () => ({ ok: true, output: '' }) }];
    const gate = await runGate({
      name: 'mf_checkout',
      version: '1.5.0',
      root: repo,
      env,
      worktree: true,
      steps: probe,
      log: (line) => (seen ??= line),
    });
    expect(gate).toMatchObject({ passed: true, commit: first, ranIn: 'worktree' });
    expect(seen).toMatch(/team:typecheck/);
    expect(git(repo, 'worktree', 'list').split('\n')).toHaveLength(1);
    expect(
      readRegistry(env.REMOTES_REGISTRY).remotes.mf_checkout.history.filter((item) => item.action === 'gate'),
    ).toHaveLength(1);
  });
});

/**
 * The break that reached shoppers once: mf-checkout renamed the `available` prop of its CartButton to
 * `stock` and fixed its own code, so its typecheck, tests and lint passed. In a worktree of this commit
 * the rename is made (the component only; then the contract in fragments.ts too) and the gate's contract
 * step refuses it. tsc runs over the narrowest project that shows each: mf-checkout's contract check alone
 * for the component, the files that place mf_checkout/CartButton for the contract.
 */
describe('gate: the contract step refuses a renamed fragment prop', () => {
  const FRAGMENT = 'mf_checkout/CartButton';
  let tree;

  beforeAll(() => {
    tree = temporaryWorktree(ROOT, git(ROOT, 'rev-parse', 'HEAD'));
  });
  afterAll(() => tree?.remove());

  function edit(file, from, to) {
    const full = path.join(tree.dir, file);
    const text = fs.readFileSync(full, 'utf8');
    const changed = text.split(from).join(to);
    if (changed === text) throw new Error(`${file} has no ${from}`);
    fs.writeFileSync(full, changed);
  }

  /** mf-checkout's own code after the rename: the component, its page and its harness give `stock`. */
  function renameInMfCheckout() {
    edit('mf-checkout/src/features/cart-button/CartButton.tsx', 'available', 'stock');
    edit('mf-checkout/src/bootstrap.tsx', 'available=', 'stock=');
    edit('mf-checkout/src/pages/cart/ui/CartLineView.tsx', 'available=', 'stock=');
  }

  /** The files tsc reported errors in. */
  function failingFiles(output) {
    return [
      ...new Set(
        [...output.matchAll(/^([\w./-]+\.tsx?)\(\d+,\d+\): error/gm)].map((match) =>
          path.relative(tree.dir, path.resolve(tree.dir, 'shared-kit', match[1])),
        ),
      ),
    ].sort();
  }

  it("When only the component is renamed (its own props type, the contract untouched), then the exposed component no longer takes the contract's props", async () => {
    renameInMfCheckout();
    edit(
      'mf-checkout/src/features/cart-button/CartButton.tsx',
      "export type CartButtonProps = FragmentProps['mf_checkout/CartButton'];",
      "export type CartButtonProps = Omit<FragmentProps['mf_checkout/CartButton'], 'available'> & { stock: number };",
    );
    edit(
      'mf-checkout/src/exposes/CartButton.tsx',
      "withStore<FragmentProps['mf_checkout/CartButton']>(CartButtonView)",
      'withStore(CartButtonView)',
    );
    edit(
      'mf-checkout/src/exposes/CartButton.tsx',
      "import type { FragmentProps } from 'shared-kit/contracts';\n",
      '',
    );

    const result = await checkContracts(tree.dir, { fragment: FRAGMENT, placements: false });
    expect(result.ok).toBe(false);
    expect(failingFiles(result.output)).toEqual(['mf-checkout/src/exposes/fragments.contract.ts']);
    expect(result.output).toMatch(
      /fragment: "mf_checkout\/CartButton"; contract: \{ productId: number; available: number;[^}]*\}; exposed: Omit</,
    );
  }, 240_000);

  it('When the contract in fragments.ts is renamed with it, then every team that still gives `available` fails, in the declarations test and in tsc', async () => {
    git(tree.dir, 'checkout', '-q', '--', 'mf-checkout');
    renameInMfCheckout();
    edit(
      'shared-kit/src/contracts/fragments.ts',
      "'mf_checkout/CartButton': { productId: number; available: number;",
      "'mf_checkout/CartButton': { productId: number; stock: number;",
    );

    const result = await checkContracts(tree.dir, { fragment: FRAGMENT, exposes: false });
    expect(result.ok).toBe(false);
    expect(result.output).toContain(
      'mf-catalog/src/entities/product/ui/CatalogProductCard.tsx places mf_checkout/CartButton with available (not in the contract), no stock (required)',
    );
    expect(failingFiles(result.output)).toEqual([
      'mf-account/src/widgets/product-grid/ProductGrid.tsx',
      'mf-catalog/src/entities/product/ui/CatalogProductCard.tsx',
      'mf-catalog/src/pages/product/ui/ProductSummary.tsx',
      'mf-search/src/entities/product/SearchProductCard.tsx',
    ]);
  }, 240_000);

  it('When every consumer in the repository is renamed too, then the releases that are live still give `available`, and the contracts of the running releases refuse it', () => {
    for (const file of [
      'mf-account/src/widgets/product-grid/ProductGrid.tsx',
      'mf-catalog/src/entities/product/ui/CatalogProductCard.tsx',
      'mf-catalog/src/pages/product/ui/ProductSummary.tsx',
      'mf-search/src/entities/product/SearchProductCard.tsx',
    ]) {
      edit(file, 'available: product.quantity', 'stock: product.quantity');
    }
    // mf_catalog's live release was built from this commit, before the rename.
    const live = {
      name: 'mf_catalog',
      version: '1.4.0',
      role: 'live',
      commit: git(ROOT, 'rev-parse', 'HEAD'),
    };
    const result = checkLiveContracts(tree.dir, {
      name: 'mf_checkout',
      folder: 'mf-checkout',
      consumers: [live],
    });
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(
      /check\.ts\(\d+,\d+\): error TS2322[^\n]*consumer: "mf_catalog 1\.4\.0 \(live\)"; fragment: "mf_checkout\/CartButton"; sends: \{ productId: number; available: number;/,
    );
    expect(
      checkLiveContracts(tree.dir, { name: 'mf_checkout', folder: 'mf-checkout', consumers: [] }).ok,
    ).toBe(true);
  }, 60_000);
});
