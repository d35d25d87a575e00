// The shop's apps, named once: each app's package.json says what it is in its `shop` field (its container
// name and its default port), and the root package.json's `workspaces` says which folders are apps and in
// what order. Lint, the servers, the release gate, the e2e suite and the benchmarks read the set from here;
// none keeps a list of its own (docs/architecture.md §2). A new remote is a folder with a `shop` field.
'use strict';

const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');

/** The apps of the root package.json's workspaces, in its order: `{ name, dir, package, port }`. */
/** The variable that moves an app's port: `PORT` for the shell, `MF_CATALOG_PORT` and so on for remotes. */
function portVariableOf(container) {
  return container === 'shell' ? 'PORT' : `${container.toUpperCase()}_PORT`;
}

function readApps(root = ROOT) {
  const workspaces = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
  return workspaces.flatMap((folder) => {
    const file = path.join(root, folder, 'package.json');
    if (!fs.existsSync(file)) return [];
    const shop = JSON.parse(fs.readFileSync(file, 'utf8')).shop;
    if (!shop) return [];
    return [{ name: shop.container, dir: folder, port: shop.port, portVariable: portVariableOf(shop.container) }];
  });
}

/** Read on first use, so a module that needs only {@link portVariableOf} reads no file. */
let apps = null;
const appsOnce = () => (apps ??= readApps());

module.exports = {
  /** Every app, remotes first, in the root package.json's order: `{ name, dir, port, portVariable }`. */
  get APPS() {
    return appsOnce();
  },
  /** The host: the shell. */
  get HOST() {
    return appsOnce().find((app) => app.name === 'shell');
  },
  /** The remotes: every app but the shell. */
  get REMOTES() {
    return appsOnce().filter((app) => app.name !== 'shell');
  },
  /** Folders of every app (`mf-catalog`, …, `shell`). */
  get APP_DIRS() {
    return appsOnce().map((app) => app.dir);
  },
  /** Folders of the remotes (`mf-catalog`, …). */
  get REMOTE_DIRS() {
    return module.exports.REMOTES.map((app) => app.dir);
  },
  /** Container names of the remotes (`mf_catalog`, …). */
  get REMOTE_NAMES() {
    return module.exports.REMOTES.map((app) => app.name);
  },
  readApps,
  portVariableOf,
};
