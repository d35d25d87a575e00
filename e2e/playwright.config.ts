import path from 'node:path';
import fs from 'node:fs';
import { createHash, X509Certificate } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';
import { API_PORT, API_URL, EXTERNAL_SHOP, RELEASES_DIR, REMOTES, REMOTES_FILE, REMOTES_REGISTRY, RUN_DIR, SHELL_PORT, SHOP_URL, SUITE_RENDER_BUDGET_MS, remotesManifest } from './support/stack';
import { yandexApiEnv } from './support/fake-yandex';

const CI = Boolean(process.env.CI);

/** Debian's Chromium: the suite never downloads a browser. */
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // A page the suite answers itself (a remote override rewrites the page's CSP, support/fixtures.ts) has no
  // network address, and Chromium would count it as a public site and refuse its calls to the remotes on
  // this machine's loopback. Pages the shop serves are unaffected.
  '--disable-features=LocalNetworkAccessChecks',
  ...trustedCertificates(process.env.NODE_EXTRA_CA_CERTS),
];

/**
 * A shop at SHOP_URL whose certificate is one made for it (`npm run topology`, docs/deployment.md) is named
 * by NODE_EXTRA_CA_CERTS, which Node's own requests trust. Chromium is told to accept exactly those keys
 * (their SPKI hashes), not every certificate.
 */
function trustedCertificates(file: string | undefined): string[] {
  if (!file || !EXTERNAL_SHOP) return [];
  const pems = fs.readFileSync(file, 'utf8').match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  const hashes = pems.map((pem) =>
    createHash('sha256')
      .update(new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' }))
      .digest('base64'),
  );
  return hashes.length > 0 ? [`--ignore-certificate-errors-spki-list=${hashes.join(',')}`] : [];
}

/**
 * The first run builds five apps on two cores and seeds a database: each server gets six minutes.
 * Later runs reuse the builds (start-app.cjs rebuilds only what is stale).
 */
const SERVER_TIMEOUT = 6 * 60_000;

/** Servers get SIGTERM first; the launcher escalates to SIGKILL before this runs out. */
const gracefulShutdown = { signal: 'SIGTERM' as const, timeout: 8000 };

/** Common to every server: the launcher, what the apps proxy `/api` to, the runner watched for. */
function server(name: string, args: string, url: string, env: Record<string, string>) {
  return {
    name,
    command: `node ${path.join('support', 'launch-server.cjs')} ${args}`,
    cwd: __dirname,
    url,
    timeout: SERVER_TIMEOUT,
    reuseExistingServer: false,
    gracefulShutdown,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: { API_URL, E2E_RUNNER_PID: String(process.pid), NX_DAEMON: 'false', ...env },
  };
}

const desktop = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_FLAGS },
};

/**
 * The phone project (390×844, touch) runs the tests tagged `@phone` (the phone walk-through, every route
 * under axe, the order with a courier address) and the `@smoke` ones, but for those tagged `@desktop`
 * (journeys through the desktop header, which the phone walk-through makes its own way).
 */
const PHONE_TESTS = /@phone|@smoke/;
const DESKTOP_ONLY = /@desktop/;

/**
 * The specs that change the composition every page gets (the run's remotes.json, its remotes registry):
 * they run alone, after the others.
 */
const SKEW = 'skew.spec.ts';
/** Releases of a server-rendered remote: the same registry as releases.spec.ts, so never beside it. */
const RELEASE_RENDERING = 'release-rendering.spec.ts';
const RUNTIME_REMOTES = ['runtime-remotes.spec.ts', 'releases.spec.ts', RELEASE_RENDERING, SKEW];
/**
 * The production topology's drill starts a shop of its own (nginx, two shell servers, two API processes,
 * PostgreSQL primary and replica: scripts/topology) and loads the machine: it runs last, alone, and not
 * against a shop at SHOP_URL.
 */
const TOPOLOGY_DRILL = 'topology-drill.spec.ts';

export default defineConfig({
  testDir: './specs',
  outputDir: path.join(RUN_DIR, 'results'),
  fullyParallel: false,
  // Two workers: the desktop and the phone project run side by side (files stay whole, one worker each).
  workers: 2,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // What a tester hands on: the HTML report (traces and screenshots of failures), JUnit XML for any CI,
  // and the summary of the remote builds under test and of skipped tests.
  reporter: [
    ['list'],
    ['html', { outputFolder: path.join(RUN_DIR, 'report'), open: 'never' }],
    ['junit', { outputFile: path.join(RUN_DIR, 'junit.xml') }],
    ['./support/summary-reporter.ts'],
  ],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: SHOP_URL,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
  },
  projects: [
    {
      name: 'chromium',
      // The phone's own journey and its first-load budget are not desktop ones; the remotes spec runs alone,
      // after the others (below).
      testIgnore: ['phone-journeys.spec.ts', 'first-load-budget.spec.ts', TOPOLOGY_DRILL, ...RUNTIME_REMOTES],
      use: desktop,
    },
    {
      name: 'phone',
      testIgnore: [TOPOLOGY_DRILL, ...RUNTIME_REMOTES],
      grep: PHONE_TESTS,
      grepInvert: DESKTOP_ONLY,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_FLAGS },
      },
    },
    {
      name: 'chromium-remotes',
      testMatch: RUNTIME_REMOTES.filter((spec) => spec !== SKEW && spec !== RELEASE_RENDERING),
      dependencies: ['chromium', 'phone'],
      use: desktop,
    },
    {
      name: 'chromium-release-rendering',
      testMatch: RELEASE_RENDERING,
      dependencies: ['chromium-remotes'],
      use: desktop,
    },
    {
      // After the registry's releases are gone again: the skew spec sells through the run's own composition.
      name: 'chromium-skew',
      testMatch: SKEW,
      dependencies: ['chromium-release-rendering'],
      use: desktop,
    },
    ...(EXTERNAL_SHOP ? [] : [{ name: 'topology', testMatch: TOPOLOGY_DRILL, dependencies: ['chromium-skew'], use: desktop }]),
  ],
  // Against a shop at SHOP_URL the suite starts nothing.
  webServer: EXTERNAL_SHOP ? [] : [
    server('api', 'api', `${API_URL}/api/configs`, {
      API_PORT: String(API_PORT),
      API_HOST: '127.0.0.1',
      PUBLIC_URL: SHOP_URL,
      LOG_LEVEL: 'warn',
      // Yandex ID against the local fake that yandex-id.spec.ts starts.
      ...yandexApiEnv(),
    }),
    ...REMOTES.map((remote) =>
      server(remote.name, `app ${remote.dir}`, `http://localhost:${remote.port}/mf-manifest.json`, {
        [remote.portVariable]: String(remote.port),
      }),
    ),
    server('shell', 'app shell', `${SHOP_URL}/healthz`, {
      PORT: String(SHELL_PORT),
      REMOTES_FILE,
      RELEASES_DIR,
      REMOTES_REGISTRY,
      SSR_BUDGET_MS: SUITE_RENDER_BUDGET_MS,
      E2E_REMOTES_JSON: JSON.stringify(remotesManifest()),
    }),
  ],
});
