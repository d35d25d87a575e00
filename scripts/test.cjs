#!/usr/bin/env node
/**
 * `npm test`: every test of the shop, the composed e2e suite last.
 *
 * 1. The packages' unit tests (`lerna run test`, one package at a time; Jest runs the apps' tests on one core
 *    of two and the API's, the longest, on two workers, each with a PostgreSQL database of its own when
 *    TEST_DATABASE_URL is set: api/jest.config.cjs)
 *    and, beside them, the e2e suite's builds (e2e/support/prepare.cjs: the API, the five apps and the
 *    previous release, each only when stale). Its output comes prefixed `[e2e prepare]`.
 * 2. When both passed, the composed suite (`npm test -w e2e`), which then finds every build made.
 *
 * Prints where the minutes went at the end. Exits non-zero when any part failed; the e2e suite does not
 * run after a failed unit test or build. `E2E_PREPARE_BESIDE=0` runs the builds after the unit tests instead.
 */
'use strict';

const { spawn } = require('node:child_process');
const path = require('node:path');
const readline = require('node:readline');

const root = path.resolve(__dirname, '..');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };

/** Runs a command from the root; its lines go to our output, prefixed when asked. Resolves its exit code. */
function run(command, args, prefix = '') {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env,
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (prefix) {
      for (const stream of [child.stdout, child.stderr]) {
        readline.createInterface({ input: stream }).on('line', (line) => console.log(`${prefix} ${line}`));
      }
    }
    child.on('error', (error) => {
      console.error(`${prefix} ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs `work` and notes its time and outcome under `label`. */
async function timed(spent, label, work) {
  const started = Date.now();
  const code = await work();
  spent.push({ label, seconds: Math.round((Date.now() - started) / 1000), code });
  return code;
}

async function main() {
  const spent = [];
  const started = Date.now();
  const unit = () =>
    timed(spent, 'unit tests', () =>
      run('npx', ['lerna', 'run', 'test', '--stream', '--concurrency', '1', '--ignore', 'e2e']),
    );
  const prepare = () =>
    timed(spent, 'e2e builds', () =>
      run(process.execPath, [path.join('e2e', 'support', 'prepare.cjs')], '[e2e prepare]'),
    );
  const codes =
    process.env.E2E_PREPARE_BESIDE === '0'
      ? [await unit(), await prepare()]
      : await Promise.all([unit(), prepare()]);
  let failed = codes.some((code) => code !== 0);
  if (failed) console.error('\nThe composed suite does not run: a unit test or a build failed (above).');
  else failed = (await timed(spent, 'e2e suite', () => run('npm', ['test', '-w', 'e2e']))) !== 0;
  console.log(`\nnpm test: ${Math.round((Date.now() - started) / 1000)} s in all`);
  for (const part of spent)
    console.log(
      `  ${part.label.padEnd(12)} ${String(part.seconds).padStart(5)} s  ${part.code === 0 ? 'passed' : 'FAILED'}`,
    );
  process.exit(failed ? 1 : 0);
}

main();
