#!/usr/bin/env node
// `npm run gate -- mf_checkout 1.4.0 [--worktree] [--skip-smoke] [--keep-going]`: what a release must pass
// before any shopper gets it (docs/releasing.md, ADR 0035). Run at the commit the release was built from:
//   team:typecheck    the releasing team's typecheck          (npm run typecheck -w mf-checkout)
//   team:tests        the releasing team's tests              (npm test -w mf-checkout)
//   others:typecheck  every other workspace's typecheck at that commit, i.e. against the candidate's
//                     contracts (the root typecheck without the releasing team)
//   contracts         the teams' contracts: declarations.test.cjs (ids and the props every placement
//                     gives), and tsc over the narrowest project that holds every remote's
//                     `src/exposes/*.contract.ts` (an exposed component takes exactly its contract's props),
//                     every placement of a fragment and every emitter and listener of an event; and the
//                     candidate's contracts against those the other remotes' live and canary releases were
//                     built with (their commits in the registry)
//   smoke             the composed `@smoke` e2e suite with the candidate swapped in
//                     (REMOTE_MF_CHECKOUT=1.4.0 npx playwright test -c e2e --grep @smoke), against SHOP_URL
//                     when given, else the suite's own shop with the release served from RELEASES_DIR
// The outcome is recorded on the release in the registry (`gate: { passed, at, commit, steps }`) and in the
// remote's history; `npm run remotes -- promote | canary` refuse a release whose gate did not pass. A step
// skipped (`--skip-smoke`) or not run after a failure counts as not passed.
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { spawn, spawnSync } = require('node:child_process');
const {
  readRegistry,
  recordGate,
  registryPaths,
  updateRegistry,
  verifyRelease,
  RegistryError,
} = require('./registry.cjs');

const REPO_ROOT = path.join(__dirname, '..', '..');
const STEPS = ['team:typecheck', 'team:tests', 'others:typecheck', 'contracts', 'smoke'];
const FULL_COMMIT = /^[0-9a-f]{40}$/;
/** What of a failing step's output is kept in the registry. */
const TAIL_LINES = 40;
const TAIL_CHARS = 4000;
/** Apps whose sources place fragments and exchange events. */
const APPS = [...require('./apps.cjs').REMOTE_DIRS, 'shell'];

const USAGE = 'usage: npm run gate -- <remote> <version> [--worktree] [--skip-smoke] [--keep-going]';

function git(args, cwd) {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  return { ok: result.status === 0, out: (result.stdout ?? '').trimEnd(), err: (result.stderr ?? '').trim() };
}

/** `mf-checkout` and `mf_checkout` both name the remote `mf_checkout`, whose folder is `mf-checkout`. */
function remoteNames(value) {
  if (!value || !/^mf[-_][a-z]+$/.test(value)) throw new RegistryError(USAGE);
  const name = value.replace(/-/g, '_');
  return { name, folder: name.replace(/_/g, '-') };
}

/** The last lines of a step's output, as the registry keeps them for a failure. */
function tail(text, lines = TAIL_LINES, chars = TAIL_CHARS) {
  // Colours of the tools' output are noise in a JSON file.
  // eslint-disable-next-line no-control-regex
  const plain = text.replace(/\u001b\[[0-9;]*m/g, '');
  const kept = plain.trimEnd().split('\n').slice(-lines).join('\n');
  return kept.length > chars ? kept.slice(-chars) : kept;
}

/** Runs a command, its output (stdout and stderr together) collected; never throws for an exit code. */
function run(command, args, { cwd, env = process.env, echo = false }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (chunk) => {
      output += chunk;
      // Only the end of a long output is ever kept.
      if (output.length > 400_000) output = output.slice(-200_000);
      if (echo) process.stdout.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', (error) => resolve({ ok: false, output: `${output}\n${command}: ${error.message}` }));
    child.on('close', (code, signal) =>
      resolve({ ok: code === 0, output: signal ? `${output}\n(ended by ${signal})` : output }),
    );
  });
}

/** Runs commands one after the other, all of them, and passes when every one did. */
async function runAll(commands, options) {
  let ok = true;
  let output = '';
  for (const [command, ...args] of commands) {
    const result = await run(command, args, options);
    output += `$ ${[command, ...args].join(' ')}\n${result.output}\n${result.ok ? '' : '(failed)\n'}`;
    ok &&= result.ok;
  }
  return { ok, output };
}

/** The workspaces of the repository at `root` that have a typecheck script (root package.json order). */
function typecheckedWorkspaces(root) {
  const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return workspaces.filter((workspace) => {
    const file = path.join(root, workspace, 'package.json');
    return fs.existsSync(file) && Boolean(JSON.parse(fs.readFileSync(file, 'utf8')).scripts?.typecheck);
  });
}

/** Every .ts/.tsx source file of an app, tests left out. */
function sources(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const PLACES_FRAGMENT =
  /<Fragment\s+id=["']mf_[a-z]+\/[A-Za-z]+["']|fragment(?:Id)?:\s*["']mf_[a-z]+\/[A-Za-z]+["']/;
const USES_EVENT = /\.(?:emit|subscribe)\(\s*['"][a-z]+:[a-z-]+['"]/;

/**
 * The files of the contract check: every remote's `src/exposes/*.contract.ts` (its exposed components take
 * exactly their contract's props), every file that places a fragment (its props are the contract's) and
 * every file that emits or listens to an event of the bus (its payloads are the contract's), with the
 * global declarations the apps build with. tsc follows their imports and nothing else.
 */
function contractFiles(root, { fragment, exposes = true, placements = true } = {}) {
  const files = new Set();
  // One fragment only (gate.test.cjs): its provider's contract check and the files that place it.
  const provider = fragment ? `${fragment.split('/')[0].replace('_', '-')}${path.sep}` : null;
  for (const app of APPS) {
    for (const file of sources(path.join(root, app, 'src'))) {
      const relative = path.relative(root, file);
      if (file.endsWith('.contract.ts') && file.includes(`${path.sep}exposes${path.sep}`)) {
        if (exposes && (!provider || relative.startsWith(provider))) files.add(file);
        continue;
      }
      // The provider's own files are not placements: no team places its own fragment (declarations.test.cjs).
      if (!placements || (provider && relative.startsWith(provider))) continue;
      const text = fs.readFileSync(file, 'utf8');
      if (
        fragment
          ? text.includes(`"${fragment}"`) || text.includes(`'${fragment}'`)
          : PLACES_FRAGMENT.test(text) || USES_EVENT.test(text)
      )
        files.add(file);
    }
  }
  return [...files].sort();
}

/** Writes the contract check's tsconfig under `dist/.gate/` (ignored) and answers its path. */
function writeContractProject(root, scope = {}) {
  const dir = path.join(root, 'dist', '.gate');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'tsconfig.contracts.json');
  const project = {
    extends: path.join(root, 'tsconfig.base.json'),
    compilerOptions: { incremental: false },
    files: contractFiles(root, scope),
    include: [path.join(root, 'shared-kit', 'types')],
  };
  fs.writeFileSync(file, `${JSON.stringify(project, null, 2)}\n`);
  return file;
}

/**
 * The contract step alone: the declarations test, tsc over the contract project, and with `live`
 * (`{ name, folder, consumers }`) the contracts of the other teams' running releases; `fragment` narrows tsc
 * to one fragment's provider and placements, `placements: false` to its provider's contract check alone,
 * `exposes: false` to its placements alone (gate.test.cjs).
 */
async function checkContracts(root, { fragment, exposes, placements, live, ...options } = {}) {
  const project = writeContractProject(root, { fragment, exposes, placements });
  const result = await runAll(
    [
      ['npx', 'jest', '--ci', 'tooling/declarations.test.cjs'],
      ['npx', 'tsc', '-p', project],
    ],
    { ...options, cwd: path.join(root, 'shared-kit') },
  );
  if (!live) return result;
  const running = checkLiveContracts(root, live);
  return {
    ok: result.ok && running.ok,
    output: `${result.output}$ contracts of the running releases\n${running.output}${running.ok ? '' : '(failed)\n'}`,
  };
}

const CONTRACT_FILES = ['fragments.ts', 'events.ts'];

/** A TypeScript identifier for a consumer's copy of the contracts (`mf_catalog` 1.2.0 → `mf_catalog_1_2_0`). */
function identifier(text) {
  return text.replace(/[^A-Za-z0-9_]/g, '_');
}

/**
 * The contracts the other teams' running releases were built with, against the candidate's: shoppers get
 * the candidate beside the live (and canary) releases of the other remotes, which place its fragments with
 * the props of the contract at their own commits and exchange events with the payloads of theirs. So a
 * prop renamed in fragments.ts is refused even when every consumer in the repository was changed with it:
 * the consumers that are live were not. Checked by tsc over the two copies of shared-kit/src/contracts/
 * fragments.ts and events.ts (self-contained files): every props type a consumer sends is one the
 * candidate's fragment accepts, with no prop the candidate dropped, and every event the candidate emits or
 * listens to has the same payload in both. `consumers`: `[{ name, version, commit }]`.
 */
function checkLiveContracts(root, { name, folder, consumers }) {
  if (consumers.length === 0)
    return {
      ok: true,
      output: 'no other remote has a live or canary release in the registry: nothing to compare\n',
    };
  const dir = path.join(root, 'dist', '.gate', 'live');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'candidate'), { recursive: true });
  for (const file of CONTRACT_FILES)
    fs.copyFileSync(
      path.join(root, 'shared-kit', 'src', 'contracts', file),
      path.join(dir, 'candidate', file),
    );
  const read = (...parts) => fs.readFileSync(path.join(dir, ...parts), 'utf8');
  const fragmentIds = (text) =>
    [...text.matchAll(/^ {2}'(mf_[a-z]+\/[A-Za-z]+)':/gm)].map((match) => match[1]);
  const eventNames = (text) => [...text.matchAll(/^ {2}'([a-z]+:[a-z-]+)':/gm)].map((match) => match[1]);

  const provided = Object.keys(
    JSON.parse(fs.readFileSync(path.join(root, folder, 'declaration.json'), 'utf8')).fragments ?? {},
  );
  const candidateFragments = fragmentIds(read('candidate', 'fragments.ts'));
  const candidateEvents = eventNames(read('candidate', 'events.ts'));
  const used = new Set(
    sources(path.join(root, folder, 'src')).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/\.(?:emit|subscribe)\(\s*['"]([a-z]+:[a-z-]+)['"]/g)].map(
        (match) => match[1],
      ),
    ),
  );

  const problems = [];
  const lines = [
    "import type { FragmentProps as CandidateFragments } from './candidate/fragments';",
    "import type { ShopEvents as CandidateEvents } from './candidate/events';",
    'type Accepts<Sent, Accepted> = [Exclude<keyof Sent, keyof Accepted>] extends [never] ? ([Sent] extends [Accepted] ? true : false) : false;',
    'type Same<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? ([A] extends [B] ? ([B] extends [A] ? true : false) : false) : false) : false;',
  ];
  for (const consumer of consumers) {
    const label = `${consumer.name} ${consumer.version} (${consumer.role})`;
    const id = identifier(`${consumer.name}_${consumer.version}`);
    fs.mkdirSync(path.join(dir, id), { recursive: true });
    for (const file of CONTRACT_FILES) {
      const shown = git(['show', `${consumer.commit}:shared-kit/src/contracts/${file}`], root);
      if (!shown.ok) {
        problems.push(
          `the contracts of ${label} cannot be read at its commit ${consumer.commit} (${shown.err}): fetch that commit (a shallow clone lacks it) and run the gate again`,
        );
        break;
      }
      fs.writeFileSync(path.join(dir, id, file), `${shown.out}\n`);
    }
    if (!fs.existsSync(path.join(dir, id, 'events.ts'))) continue;
    lines.push(
      `import type { FragmentProps as ${id}_Fragments } from './${id}/fragments';`,
      `import type { ShopEvents as ${id}_Events } from './${id}/events';`,
    );
    for (const fragment of fragmentIds(read(id, 'fragments.ts')).filter((item) =>
      item.startsWith(`${name}/`),
    )) {
      if (!candidateFragments.includes(fragment) || !provided.includes(fragment)) {
        problems.push(
          `${label} was built with ${fragment} in its contract, and ${name} no longer exposes it`,
        );
        continue;
      }
      const key = JSON.stringify(fragment);
      lines.push(
        `export const ${identifier(`${id}_${fragment}`)}: Accepts<${id}_Fragments[${key}], CandidateFragments[${key}]> extends true ? true : { consumer: ${JSON.stringify(label)}; fragment: ${key}; sends: ${id}_Fragments[${key}]; accepts: CandidateFragments[${key}] } = true;`,
      );
    }
    for (const event of eventNames(read(id, 'events.ts')).filter(
      (item) => used.has(item) && candidateEvents.includes(item),
    )) {
      const key = JSON.stringify(event);
      lines.push(
        `export const ${identifier(`${id}_${event}`)}: Same<${id}_Events[${key}], CandidateEvents[${key}]> extends true ? true : { consumer: ${JSON.stringify(label)}; event: ${key}; theirs: ${id}_Events[${key}]; candidate: CandidateEvents[${key}] } = true;`,
      );
    }
  }
  fs.writeFileSync(path.join(dir, 'check.ts'), `${lines.join('\n')}\n`);
  fs.writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        types: [],
      },
      files: ['check.ts'],
    }),
  );
  const compiled = spawnSync(
    path.join(root, 'node_modules', '.bin', 'tsc'),
    ['-p', path.join(dir, 'tsconfig.json')],
    { cwd: dir, encoding: 'utf8' },
  );
  const output = [
    `compared with ${consumers.map((item) => `${item.name} ${item.version} (${item.role}, ${item.commit.slice(0, 12)})`).join(', ')}`,
    ...problems,
    compiled.stdout,
    compiled.stderr,
  ].join('\n');
  return { ok: problems.length === 0 && compiled.status === 0, output };
}

/** The live and canary releases of the other remotes in the registry, with the commits they were built from. */
function liveConsumers(registry, name) {
  return Object.entries(registry.remotes)
    .filter(([other]) => other !== name)
    .flatMap(([other, entry]) =>
      [
        ['live', entry.live],
        ['canary', entry.canary?.version],
      ]
        .filter(([, version]) => version)
        .map(([role, version]) => ({
          name: other,
          version,
          role,
          commit: entry.releases.find((item) => item.version === version)?.commit ?? '',
        })),
    )
    .filter((consumer) => FULL_COMMIT.test(consumer.commit));
}

const TYPES = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.map': 'application/json',
  '.html': 'text/html',
};

/**
 * Serves the releases folder on the loopback for the smoke suite's own shop (whose `/releases/` is its own
 * run's folder): any origin may read it, as a CDN in front of the releases would let the shop.
 */
function serveReleases(releasesDir) {
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    const file = path.join(releasesDir, pathname);
    const headers = { 'access-control-allow-origin': '*', 'cache-control': 'no-store' };
    if (!file.startsWith(releasesDir + path.sep) || !fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
      response.writeHead(404, headers).end();
      return;
    }
    response.writeHead(200, {
      ...headers,
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** The steps of the gate of remote `folder` (`mf-checkout`) in the tree at `root`. */
function gateSteps({ folder, name, version, root, env, releasesDir, echo, consumers }) {
  const options = { cwd: root, env, echo };
  return [
    { name: 'team:typecheck', run: () => run('npm', ['run', 'typecheck', '-w', folder], options) },
    { name: 'team:tests', run: () => run('npm', ['test', '-w', folder], options) },
    {
      name: 'others:typecheck',
      run: () =>
        runAll(
          typecheckedWorkspaces(root)
            .filter((workspace) => workspace !== folder)
            .map((workspace) => ['npm', 'run', 'typecheck', '-w', workspace]),
          options,
        ),
    },
    { name: 'contracts', run: () => checkContracts(root, { ...options, live: { name, folder, consumers } }) },
    {
      name: 'smoke',
      run: async () => {
        const smokeEnv = { ...env, [`REMOTE_${name.toUpperCase()}`]: version };
        let server = null;
        // The suite's own shop serves its own run's releases; the candidate comes from this registry's.
        if (!env.SHOP_URL && !env.RELEASES_URL) {
          server = await serveReleases(releasesDir);
          smokeEnv.RELEASES_URL = `http://127.0.0.1:${server.address().port}`;
        }
        try {
          return await run('npx', ['playwright', 'test', '-c', 'e2e', '--grep', '@smoke'], {
            ...options,
            env: smokeEnv,
          });
        } finally {
          server?.close();
        }
      },
    },
  ];
}

/**
 * Links the dependencies of the checkout at `from` into a worktree at `to`: every package of a
 * node_modules folder by an absolute link, and the workspaces' own links (`shared-kit` → `../shared-kit`)
 * as they are, so that the worktree's packages are its own files.
 */
function linkDependencies(from, to) {
  const manifest = path.join(from, 'package.json');
  const workspaces = fs.existsSync(manifest)
    ? (JSON.parse(fs.readFileSync(manifest, 'utf8')).workspaces ?? [])
    : [];
  const folders = ['.', ...workspaces];
  for (const folder of folders) {
    const source = path.join(from, folder, 'node_modules');
    const target = path.join(to, folder, 'node_modules');
    if (!fs.existsSync(source) || !fs.existsSync(path.join(to, folder))) continue;
    fs.mkdirSync(target, { recursive: true });
    for (const entry of fs.readdirSync(source)) {
      const link = path.join(source, entry);
      const relative = fs.lstatSync(link).isSymbolicLink() ? fs.readlinkSync(link) : null;
      const own = relative !== null && !path.isAbsolute(relative) && !relative.includes('node_modules');
      fs.symlinkSync(own ? relative : link, path.join(target, entry));
    }
  }
}

/** A temporary worktree of `commit` with the checkout's dependencies linked in; `remove()` when done. */
function temporaryWorktree(root, commit) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gate-'));
  const added = git(['worktree', 'add', '--detach', dir, commit], root);
  if (!added.ok) throw new RegistryError(`git worktree add ${commit} failed: ${added.err}`);
  const remove = () => {
    git(['worktree', 'remove', '--force', dir], root);
    fs.rmSync(dir, { recursive: true, force: true });
    git(['worktree', 'prune'], root);
  };
  try {
    linkDependencies(root, dir);
  } catch (error) {
    remove();
    throw error;
  }
  return { dir, remove };
}

/** Refuses to run the gate in a checkout that is not the release's commit, or has anything uncommitted. */
function checkCheckout(root, commit) {
  const head = git(['rev-parse', 'HEAD'], root).out;
  if (head !== commit) {
    throw new RegistryError(
      `the gate runs at the release's commit ${commit}, and this checkout is at ${head}: check that commit out with a clean tree, or run the gate with --worktree`,
    );
  }
  const dirty = git(['status', '--porcelain', '--untracked-files=all'], root).out;
  if (dirty) {
    const lines = dirty.split('\n');
    throw new RegistryError(
      [
        `the checkout has changes that are not in the release's commit ${commit}:`,
        ...lines.slice(0, 10).map((line) => `  ${line}`),
        ...(lines.length > 10 ? [`  … and ${lines.length - 10} more`] : []),
        'commit or remove them, or run the gate with --worktree (a temporary clean checkout of the commit)',
      ].join('\n'),
    );
  }
}

/**
 * Runs the gate of `name` `version` and records it. `steps` replaces the real steps (tests); `skip` names
 * steps recorded as skipped, which fails the gate; after a failed step the rest are not run unless
 * `keepGoing`.
 */
async function runGate({
  name,
  version,
  root = REPO_ROOT,
  env = process.env,
  worktree = false,
  skip = [],
  keepGoing = false,
  steps,
  log = console.log,
  echo = false,
}) {
  const { folder } = remoteNames(name);
  const { registryFile, releasesDir } = registryPaths(env);
  const registry = readRegistry(registryFile);
  const entry = registry.remotes[name];
  const release = entry?.releases.find((item) => item.version === version);
  if (!release) {
    const known = entry?.releases.map((item) => item.version).join(', ') || 'none';
    throw new RegistryError(
      `${name} ${version} was never released (released: ${known}); release it first: npm run release -w ${folder}`,
    );
  }
  if (release.dirty || !FULL_COMMIT.test(release.commit ?? '')) {
    throw new RegistryError(
      `${name} ${version} was built from ${release.commit ?? 'no commit'}${release.dirty ? ` (RELEASE_ALLOW_DIRTY: ${release.dirty})` : ''}, not from a commit: no gate can check what it is; release a new version from a committed tree`,
    );
  }
  verifyRelease(release, releasesDir);

  let tree = null;
  if (worktree) tree = temporaryWorktree(root, release.commit);
  else checkCheckout(root, release.commit);
  const where = tree ? tree.dir : root;
  const results = [];
  try {
    const consumers = liveConsumers(registry, name);
    const planned =
      steps ?? gateSteps({ folder, name, version, root: where, env, releasesDir, echo, consumers });
    let failed = false;
    for (const step of planned) {
      if (skip.includes(step.name) || (failed && !keepGoing)) {
        const reason = skip.includes(step.name) ? 'skipped on request' : 'not run: an earlier step failed';
        log(`[gate] ${step.name}: ${reason}`);
        results.push({ name: step.name, passed: false, skipped: true, reason });
        continue;
      }
      log(`[gate] ${step.name} …`);
      const started = Date.now();
      let outcome;
      try {
        outcome = await step.run();
      } catch (error) {
        outcome = { ok: false, output: String(error?.stack ?? error) };
      }
      const seconds = Math.round((Date.now() - started) / 100) / 10;
      log(`[gate] ${step.name}: ${outcome.ok ? 'passed' : 'FAILED'} in ${seconds} s`);
      if (!outcome.ok) log(tail(outcome.output));
      results.push({
        name: step.name,
        passed: outcome.ok,
        seconds,
        ...(outcome.ok ? {} : { output: tail(outcome.output) }),
      });
      failed ||= !outcome.ok;
    }
  } finally {
    tree?.remove();
  }
  const gate = {
    passed: results.length > 0 && results.every((step) => step.passed && !step.skipped),
    at: new Date().toISOString(),
    commit: release.commit,
    ranIn: tree ? 'worktree' : 'checkout',
    steps: results,
  };
  updateRegistry(registryFile, (registry) => recordGate(registry, name, version, gate));
  return gate;
}

function parseArguments(argv) {
  const flags = new Set(argv.filter((arg) => arg.startsWith('--')));
  const known = new Set(['--worktree', '--skip-smoke', '--keep-going', '--verbose']);
  const unknown = [...flags].filter((flag) => !known.has(flag));
  if (unknown.length) throw new RegistryError(`unknown option ${unknown.join(', ')}\n${USAGE}`);
  const [remote, version] = argv.filter((arg) => !arg.startsWith('--'));
  if (!version) throw new RegistryError(USAGE);
  return {
    name: remoteNames(remote).name,
    version,
    worktree: flags.has('--worktree'),
    skip: flags.has('--skip-smoke') ? ['smoke'] : [],
    keepGoing: flags.has('--keep-going'),
    echo: flags.has('--verbose'),
  };
}

async function main(argv) {
  const options = parseArguments(argv);
  const gate = await runGate(options);
  const { registryFile } = registryPaths();
  console.log(
    `[gate] ${options.name} ${options.version}: ${gate.passed ? 'PASSED' : 'NOT PASSED'} (recorded in ${registryFile})`,
  );
  for (const step of gate.steps)
    console.log(
      `[gate]   ${step.passed ? 'ok  ' : 'FAIL'} ${step.name}${step.skipped ? ` (${step.reason})` : ` ${step.seconds} s`}`,
    );
  if (gate.passed)
    console.log(`[gate] next: npm run remotes -- canary ${options.name} ${options.version} 10`);
  return gate.passed ? 0 : 1;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(`[gate] ${error.message}`);
      process.exit(error instanceof RegistryError ? 2 : 1);
    },
  );
}

module.exports = {
  runGate,
  checkContracts,
  checkLiveContracts,
  liveConsumers,
  contractFiles,
  linkDependencies,
  temporaryWorktree,
  tail,
  STEPS,
};
