// The remotes registry (ADR 0023): which released versions of each remote exist, which one shoppers get
// (live), which one a share of them try (canary), and what was done when. One JSON file, written whole
// through a temporary file and a rename, so a reader never sees half of it. The shell's server reads it
// on every `/remotes.json`; the `release`, `gate` and `remotes` commands write it. A release goes to
// shoppers (promote, canary) only with a passing gate recorded on it, or forced with a reason kept in the
// history; a rollback to the version live before is always allowed (docs/releasing.md, ADR 0035).
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { SHARED_RUNTIME } = require('./shared-runtime.cjs');

const REPO_ROOT = path.join(__dirname, '..', '..');
const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;
const REMOTE = /^mf_[a-z]+$/;

/** Where releases are kept and which registry file is used, from the environment. */
function registryPaths(env = process.env) {
  const releasesDir = path.resolve(env.RELEASES_DIR || path.join(REPO_ROOT, 'dist', 'releases'));
  const registryFile = path.resolve(env.REMOTES_REGISTRY || path.join(releasesDir, 'registry.json'));
  // Where browsers find the releases: the shell serves RELEASES_DIR at /releases; a CDN in front may differ.
  const baseUrl = (env.RELEASES_BASE_URL || '/releases').replace(/\/+$/, '');
  return { releasesDir, registryFile, baseUrl };
}

/** A refusal of a registry command, with a message for the person who typed it. */
class RegistryError extends Error {
  constructor(message) {
    super(message);
    this.name = 'RegistryError';
  }
}

function emptyRegistry() {
  return { schema: 1, remotes: {} };
}

/** Reads the registry file; a missing file is an empty registry, a broken one an error. */
function readRegistry(file) {
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return emptyRegistry();
    throw error;
  }
  const registry = JSON.parse(text);
  if (!registry || typeof registry !== 'object' || registry.schema !== 1 || typeof registry.remotes !== 'object') {
    throw new RegistryError(`${file} is not a remotes registry (schema 1)`);
  }
  return registry;
}

/** Writes the registry whole: a temporary file beside it, then a rename. */
function writeRegistry(file, registry) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(registry, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

const LOCK_WAIT_MS = 10_000;
const LOCK_STALE_MS = 60_000;

/**
 * Reads the registry, lets `change` modify it, and writes it back, holding a lock file beside it so that
 * two commands at once (two teams releasing) cannot lose one another's change. A lock older than a minute
 * is left from a command that died, and is taken over.
 */
function updateRegistry(file, change) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const lock = `${file}.lock`;
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      fs.closeSync(fs.openSync(lock, 'wx'));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > LOCK_STALE_MS) fs.rmSync(lock, { force: true });
      else if (Date.now() > deadline) throw new RegistryError(`${lock} is held by another command; try again`);
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
  try {
    const registry = change(readRegistry(file)) ?? readRegistry(file);
    writeRegistry(file, registry);
    return registry;
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

/** `sha384-…` of a file, as Subresource Integrity writes it. */
function integrityOf(file) {
  return `sha384-${createHash('sha384').update(fs.readFileSync(file)).digest('base64')}`;
}

function entryOf(registry, name) {
  if (!REMOTE.test(name)) throw new RegistryError(`"${name}" is not a remote name (mf_catalog, mf_checkout, …)`);
  registry.remotes[name] ??= { releases: [], live: null, previous: [], canary: null, history: [] };
  return registry.remotes[name];
}

function releaseOf(entry, name, version) {
  const release = entry.releases.find((item) => item.version === version);
  if (!release) {
    const known = entry.releases.map((item) => item.version).join(', ') || 'none';
    throw new RegistryError(`${name} ${version} was never released (released: ${known})`);
  }
  return release;
}

function note(entry, action, details) {
  entry.history.push({ at: new Date().toISOString(), action, ...details });
}

/** Records a new release; a version is released once, never replaced. */
function recordRelease(registry, name, release) {
  if (!VERSION.test(release.version)) throw new RegistryError(`"${release.version}" is not a version (1.4.0)`);
  const entry = entryOf(registry, name);
  if (entry.releases.some((item) => item.version === release.version)) {
    throw new RegistryError(`${name} ${release.version} is released already: a release never changes, give a new version`);
  }
  entry.releases.push(release);
  note(entry, 'release', { version: release.version });
  return registry;
}

/**
 * Checks that a release's files are still what was released (its remoteEntry.js, and its shared-runtime
 * container's when it has one, against the integrity recorded), when they are on this machine.
 */
function verifyRelease(release, releasesDir) {
  const dir = release.dir ? path.join(releasesDir, release.dir) : null;
  if (!dir || !fs.existsSync(dir)) return;
  const sharedRuntimeChanged =
    release.sharedRuntimeIntegrity !== undefined && integrityOf(path.join(dir, SHARED_RUNTIME.entry)) !== release.sharedRuntimeIntegrity;
  if (integrityOf(path.join(dir, 'remoteEntry.js')) !== release.integrity || sharedRuntimeChanged) {
    throw new RegistryError(`the files of ${release.dir} changed after the release: release a new version instead`);
  }
}

/**
 * A release reaches shoppers only after its gate passed (`npm run gate`, shared-kit/tooling/gate.cjs): every
 * step run and passed, at the commit the release was built from. `force` (`{ reason, by }`) lets a release
 * through without one, and the history keeps who did it and why. Answers the refusal, or null.
 */
function gateRefusal(release, name, action) {
  const command = `npm run gate -- ${name} ${release.version}`;
  const gate = release.gate;
  if (!gate) return `${name} ${release.version} has no gate yet: run \`${command}\` before a ${action} (or ${action} with --force "<reason>")`;
  if (gate.commit !== release.commit) {
    return `the gate of ${name} ${release.version} ran at ${gate.commit}, not at the release's commit ${release.commit}: run \`${command}\` again`;
  }
  if (!gate.passed) {
    const failed = (gate.steps ?? []).filter((step) => !step.passed).map((step) => (step.skipped ? `${step.name} (not run)` : step.name));
    return `the gate of ${name} ${release.version} did not pass (${failed.join(', ') || 'no step ran'}; ${gate.at}): fix it and release a new version, or run \`${command}\` again (or ${action} with --force "<reason>")`;
  }
  return null;
}

/** Checks the gate of a release before a promotion or a canary; a forced one is kept with who and why. */
function checkGate(release, name, action, force) {
  if (force !== undefined && force !== null) {
    if (typeof force.reason !== 'string' || !force.reason.trim()) throw new RegistryError(`--force needs a reason: --force "why ${name} ${release.version} goes out without a passing gate"`);
    return { forced: { reason: force.reason.trim(), by: force.by ?? 'unknown', gate: gateRefusal(release, name, action) ?? 'passed' } };
  }
  const refusal = gateRefusal(release, name, action);
  if (refusal) throw new RegistryError(refusal);
  return { gate: { passed: true, at: release.gate.at } };
}

/** Records the outcome of a release's gate (`npm run gate`) on the release and in the remote's history. */
function recordGate(registry, name, version, gate) {
  const entry = entryOf(registry, name);
  const release = releaseOf(entry, name, version);
  release.gate = gate;
  const failed = gate.steps.filter((step) => !step.passed).map((step) => step.name);
  note(entry, 'gate', { version, passed: gate.passed, commit: gate.commit, ...(failed.length ? { failed } : {}) });
  return registry;
}

/**
 * Makes a released version the one every shopper gets; the version it replaces can be rolled back to.
 * Refused for a release without a passing gate unless `force` (`{ reason, by }`) says why.
 */
function promote(registry, name, version, { releasesDir, force } = {}) {
  const entry = entryOf(registry, name);
  const release = releaseOf(entry, name, version);
  if (releasesDir) verifyRelease(release, releasesDir);
  if (entry.live === version) throw new RegistryError(`${name} ${version} is live already`);
  const checked = checkGate(release, name, 'promote', force);
  if (entry.live) entry.previous.push(entry.live);
  note(entry, 'promote', { version, from: entry.live, ...checked });
  entry.live = version;
  if (entry.canary?.version === version) entry.canary = null;
  return registry;
}

/** Goes back to the version that was live before the last promotion. */
function rollback(registry, name) {
  const entry = entryOf(registry, name);
  const back = entry.previous.pop();
  if (!back) throw new RegistryError(`${name} has no earlier live version to roll back to`);
  note(entry, 'rollback', { version: back, from: entry.live });
  entry.live = back;
  return registry;
}

/**
 * Gives a released version to `share` percent of shoppers (sticky by their bucket cookie); 0 ends it.
 * Like a promotion, refused for a release without a passing gate unless `force` (`{ reason, by }`) says why.
 */
function canary(registry, name, version, share, { force } = {}) {
  const entry = entryOf(registry, name);
  if (!Number.isInteger(share) || share < 0 || share > 100) throw new RegistryError(`the share is a whole percent from 0 to 100, got "${share}"`);
  if (share === 0) {
    note(entry, 'canary-off', { version: entry.canary?.version ?? null });
    entry.canary = null;
    return registry;
  }
  const release = releaseOf(entry, name, version);
  if (!entry.live) throw new RegistryError(`${name} has no live version yet: promote one before a canary`);
  const checked = checkGate(release, name, 'canary', force);
  entry.canary = { version, share };
  note(entry, 'canary', { version, share, ...checked });
  return registry;
}

/**
 * The manifest each registered remote has for a shopper in `bucket` (0–99): the canary's when the bucket
 * falls in its share, else the live one's. Remotes with no live version are left out (configuration
 * decides them).
 */
function resolveManifests(registry, bucket) {
  const manifests = {};
  for (const [name, entry] of Object.entries(registry.remotes)) {
    if (!entry.live) continue;
    const version = entry.canary && bucket < entry.canary.share ? entry.canary.version : entry.live;
    const release = entry.releases.find((item) => item.version === version);
    if (release) manifests[name] = release.manifest;
  }
  return manifests;
}

/** Every manifest shoppers may get now (live and canary): what the pages' CSP must let in. */
function servedManifests(registry) {
  // Bucket 0 gets every canary there is, bucket 99 every live version a canary does not take over whole.
  return [...new Set([0, 99].flatMap((bucket) => Object.values(resolveManifests(registry, bucket))))];
}

module.exports = {
  registryPaths,
  readRegistry,
  writeRegistry,
  updateRegistry,
  integrityOf,
  recordRelease,
  promote,
  recordGate,
  gateRefusal,
  verifyRelease,
  rollback,
  canary,
  resolveManifests,
  servedManifests,
  RegistryError,
  VERSION,
};
