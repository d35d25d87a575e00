/**
 * The shop under test. Either one the suite starts itself, on ports that do not clash with a developer's
 * `npm start` (3000, 8080-8084), with the files of a run under `e2e/.run/`; or, when `SHOP_URL` is set, a
 * shop someone else runs (a staging shop, a canary, `npm start`): the suite then starts nothing and talks
 * to the API through the shop's own `/api`.
 */
import path from 'node:path';
import type { RemoteName } from '../../shared-kit/src/contracts/fragments';
import { REMOTES as APP_REMOTES } from '../../shared-kit/tooling/apps.cjs';

export type { RemoteName };

/** Folder of the e2e workspace. */
export const E2E_DIR = path.resolve(__dirname, '..');
/** Root of the monorepo. */
export const REPO_ROOT = path.resolve(E2E_DIR, '..');
/**
 * Everything a run writes: database, remotes manifest, report, traces. `e2e/.run/`, or `e2e/.run-<offset>/`
 * for a run with a port offset (two runs in one checkout must not share a database), or `E2E_RUN_DIR`.
 */
export const RUN_DIR = process.env.E2E_RUN_DIR
  ? path.resolve(process.env.E2E_RUN_DIR)
  : path.join(E2E_DIR, process.env.E2E_PORT_OFFSET && process.env.E2E_PORT_OFFSET !== '0' ? `.run-${process.env.E2E_PORT_OFFSET}` : '.run');
/** The `/remotes.json` the shell serves during a run (its server reads the file on every request). */
export const REMOTES_FILE = path.join(RUN_DIR, 'remotes.json');
/** The releases of the run's remotes registry (ADR 0023), which the shell serves at `/releases`. */
export const RELEASES_DIR = path.join(RUN_DIR, 'releases');
/** The run's remotes registry: absent until `releases.spec.ts` releases something, removed after it. */
export const REMOTES_REGISTRY = path.join(RELEASES_DIR, 'registry.json');

/**
 * Shifts every port of the run, so that two checkouts on one machine can run the suite at once
 * (`E2E_PORT_OFFSET=100` → API 13100, shop 18180, remotes 18181–18184).
 */
const OFFSET = portOffset(process.env.E2E_PORT_OFFSET);

function portOffset(value: string | undefined): number {
  if (!value) return 0;
  const offset = Number(value);
  if (!Number.isInteger(offset) || offset < 0 || offset > 1000) {
    throw new Error(`E2E_PORT_OFFSET must be a whole number from 0 to 1000, not "${value}"`);
  }
  return offset;
}

export const API_PORT = 13000 + OFFSET;
export const SHELL_PORT = 18080 + OFFSET;
/** Port of the second copy of mf_search that `runtime-remotes.spec.ts` starts itself. */
export const SECOND_SEARCH_PORT = 18094 + OFFSET;
/** Ports of the previous release that `skew.spec.ts` serves: its shell, then its four remotes (18096–18099). */
export const PREVIOUS_SHELL_PORT = 18095 + OFFSET;
export const PREVIOUS_REMOTE_PORTS = Object.fromEntries(APP_REMOTES.map((app, index) => [app.name, 18096 + index + OFFSET])) as Record<RemoteName, number>;

/**
 * The server render's budget for the shells the suite starts (`SSR_BUDGET_MS`). The suite checks what a
 * server-rendered page holds, not how fast it came (`npm run bench` measures that): on a loaded machine the
 * product's 300 ms cut slots off and left them to the browser, and a page read without scripts then lacked
 * its content. The shell of the failing-container tests keeps a short budget of its own.
 */
export const SUITE_RENDER_BUDGET_MS = '3000';

/**
 * Ports of `server-rendering.spec.ts`: a second shell composed with a copy of mf_catalog whose server
 * container is missing, slow or broken, and the server that stands in for that copy (18090–18091).
 */
export const DEGRADED_SHELL_PORT = 18090 + OFFSET;
/** The production topology the drill starts (scripts/topology): its https port (the others below it) and its PostgreSQL primary's. */
export const TOPOLOGY_PORT = 19443 + OFFSET;
export const TOPOLOGY_PG_PORT = 56432 + OFFSET;
export const DEGRADED_CATALOG_PORT = 18091 + OFFSET;

/**
 * Ports of `server-rendering.spec.ts`'s count of API reads: a shell whose API is a counting stand-in in front
 * of the suite's API, and that stand-in (18092–18093).
 */
export const COUNTED_SHELL_PORT = 18092 + OFFSET;
export const COUNTING_API_PORT = 18093 + OFFSET;

/**
 * The remotes (named once in their package.json files: shared-kit/tooling/apps.cjs): container name, folder,
 * port variable of `start-app.cjs`, and the port of this run, 10000 above the remote's own (18081–18084).
 */
export const REMOTES: readonly { name: RemoteName; dir: string; portVariable: string; port: number }[] = APP_REMOTES.map((app) => ({
  name: app.name as RemoteName,
  dir: app.dir,
  portVariable: app.portVariable,
  port: 10_000 + app.port + OFFSET,
}));

/** A remote of {@link REMOTES} by name. */
export function remote(name: RemoteName) {
  const found = REMOTES.find((item) => item.name === name);
  if (!found) throw new Error(`unknown remote ${name}`);
  return found;
}

/** `SHOP_URL` without its trailing slash, or null when the suite runs its own shop. */
export const EXTERNAL_SHOP = externalShop(process.env.SHOP_URL);

function externalShop(value: string | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SHOP_URL must be the address of a running shop, like https://staging.example, not "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`SHOP_URL must be an http(s) address, not "${value}"`);
  return url.origin;
}

/** Where the API listens (loopback only) and where the apps proxy `/api` to; a shop's own origin when external. */
export const API_URL = EXTERNAL_SHOP ?? `http://127.0.0.1:${API_PORT}`;
/** The shop as the browser sees it. */
export const SHOP_URL = EXTERNAL_SHOP ?? `http://localhost:${SHELL_PORT}`;

/** Why a spec that needs the suite's own stack (its files, ports or fake services) does not run against `SHOP_URL`. */
export const OWN_STACK_ONLY = 'needs the shop the suite starts itself (its files, ports or fake services), not the one at SHOP_URL';

/** URL of a remote's `mf-manifest.json` on a port. */
export function manifestUrl(port: number): string {
  return `http://localhost:${port}/mf-manifest.json`;
}

/** The body of `/remotes.json` for the ports of this run. */
export function remotesManifest(): Record<RemoteName, string> {
  return Object.fromEntries(REMOTES.map(({ name, port }) => [name, manifestUrl(port)])) as Record<RemoteName, string>;
}
