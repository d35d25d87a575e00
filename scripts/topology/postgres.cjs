// PostgreSQL of the production topology (docs/deployment.md): a primary and a streaming replica, two
// clusters made here with the PostgreSQL server's own tools (Debian's `postgresql` package), each in its
// folder under the topology's state folder, listening on the loopback only.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { execFileSync, spawnSync } = require('node:child_process');

/** The folder of the PostgreSQL server's programs: PG_BIN, else Debian's newest under /usr/lib/postgresql. */
function postgresBin(env = process.env) {
  if (env.PG_BIN) return env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((name) => /^\d+$/.test(name)) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  const found = versions.map((version) => path.join(root, version, 'bin')).find((dir) => fs.existsSync(path.join(dir, 'initdb')));
  return found ?? null;
}

/**
 * PostgreSQL's server refuses to run as root: as root, its programs run as the `postgres` account Debian's
 * package made, which then owns the clusters' folders.
 */
function asServerUser() {
  if (process.getuid?.() !== 0) return { prefix: [], owner: null };
  const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  if (id.status !== 0) throw new Error('running as root needs the `postgres` account of Debian\'s PostgreSQL package (apt-get install postgresql)');
  return { prefix: ['runuser', '-u', 'postgres', '--'], owner: 'postgres' };
}

function run(bin, program, args, { quiet = false } = {}) {
  const { prefix } = asServerUser();
  const [command, ...rest] = [...prefix, path.join(bin, program), ...args];
  return execFileSync(command, rest, { encoding: 'utf8', stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'pipe', 'inherit'] });
}

function ownFolder(dir) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const { owner } = asServerUser();
  if (owner) execFileSync('chown', ['-R', `${owner}:${owner}`, dir]);
}

/** A cluster's settings beyond initdb's: the loopback only, its socket in its own folder, WAL for a replica. */
function clusterSettings(port, socketDir) {
  return [
    `port = ${port}`,
    "listen_addresses = '127.0.0.1'",
    `unix_socket_directories = '${socketDir}'`,
    'wal_level = replica',
    'max_wal_senders = 4',
    'wal_keep_size = 256MB',
    'hot_standby = on',
    // A replica answers the primary's vacuum so a long catalogue read is not cancelled under it.
    'hot_standby_feedback = on',
    'shared_buffers = 64MB',
    'fsync = on',
    "log_min_messages = warning",
    '',
  ].join('\n');
}

/**
 * The primary at `port` (made on first use, kept between runs) and its replica at `replicaPort`, made again
 * from the primary's base backup on each start so it always follows this primary.
 * @returns {{ primaryUrl: string, replicaUrl: string, start: () => void, stop: () => void, stopReplica: () => void, startReplica: () => void, replicaLag: () => number|null }}
 */
function postgresPair({ stateDir, port, replicaPort, database = 'shop', bin = postgresBin() }) {
  if (!bin) throw new Error('PostgreSQL\'s server programs are missing (apt-get install postgresql), or set PG_BIN');
  const root = path.join(stateDir, 'postgres');
  const primary = path.join(root, 'primary');
  const replica = path.join(root, 'replica');
  const sockets = path.join(root, 'sockets');
  const logs = path.join(root, 'logs');

  const pgCtl = (dir, action, extra = []) => run(bin, 'pg_ctl', ['-D', dir, '-w', '-t', '60', ...extra, action], { quiet: true });
  const isRunning = (dir) => fs.existsSync(path.join(dir, 'postmaster.pid'));

  function makePrimary() {
    if (fs.existsSync(path.join(primary, 'PG_VERSION'))) return;
    ownFolder(root);
    for (const dir of [sockets, logs]) ownFolder(dir);
    run(bin, 'initdb', ['-D', primary, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8'], { quiet: true });
    fs.appendFileSync(path.join(primary, 'postgresql.conf'), clusterSettings(port, sockets));
    // Trust on the loopback only: the clusters listen nowhere else, and the topology is one machine's.
    fs.appendFileSync(path.join(primary, 'pg_hba.conf'), 'host replication postgres 127.0.0.1/32 trust\n');
  }

  function createDatabase() {
    const exists = run(bin, 'psql', ['-h', sockets, '-p', String(port), '-U', 'postgres', '-tAc', `select 1 from pg_database where datname = '${database}'`], { quiet: true });
    if (exists.trim() !== '1') run(bin, 'createdb', ['-h', sockets, '-p', String(port), '-U', 'postgres', database], { quiet: true });
  }

  function makeReplica() {
    fs.rmSync(replica, { recursive: true, force: true });
    run(bin, 'pg_basebackup', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-D', replica, '-R', '-X', 'stream', '-c', 'fast'], { quiet: true });
    fs.appendFileSync(path.join(replica, 'postgresql.conf'), `port = ${replicaPort}\n`);
  }

  const startReplica = () => {
    if (!isRunning(replica)) pgCtl(replica, 'start', ['-l', path.join(logs, 'replica.log')]);
  };
  const stopReplica = () => {
    if (isRunning(replica)) pgCtl(replica, 'stop', ['-m', 'fast']);
  };

  return {
    primaryUrl: `postgres://postgres@127.0.0.1:${port}/${database}`,
    replicaUrl: `postgres://postgres@127.0.0.1:${replicaPort}/${database}`,
    start() {
      makePrimary();
      if (!isRunning(primary)) pgCtl(primary, 'start', ['-l', path.join(logs, 'primary.log')]);
      createDatabase();
      stopReplica();
      makeReplica();
      startReplica();
    },
    stop() {
      stopReplica();
      if (isRunning(primary)) pgCtl(primary, 'stop', ['-m', 'fast']);
    },
    stopReplica,
    startReplica,
    /** Runs one SQL statement on the primary (or the replica) with psql and returns its rows as text, `|` between columns. */
    sql(statement, { replica: onReplica = false } = {}) {
      return run(bin, 'psql', ['-h', sockets, '-p', String(onReplica ? replicaPort : port), '-U', 'postgres', '-d', database, '-v', 'ON_ERROR_STOP=1', '-tAc', statement], { quiet: true }).trim();
    },
    /** Seconds the replica's last replayed change is behind, or null when it cannot tell. */
    replicaLag() {
      try {
        const out = run(bin, 'psql', ['-h', sockets, '-p', String(replicaPort), '-U', 'postgres', '-tAc', 'select coalesce(extract(epoch from now() - pg_last_xact_replay_timestamp()), 0)'], { quiet: true });
        return Number(out.trim());
      } catch {
        return null;
      }
    },
  };
}

module.exports = { postgresPair, postgresBin };
