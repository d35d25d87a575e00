/** @jest-environment node */
// An app's server for real (start-app.cjs in a process of its own, as `npm start` runs it): its probes and
// its graceful stop on SIGTERM (ADR 0050).
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

jest.setTimeout(60_000);

const START_APP = path.join(__dirname, 'start-app.cjs');
const DELAY_MS = 1000;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function get(port, urlPath) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode, body, cacheControl: res.headers['cache-control'] }));
      })
      .on('error', reject);
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long the fixture's slow route takes: past the delay, so it is in flight when the port closes. */
const SLOW_MS = 2500;

/** A built remote with a slow route of its own. */
function fixtureApp(container = 'mf_catalog') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-graceful-stop-'));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: container.replace('_', '-'), shop: { container, port: 1 } }));
  fs.mkdirSync(path.join(dir, 'dist'));
  fs.writeFileSync(path.join(dir, 'dist', 'index.html'), '<!doctype html><title>x</title>');
  fs.mkdirSync(path.join(dir, 'server'));
  fs.writeFileSync(
    path.join(dir, 'server', 'routes.cjs'),
    `exports.addRoutes = (app) => {
       app.get('/slow', (_req, res) => setTimeout(() => res.json({ done: true }), ${SLOW_MS}));
     };`,
  );
  return dir;
}

/** start-app.cjs in a process of its own over `dir`, once its readiness answers; a grace of 20 s. */
async function startApp(dir, delayMs) {
  const port = await freePort();
  const child = spawn(process.execPath, [START_APP], {
    cwd: dir,
    env: { ...process.env, MF_CATALOG_PORT: String(port), HOST: '127.0.0.1', SKIP_BUILD: '1', SHUTDOWN_DELAY_MS: String(delayMs), SHUTDOWN_GRACE_MS: '20000' },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  let ready;
  for (let attempt = 0; attempt < 100 && !ready; attempt += 1) {
    ready = await get(port, '/health/ready').catch(() => undefined);
    if (!ready) await sleep(100);
  }
  return { port, child, exited, ready };
}

describe('an app server in its own process', () => {
  it('When SIGTERM comes with a request in flight, then ready turns 503, new connections are refused, the request is answered 200 and the process exits 0', async () => {
    // Arrange
    const dir = fixtureApp();
    const { port, child, exited, ready } = await startApp(dir, DELAY_MS);
    const live = await get(port, '/health/live');
    const slow = get(port, '/slow');
    await sleep(200);

    try {
      // Act
      child.kill('SIGTERM');
      await sleep(200);
      const draining = await get(port, '/health/ready');
      await sleep(DELAY_MS + 300);
      const refused = await get(port, '/health/live').then(
        () => 'answered',
        (error) => error.code,
      );
      const slowAnswer = await slow;
      const code = await exited;

      // Assert
      expect([ready.status, JSON.parse(ready.body), ready.cacheControl]).toEqual([200, { status: 'ready', checks: { build: 'ok' } }, 'no-store']);
      expect([live.status, JSON.parse(live.body)]).toEqual([200, { status: 'ok' }]);
      expect([draining.status, JSON.parse(draining.body)]).toEqual([503, { status: 'stopping', checks: {} }]);
      expect(refused).toBe('ECONNREFUSED');
      expect([slowAnswer.status, JSON.parse(slowAnswer.body)]).toEqual([200, { done: true }]);
      expect(code).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('an app server behind a balancer that keeps its connection busy', () => {
  it('When SIGTERM comes while one kept connection carries request after request, then the answers close it and the process exits 0 well inside its grace', async () => {
    // Arrange: one kept connection (as nginx keeps to its upstreams) on which a request follows the last at once
    const dir = fixtureApp();
    const { port, child, exited } = await startApp(dir, 0);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const answers = [];
    let busy = true;
    const requestOnKeptConnection = () =>
      new Promise((resolve) => {
        http
          .get({ host: '127.0.0.1', port, path: '/health/live', agent }, (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection }));
          })
          .on('error', (error) => resolve({ status: 0, connection: error.code }));
      });
    const loop = (async () => {
      while (busy) {
        const answer = await requestOnKeptConnection();
        answers.push(answer);
        if (answer.status === 0) break;
      }
    })();
    await sleep(300);

    try {
      // Act
      child.kill('SIGTERM');
      const code = await exited;
      busy = false;
      await loop;

      // Assert: answered on the kept connection before the stop, told to close it during the stop, and
      // the stop was not cut by its grace (which exits 1)
      expect(answers[0]).toEqual({ status: 200, connection: 'keep-alive' });
      expect(answers.some((answer) => answer.status === 200 && answer.connection === 'close')).toBe(true);
      expect(code).toBe(0);
    } finally {
      busy = false;
      agent.destroy();
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('several app servers in one process (as scripts/serve-remotes.cjs runs the remotes)', () => {
  it('When SIGTERM comes with a request in flight on one of them, then every port closes, the request is answered 200 and the process exits 0 only then', async () => {
    // Arrange: two remotes loaded in one Node, each by start-app.cjs from its own folder
    const dirs = [fixtureApp('mf_catalog'), fixtureApp('mf_checkout')];
    const ports = [await freePort(), await freePort()];
    const script = `
      const startApp = require.resolve(${JSON.stringify(START_APP)});
      for (const dir of ${JSON.stringify(dirs)}) {
        process.chdir(dir);
        delete require.cache[startApp];
        require(startApp);
      }`;
    const child = spawn(process.execPath, ['-e', script], {
      env: { ...process.env, MF_CATALOG_PORT: String(ports[0]), MF_CHECKOUT_PORT: String(ports[1]), HOST: '127.0.0.1', SKIP_BUILD: '1', SHUTDOWN_GRACE_MS: '20000' },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    for (const port of ports) {
      let answered;
      for (let attempt = 0; attempt < 100 && !answered; attempt += 1) {
        answered = await get(port, '/health/live').catch(() => undefined);
        if (!answered) await sleep(100);
      }
    }
    const slow = get(ports[1], '/slow');
    await sleep(200);

    try {
      // Act
      child.kill('SIGTERM');
      await sleep(500);
      const refused = await Promise.all(ports.map((port) => get(port, '/health/live').then(() => 'answered', (error) => error.code)));
      const stillRunning = child.exitCode === null;
      const slowAnswer = await slow;
      const code = await exited;

      // Assert
      expect(refused).toEqual(['ECONNREFUSED', 'ECONNREFUSED']);
      expect(stillRunning).toBe(true);
      expect([slowAnswer.status, JSON.parse(slowAnswer.body)]).toEqual([200, { done: true }]);
      expect(code).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
