#!/usr/bin/env node
// `npm run remotes -- <command>`: what shoppers get of each remote, changed with one command and no
// rebuild of anything (ADR 0023). The shell's server reads the registry on every `/remotes.json`.
//   status                              every remote: live, canary, releases, the last actions
//   promote  mf_checkout 1.4.0          every shopper gets 1.4.0
//   rollback mf_checkout                back to the version live before the last promotion
//   canary   mf_checkout 1.5.0 10       10 % of shoppers (sticky per shopper) get 1.5.0; 0 ends the canary
// promote and canary refuse a release without a passing gate (`npm run gate -- mf_checkout 1.4.0`);
// `--force "<reason>"` lets it through, and the history keeps who did it and why (docs/releasing.md).
const { spawnSync } = require('node:child_process');
const os = require('node:os');
const { canary, promote, readRegistry, registryPaths, rollback, updateRegistry, RegistryError } = require('./registry.cjs');

const USAGE =
  'usage: npm run remotes -- status | promote <remote> <version> [--force "<reason>"] | rollback <remote> | canary <remote> <version> <percent> [--force "<reason>"]';

/** Who runs the command, for the history of a forced action: `$USER <git config user.email>`. */
function whoAmI(env = process.env) {
  const email = spawnSync('git', ['config', 'user.email'], { encoding: 'utf8' });
  const user = env.USER || env.LOGNAME || os.userInfo().username || 'unknown';
  const address = email.status === 0 ? email.stdout.trim() : '';
  return address ? `${user} <${address}>` : user;
}

/** Splits `--force "<reason>"` off the arguments; a `--force` with no reason is refused. */
function forceOf(args) {
  const index = args.indexOf('--force');
  if (index === -1) return { rest: args, force: undefined };
  const reason = args[index + 1];
  if (!reason || reason.startsWith('--') || !reason.trim()) throw new RegistryError('--force needs a reason: --force "why it goes out without a passing gate"');
  return { rest: [...args.slice(0, index), ...args.slice(index + 2)], force: { reason, by: whoAmI() } };
}

/** `mf-checkout` and `mf_checkout` both name the remote `mf_checkout`. */
function remoteName(value) {
  if (!value) throw new RegistryError(USAGE);
  return value.replace(/-/g, '_');
}

function describeRegistry(registry) {
  const names = Object.keys(registry.remotes).sort();
  if (names.length === 0) return 'no remote is released yet: npm run release -w mf-checkout';
  return names
    .map((name) => {
      const entry = registry.remotes[name];
      const canaryText = entry.canary ? `, canary ${entry.canary.version} for ${entry.canary.share} %` : '';
      const gateText = (item) => (item.gate ? (item.gate.passed ? ' (gate passed)' : ' (gate failed)') : ' (no gate)');
      const versions = entry.releases.map((item) => `${item.version}${gateText(item)}`).join(', ');
      const last = entry.history.slice(-3).map((item) => `${item.at} ${item.action} ${item.version ?? ''}`.trim());
      return [`${name}: live ${entry.live ?? '— (configuration decides)'}${canaryText}`, `  released: ${versions}`, ...last.map((line) => `  ${line}`)].join('\n');
    })
    .join('\n');
}

function main([command, ...given]) {
  const { registryFile, releasesDir } = registryPaths();
  const { rest: args, force } = forceOf(given);
  switch (command) {
    case 'status':
      return describeRegistry(readRegistry(registryFile));
    case 'promote': {
      const [name, version] = [remoteName(args[0]), args[1]];
      if (!version) throw new RegistryError(USAGE);
      updateRegistry(registryFile, (registry) => promote(registry, name, version, { releasesDir, force }));
      return `${name} ${version} is live${force ? ` (forced by ${force.by}: ${force.reason})` : ''}`;
    }
    case 'rollback': {
      const name = remoteName(args[0]);
      const registry = updateRegistry(registryFile, (current) => rollback(current, name));
      return `${name} is back to ${registry.remotes[name].live}`;
    }
    case 'canary': {
      const [name, version, share] = [remoteName(args[0]), args[1], Number(args[2])];
      if (!version || args[2] === undefined) throw new RegistryError(USAGE);
      updateRegistry(registryFile, (registry) => canary(registry, name, version, share, { force }));
      if (share === 0) return `${name}: canary ended`;
      return `${name} ${version} goes to ${share} % of shoppers${force ? ` (forced by ${force.by}: ${force.reason})` : ''}`;
    }
    default:
      throw new RegistryError(USAGE);
  }
}

if (require.main === module) {
  try {
    console.log(main(process.argv.slice(2)));
  } catch (error) {
    console.error(error.message);
    process.exit(error instanceof RegistryError ? 2 : 1);
  }
}

module.exports = { main, forceOf, whoAmI };
