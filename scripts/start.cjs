#!/usr/bin/env node
/**
 * `npm start`: runs the `start` script of every workspace that has one (the API, the four remotes and
 * the shell, in the order of the root package.json), each in a process group of its own, with its
 * output prefixed by its name. A `node …` script is run straight by this Node, without an npm or shell
 * process around it. Ctrl-C, SIGTERM or SIGHUP stops every group (SIGTERM, then SIGKILL once the apps'
 * graceful stop has had its time, stopTimeoutMs) and waits for them; when one app fails, the others are stopped too.
 *
 * The remotes whose `start` is the shop's static server (shared-kit/tooling/start-app.cjs) run together in one
 * Node process (scripts/serve-remotes.cjs, ADR 0045): each on its own port as before, in the memory of one
 * process instead of four. `START_REMOTES=each` runs them one process each. That process only serves files
 * and keeps a small young generation (`--max-semi-space-size`): it allocates little, and a large one only
 * holds garbage longer.
 */
'use strict';

const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const readline = require('node:readline');

const root = path.resolve(__dirname, '..');
/**
 * How long an app may take to stop before its process group is killed: longer than the apps' own graceful
 * stop (`SHUTDOWN_DELAY_MS` + `SHUTDOWN_GRACE_MS`, then closing the databases; ADR 0050), at least 12 s.
 */
function stopTimeoutMs(env = process.env) {
  const ms = (name, fallback) => (/^\d+$/.test(env[name] ?? '') ? Number(env[name]) : fallback);
  return Math.max(12_000, ms('SHUTDOWN_DELAY_MS', 0) + ms('SHUTDOWN_GRACE_MS', 10_000) + 7000);
}
const COLOURS = [36, 33, 32, 35, 34, 31, 96, 93];

/** The `start` of an app served by the shop's static server alone. */
const STATIC_SERVER = 'node ../shared-kit/tooling/start-app.cjs';
/** Node's flags for a process that only serves files: a young generation of 2 MB semi-spaces (ADR 0045). */
const FILE_SERVER_FLAGS = ['--max-semi-space-size=2'];

/** The workspaces with a `start` script, in the root package.json's order. */
function startableWorkspaces() {
  const rootPackage = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return rootPackage.workspaces.flatMap((folder) => {
    const file = path.join(root, folder, 'package.json');
    if (!fs.existsSync(file)) return [];
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
    const script = pkg.scripts?.start;
    const remote = Boolean(pkg.shop) && pkg.shop.container !== 'shell' && script?.trim() === STATIC_SERVER;
    return script ? [{ name: pkg.name, folder, dir: path.join(root, folder), script, remote }] : [];
  });
}

/** The apps to run: the static remotes as one app (`remotes`) where the first of them was, unless START_REMOTES=each. */
function appsToRun(workspaces, env = process.env) {
  const remotes = workspaces.filter((app) => app.remote);
  if (env.START_REMOTES === 'each' || remotes.length < 2) return workspaces;
  const together = {
    name: 'remotes',
    dir: root,
    script: `node ${FILE_SERVER_FLAGS.join(' ')} scripts/serve-remotes.cjs ${remotes.map((app) => app.folder).join(' ')}`,
  };
  return workspaces.flatMap((app) => (!app.remote ? [app] : app === remotes[0] ? [together] : []));
}

/** `node file args…` is run by this Node directly; anything else through the shell, as npm would. */
function commandOf(script) {
  const words = script.trim().split(/\s+/);
  if (words[0] === 'node' && words.slice(1).every((word) => /^[\w./@:=-]+$/.test(word))) return [process.execPath, words.slice(1)];
  return ['/bin/sh', ['-c', script]];
}

function prefixLines(stream, label, target) {
  readline.createInterface({ input: stream }).on('line', (line) => target.write(`${label} ${line}\n`));
}

function main() {
  const apps = appsToRun(startableWorkspaces());
  const width = Math.max(...apps.map((app) => app.name.length));
  const colour = process.stdout.isTTY && !process.env.NO_COLOR;
  const children = new Map();
  let stopping = false;
  let exitCode = 0;

  const stopAll = (signal) => {
    if (stopping) return;
    stopping = true;
    for (const child of children.values()) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // The group is gone already.
      }
    }
    setTimeout(() => {
      for (const child of children.values()) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // The group is gone already.
        }
      }
    }, stopTimeoutMs()).unref();
  };

  apps.forEach((app, index) => {
    const [command, args] = commandOf(app.script);
    const name = app.name.padEnd(width);
    const label = colour ? `\u001b[${COLOURS[index % COLOURS.length]}m${name}\u001b[0m` : name;
    const child = spawn(command, args, {
      cwd: app.dir,
      env: { ...process.env, ...(colour ? { FORCE_COLOR: '1' } : {}) },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: stopping it reaches whatever it started, and a terminal's Ctrl-C
      // reaches only this runner, which stops the apps in order.
      detached: true,
    });
    children.set(app.name, child);
    prefixLines(child.stdout, `${label} |`, process.stdout);
    prefixLines(child.stderr, `${label} |`, process.stderr);
    child.on('exit', (code, signal) => {
      children.delete(app.name);
      if (!stopping) {
        console.error(`${label} | stopped (${signal ?? `exit code ${code}`}); stopping the others`);
        exitCode = code || 1;
        stopAll('SIGTERM');
      }
      if (children.size === 0) process.exit(exitCode);
    });
  });

  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(signal === 'SIGHUP' ? 'SIGTERM' : signal));
}

main();
