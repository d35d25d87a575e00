#!/usr/bin/env node
// Starts one server of the composed shop for Playwright's `webServer` and makes sure nothing of it
// outlives the run.
//
//   node support/launch-server.cjs api            the API on a fresh embedded database
//   node support/launch-server.cjs app <folder>   an app (shell or remote) through start-app.cjs
//
// The server runs in its own process group, so a stop reaches its children too (start-app.cjs runs
// `npx webpack` while it builds). A stop signal is passed on to that group and turned into SIGKILL
// after a grace period shorter than Playwright's; if the test runner itself disappears (killed with
// SIGKILL), a watchdog stops the server as well.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const E2E_DIR = path.resolve(__dirname, '..');
const REPO_ROOT = path.resolve(E2E_DIR, '..');
// As support/stack.ts: each port offset has its own folder, so two runs in one checkout keep their databases.
const OFFSET = process.env.E2E_PORT_OFFSET && process.env.E2E_PORT_OFFSET !== '0' ? `-${process.env.E2E_PORT_OFFSET}` : '';
const RUN_DIR = process.env.E2E_RUN_DIR ? path.resolve(process.env.E2E_RUN_DIR) : path.join(E2E_DIR, `.run${OFFSET}`);
/** Grace between a stop signal and SIGKILL; Playwright's own is longer (see playwright.config.ts). */
const GRACE_MS = 4000;

function fail(message) {
  console.error(`[e2e] ${message}`);
  process.exit(2);
}

/** Removes the databases of earlier runs and makes an empty folder for this one. */
function freshDataDir() {
  fs.mkdirSync(RUN_DIR, { recursive: true });
  for (const entry of fs.readdirSync(RUN_DIR)) {
    if (entry.startsWith('pglite-')) fs.rmSync(path.join(RUN_DIR, entry), { recursive: true, force: true });
  }
  const dataDir = path.join(RUN_DIR, `pglite-${Date.now()}`);
  fs.mkdirSync(dataDir, { recursive: true });
  return dataDir;
}

function apiCommand(env) {
  // A fresh folder makes the API migrate and seed; a DATABASE_URL from the caller's shell would send
  // the suite to a real server instead, so it is dropped.
  delete env.DATABASE_URL;
  env.DATA_DIR = freshDataDir();
  console.log(`[e2e] api: fresh database in ${path.relative(REPO_ROOT, env.DATA_DIR)}`);
  return { cwd: path.join(REPO_ROOT, 'api'), args: [path.join('scripts', 'start.cjs')] };
}

function appCommand(folder, env) {
  if (!folder) fail('usage: launch-server.cjs app <folder>');
  const cwd = path.join(REPO_ROOT, folder);
  if (!fs.existsSync(path.join(cwd, 'package.json'))) fail(`no app in ${folder}/`);
  if (env.REMOTES_FILE && env.E2E_REMOTES_JSON) {
    // The shell reads this file on every request of /remotes.json.
    fs.mkdirSync(path.dirname(env.REMOTES_FILE), { recursive: true });
    fs.writeFileSync(env.REMOTES_FILE, `${JSON.stringify(JSON.parse(env.E2E_REMOTES_JSON), null, 2)}\n`);
  }
  delete env.E2E_REMOTES_JSON;
  return { cwd, args: [path.join(REPO_ROOT, 'shared-kit', 'tooling', 'start-app.cjs')] };
}

const [kind, folder] = process.argv.slice(2);
const env = { ...process.env };
let command;
if (kind === 'api') command = apiCommand(env);
else if (kind === 'app') command = appCommand(folder, env);
else fail(`unknown server kind "${kind}" (api | app <folder>)`);

const runnerPid = Number(env.E2E_RUNNER_PID) || 0;
delete env.E2E_RUNNER_PID;

const child = spawn(process.execPath, command.args, { cwd: command.cwd, env, stdio: 'inherit', detached: true });

/** Signals the server's whole process group; false when it is gone already. */
function signalGroup(signal) {
  try {
    process.kill(-child.pid, signal);
    return true;
  } catch {
    return false;
  }
}

let stopping = false;
function stopServer(signal) {
  if (stopping) return;
  stopping = true;
  signalGroup(signal);
  setTimeout(() => {
    signalGroup('SIGKILL');
    process.exit(1);
  }, GRACE_MS).unref();
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopServer(signal));

child.on('exit', (code, signal) => {
  // Children the server left behind in its group go with it.
  signalGroup('SIGKILL');
  if (!stopping) console.error(`[e2e] ${kind} ${folder ?? ''} exited (${signal ?? code})`);
  process.exit(stopping ? 0 : (code ?? 1) || 1);
});

if (runnerPid) {
  setInterval(() => {
    try {
      process.kill(runnerPid, 0);
    } catch {
      console.error('[e2e] the test runner is gone: stopping');
      stopServer('SIGTERM');
    }
  }, 2000).unref();
}
