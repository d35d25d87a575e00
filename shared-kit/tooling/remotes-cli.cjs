#!/usr/bin/env node
// `npm run remotes -- <command>`: what shoppers get of each remote, changed with one command and no
// rebuild of anything (ADR 0023). The shell's server reads the registry on every `/remotes.json`.
//   status                              every remote: live, canary, releases, the last actions
//   promote  mf_checkout 1.4.0          every shopper gets 1.4.0
//   rollback mf_checkout                back to the version live before the last promotion
//   canary   mf_checkout 1.5.0 10       10 % of shoppers (sticky per shopper) get 1.5.0; 0 ends the canary
const { canary, promote, readRegistry, registryPaths, rollback, updateRegistry, RegistryError } = require('./registry.cjs');

const USAGE = 'usage: npm run remotes -- status | promote <remote> <version> | rollback <remote> | canary <remote> <version> <percent>';

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
      const versions = entry.releases.map((item) => item.version).join(', ');
      const last = entry.history.slice(-3).map((item) => `${item.at} ${item.action} ${item.version ?? ''}`.trim());
      return [`${name}: live ${entry.live ?? '— (configuration decides)'}${canaryText}`, `  released: ${versions}`, ...last.map((line) => `  ${line}`)].join('\n');
    })
    .join('\n');
}

function main([command, ...args]) {
  const { registryFile, releasesDir } = registryPaths();
  switch (command) {
    case 'status':
      return describeRegistry(readRegistry(registryFile));
    case 'promote': {
      const [name, version] = [remoteName(args[0]), args[1]];
      if (!version) throw new RegistryError(USAGE);
      updateRegistry(registryFile, (registry) => promote(registry, name, version, { releasesDir }));
      return `${name} ${version} is live`;
    }
    case 'rollback': {
      const name = remoteName(args[0]);
      const registry = updateRegistry(registryFile, (current) => rollback(current, name));
      return `${name} is back to ${registry.remotes[name].live}`;
    }
    case 'canary': {
      const [name, version, share] = [remoteName(args[0]), args[1], Number(args[2])];
      if (!version || args[2] === undefined) throw new RegistryError(USAGE);
      updateRegistry(registryFile, (registry) => canary(registry, name, version, share));
      return share === 0 ? `${name}: canary ended` : `${name} ${version} goes to ${share} % of shoppers`;
    }
    default:
      throw new RegistryError(USAGE);
  }
}

try {
  console.log(main(process.argv.slice(2)));
} catch (error) {
  console.error(error.message);
  process.exit(error instanceof RegistryError ? 2 : 1);
}
