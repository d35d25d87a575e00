#!/usr/bin/env node
/**
 * `npm run topology`: the shop as production runs it, on this machine as if it were several
 * (docs/deployment.md):
 *
 *   browser ─https─▶ nginx :8443 ─┬─▶ shell server A :8403 ┐
 *                                 ├─▶ shell server B :8404 ┴─ read the API through nginx's internal :8423
 *                                 ├─▶ /api ─▶ API process A :8413, B :8414 ─┬─▶ PostgreSQL primary :55432
 *                                 │                                         └─▶ replica :55433 (catalogue reads)
 *                                 └─▶ /cdn/<remote>/ the remotes' builds, /releases/ their releases: files
 *
 * nginx terminates TLS with a certificate made for the run (openssl) and balances over two shell servers
 * and two API processes; PostgreSQL runs as a primary and a streaming replica, two local clusters made
 * with the PostgreSQL tools, the replica read through DATABASE_READ_URL. The remotes' files are served by
 * nginx as a CDN would: content-hashed files immutable, precompressed, the manifests never cached.
 * Everything it keeps is under `.data/topology/` (TOPOLOGY_DIR); the primary's database stays between
 * runs, the replica is made again from it on every start. Ctrl-C, SIGTERM or SIGHUP stops it all.
 *
 * Needs Debian's `nginx-light` (or `nginx`) and `postgresql` packages and openssl; `libnginx-mod-http-brotli-static`
 * adds the brotli files. The outside services (mail, captcha, payment) are the development ones: none can
 * be reached from here.
 */
'use strict';

const { randomBytes } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { postgresPair } = require('./postgres.cjs');
const { certificate, prepareNginx } = require('./nginx.cjs');
const { supervised, waitFor } = require('./processes.cjs');

const root = path.resolve(__dirname, '..', '..');

/** The ports of the topology, all on the loopback, from TOPOLOGY_PORT (the shop's https port). */
function portsOf(env = process.env) {
  const shop = Number(env.TOPOLOGY_PORT || 8443);
  const pg = Number(env.TOPOLOGY_PG_PORT || 55432);
  if (!Number.isInteger(shop) || shop < 1100 || shop > 65000) throw new Error(`TOPOLOGY_PORT must be a port from 1100 to 65000, not ${env.TOPOLOGY_PORT}`);
  return {
    shop,
    shells: [shop - 40, shop - 39],
    apis: [shop - 30, shop - 29],
    internalApi: shop - 20,
    // Prometheus scrapes each process on a port of its own, never the shop's (ADR 0050).
    apiMetrics: [shop - 10, shop - 9],
    shellMetrics: [shop - 8, shop - 7],
    primary: pg,
    replica: pg + 1,
  };
}

/** The shell and the four remotes, as shared-kit's tooling names them, and the API. */
function shopApps() {
  const { APPS } = require(path.join(root, 'shared-kit', 'tooling', 'apps.cjs'));
  return APPS.map((app) => ({ ...app, path: path.join(root, app.dir) }));
}

const remoteApps = () => {
  const { REMOTES } = require(path.join(root, 'shared-kit', 'tooling', 'apps.cjs'));
  return REMOTES.map((app) => ({ ...app, path: path.join(root, app.dir) }));
};

/** Builds what is missing or older than its sources, once, before any process starts. */
function buildAll(log) {
  const { buildAppIfStale } = require(path.join(root, 'shared-kit', 'tooling', 'app-build.cjs'));
  const { buildIfStale } = require(path.join(root, 'api', 'scripts', 'build-if-stale.cjs'));
  buildIfStale();
  for (const app of shopApps()) buildAppIfStale(app.path, app.name, { log: (line) => log.write(`${line}\n`) });
}

/**
 * Starts the topology and resolves once every process answers through nginx.
 * @returns {Promise<{ url: string, ca: Buffer, ports: ReturnType<typeof portsOf>, apis: object[], shells: object[], nginx: object, postgres: ReturnType<typeof postgresPair>, stop: () => Promise<void> }>}
 */
async function startTopology({ env = process.env, log = process.stdout } = {}) {
  const ports = portsOf(env);
  const stateDir = path.resolve(root, env.TOPOLOGY_DIR || '.data/topology');
  fs.mkdirSync(stateDir, { recursive: true });
  const url = `https://localhost:${ports.shop}`;
  const releasesDir = path.join(stateDir, 'releases');
  fs.mkdirSync(releasesDir, { recursive: true });

  buildAll(log);
  const tls = certificate(path.join(stateDir, 'tls'));
  const ca = fs.readFileSync(tls.cert);

  const postgres = postgresPair({ stateDir, port: ports.primary, replicaPort: ports.replica });
  log.write(`postgres | primary :${ports.primary}, replica :${ports.replica}\n`);
  postgres.start();

  const remotes = remoteApps();
  const nginxRun = prepareNginx({
    dir: path.join(stateDir, 'nginx'),
    port: ports.shop,
    apiPort: ports.internalApi,
    shells: ports.shells,
    apis: ports.apis,
    remotes: remotes.map((app) => ({ dir: app.dir, dist: path.join(app.path, 'dist') })),
    tls,
    releasesDir,
  });
  // One secret for every API process: a session signed in on one is read on the other.
  const authSecretFile = path.join(stateDir, 'auth-secret');
  if (!fs.existsSync(authSecretFile)) fs.writeFileSync(authSecretFile, randomBytes(32).toString('hex'), { mode: 0o600 });
  const common = {
    PUBLIC_URL: url,
    AUTH_SECRET: fs.readFileSync(authSecretFile, 'utf8').trim(),
    RELEASES_DIR: releasesDir,
    NODE_EXTRA_CA_CERTS: tls.cert,
    FORCE_COLOR: '0',
    // A line per request from four processes drowns what matters; LOG_LEVEL=info brings them back.
    LOG_LEVEL: env.LOG_LEVEL || 'warn',
    // What a balancer's orchestrator usually allows a stopping process: the requests it has finish.
    SHUTDOWN_GRACE_MS: env.SHUTDOWN_GRACE_MS || '30000',
  };
  const apis = ports.apis.map((port, index) =>
    supervised({
      name: `api-${'ab'[index]}`,
      command: process.execPath,
      args: ['scripts/start.cjs'],
      cwd: path.join(root, 'api'),
      env: { ...common, API_PORT: String(port), API_HOST: '127.0.0.1', API_METRICS_PORT: String(ports.apiMetrics[index]), API_WORKERS: '1', DATABASE_URL: postgres.primaryUrl, DATABASE_READ_URL: postgres.replicaUrl },
      log,
    }),
  );
  const manifestUrls = Object.fromEntries(remotes.map((app) => [app.portVariable.replace(/_PORT$/, '_URL'), `${url}/cdn/${app.dir}/mf-manifest.json`]));
  const { HOST } = require(path.join(root, 'shared-kit', 'tooling', 'apps.cjs'));
  const shellDir = path.join(root, HOST.dir);
  const shells = ports.shells.map((port, index) =>
    supervised({
      name: `shell-${'ab'[index]}`,
      command: process.execPath,
      args: [path.join(root, 'shared-kit', 'tooling', 'start-app.cjs')],
      cwd: shellDir,
      env: { ...common, ...manifestUrls, PORT: String(port), SHELL_METRICS_PORT: String(ports.shellMetrics[index]), HOST: '127.0.0.1', API_URL: `http://127.0.0.1:${ports.internalApi}`, SKIP_BUILD: '1', REMOTES_FILE: '' },
      log,
    }),
  );
  const nginx = supervised({ name: 'nginx', command: nginxRun.command, args: nginxRun.args, cwd: stateDir, env: {}, log });

  const all = [...apis, ...shells, nginx];
  const stop = async () => {
    await Promise.all(all.map((process_) => process_.stop()));
    postgres.stop();
  };
  try {
    // The first API migrates and seeds an empty database; the second starts on what it made.
    apis[0].start();
    await waitFor(`http://127.0.0.1:${ports.apis[0]}/api/health/ready`, { name: apis[0].name, isAlive: () => apis[0].running, timeoutMs: 300_000 });
    apis[1].start();
    nginx.start();
    for (const shell of shells) shell.start();
    await waitFor(`http://127.0.0.1:${ports.apis[1]}/api/health/ready`, { name: apis[1].name, isAlive: () => apis[1].running });
    for (const [index, shell] of shells.entries()) {
      await waitFor(`http://127.0.0.1:${ports.shells[index]}/health/ready`, { name: shell.name, isAlive: () => shell.running });
    }
    await waitFor(`${url}/api/health`, { name: 'nginx', ca, isAlive: () => nginx.running });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, ca, ports, apis, shells, nginx, postgres, stop };
}

async function main() {
  let topology = null;
  let stopping = false;
  const stopAll = async () => {
    if (stopping) return;
    stopping = true;
    if (topology) await topology.stop();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stopAll);
  topology = await startTopology();
  const { ports, url } = topology;
  console.log(
    [
      '',
      `The shop: ${url}  (certificate: ${path.relative(root, path.join(process.env.TOPOLOGY_DIR || '.data/topology', 'tls', 'localhost.crt'))})`,
      `  shell servers :${ports.shells.join(', :')}   API processes :${ports.apis.join(', :')}   API inside :${ports.internalApi}`,
      `  metrics (Prometheus) API :${ports.apiMetrics.join(', :')}, shell servers :${ports.shellMetrics.join(', :')}`,
      `  PostgreSQL primary :${ports.primary}, replica :${ports.replica}`,
      'Ctrl-C stops everything.',
      '',
    ].join('\n'),
  );
  for (const process_ of [...topology.apis, ...topology.shells, topology.nginx]) {
    const watch = setInterval(() => {
      if (!process_.running && !stopping) {
        clearInterval(watch);
        console.error(`${process_.name} stopped; stopping the others`);
        stopAll();
      }
    }, 1000);
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}

module.exports = { startTopology, portsOf, waitFor };
