// The processes of the topology: each in a process group of its own, its output prefixed by its name,
// stopped by its group (SIGTERM, then SIGKILL after a grace time) and started again on demand.
'use strict';

const { spawn } = require('node:child_process');
const readline = require('node:readline');
const http = require('node:http');
const https = require('node:https');

// Beyond the processes' own grace (SHUTDOWN_GRACE_MS of the topology), so a slow stop is never cut by this.
const STOP_GRACE_MS = 45_000;

/**
 * A supervised process: `start()` spawns it, `stop()` sends its group SIGTERM and waits for it to end,
 * `kill()` ends it at once (SIGKILL, as a crashed machine would).
 */
function supervised({ name, command, args, cwd, env, log = process.stdout }) {
  let child = null;
  let exited = null;
  const label = name.padEnd(8);
  const state = {
    name,
    get pid() {
      return child?.pid ?? null;
    },
    get running() {
      return child !== null;
    },
    start() {
      if (child) return state;
      child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
      const current = child;
      for (const stream of [current.stdout, current.stderr]) {
        readline.createInterface({ input: stream }).on('line', (line) => log.write(`${label} | ${line}\n`));
      }
      exited = new Promise((resolve) => {
        current.on('exit', (code, signal) => {
          if (child === current) child = null;
          resolve({ code, signal });
        });
      });
      return state;
    },
    /** SIGTERM to its group, SIGKILL after `graceMs`; resolves with how it ended. */
    async stop(graceMs = STOP_GRACE_MS) {
      if (!child) return null;
      const current = child;
      const done = exited;
      signalGroup(current.pid, 'SIGTERM');
      const timer = setTimeout(() => signalGroup(current.pid, 'SIGKILL'), graceMs);
      const result = await done;
      clearTimeout(timer);
      return result;
    },
    async kill() {
      if (!child) return null;
      const done = exited;
      signalGroup(child.pid, 'SIGKILL');
      return done;
    },
  };
  return state;
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is gone already.
  }
}

/** GETs `url` and resolves with its status (0 when nothing answered); https trusts `ca` when given. */
function statusOf(url, { ca, timeoutMs = 3000 } = {}) {
  return new Promise((resolve) => {
    const client = url.startsWith('https:') ? https : http;
    const request = client.get(url, { ca, timeout: timeoutMs, headers: { accept: 'application/json, text/html' } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(0));
  });
}

/** Waits until `url` answers 200, or throws after `timeoutMs` naming what did not come up. */
async function waitFor(url, { name, timeoutMs = 180_000, ca, isAlive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await statusOf(url, { ca })) === 200) return;
    if (!isAlive()) throw new Error(`${name ?? url} stopped before it answered`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${name ?? url} did not answer 200 within ${Math.round(timeoutMs / 1000)} s`);
}

module.exports = { supervised, statusOf, waitFor };
