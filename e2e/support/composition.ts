/**
 * The remotes the browser loads in a run: the shop's own `/remotes.json`, with the run's overrides on top.
 *
 * An override (`REMOTE_MF_CHECKOUT=https://cdn.example/mf-checkout/2.4.0/mf-manifest.json`, or a version
 * released into the shop's remotes registry, `REMOTE_MF_CHECKOUT=2.4.0`; one variable per remote) changes
 * nothing in the shop: the suite answers `/remotes.json` in the browser with the override (fixtures.ts), so
 * a tester tries a candidate build of one remote against the others as they run.
 */
import { createHash } from 'node:crypto';
import { REMOTES, SHOP_URL, type RemoteName } from './stack';

/** Manifest URL of each remote. */
export type RemoteMap = Record<RemoteName, string>;

/** The variable that overrides a remote: `mf_checkout` → `REMOTE_MF_CHECKOUT`. */
export function overrideVariable(name: RemoteName): string {
  return `REMOTE_${name.toUpperCase()}`;
}

/** A released version: `2.4.0`, `2.5.0-rc.1`. */
const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/**
 * Where the shop publishes the releases of its registry: `RELEASES_URL`, else `/releases` of the shop
 * (each release in `<remote folder>/<version>/`, as `npm run release` lays it out).
 */
export function releasesUrl(env: NodeJS.ProcessEnv = process.env, shopUrl = SHOP_URL): string {
  return (env.RELEASES_URL?.trim() || `${shopUrl}/releases`).replace(/\/+$/, '');
}

/**
 * The overrides of a run, from `REMOTE_MF_*` variables: a manifest URL, or a released version looked up
 * where the shop publishes its releases; anything else is refused.
 */
export function overridesFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<RemoteMap> {
  const overrides: Partial<RemoteMap> = {};
  for (const { name, dir } of REMOTES) {
    const variable = overrideVariable(name);
    const value = env[variable]?.trim();
    if (!value) continue;
    if (VERSION.test(value)) {
      overrides[name] = `${releasesUrl(env)}/${dir}/${value}/mf-manifest.json`;
      continue;
    }
    let url: URL | null = null;
    try {
      url = new URL(value);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw new Error(
        `${variable} must be the http(s) address of the remote's mf-manifest.json or a released version (2.4.0), not "${value}"`,
      );
    }
    overrides[name] = url.href;
  }
  return overrides;
}

/** The overrides of this run. */
export const RUN_OVERRIDES = overridesFromEnv();

/** The shop's `/remotes.json` as it serves it. */
export async function servedRemotes(shopUrl = SHOP_URL): Promise<RemoteMap> {
  const response = await fetch(`${shopUrl}/remotes.json`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${shopUrl}/remotes.json answered ${response.status}`);
  return (await response.json()) as RemoteMap;
}

/** What the browser loads: the served map with the overrides on top. */
export function withOverrides(served: RemoteMap, overrides: Partial<RemoteMap>): RemoteMap {
  return { ...served, ...overrides };
}

/** One remote under test: where its manifest is, the version it declares, and a fingerprint of the build. */
export interface RemoteUnderTest {
  name: RemoteName;
  manifest: string;
  overridden: boolean;
  version: string;
  build: string;
}

interface ManifestMeta {
  metaData?: { buildInfo?: { buildVersion?: string } };
}

/**
 * Reads every remote's manifest. The build fingerprint is the start of the manifest's SHA-256: two builds
 * of one version (a rebuild, a candidate) differ in their file names and so in it.
 */
export async function remotesUnderTest(shopUrl = SHOP_URL, overrides = RUN_OVERRIDES): Promise<RemoteUnderTest[]> {
  const map = withOverrides(await servedRemotes(shopUrl), overrides);
  return Promise.all(
    REMOTES.map(async ({ name }): Promise<RemoteUnderTest> => {
      const manifest = map[name];
      const overridden = overrides[name] !== undefined;
      try {
        const response = await fetch(manifest, { cache: 'no-store' });
        if (!response.ok) return { name, manifest, overridden, version: `unreachable (${response.status})`, build: '-' };
        const text = await response.text();
        const meta = JSON.parse(text) as ManifestMeta;
        const build = createHash('sha256').update(text).digest('hex').slice(0, 10);
        return { name, manifest, overridden, version: meta.metaData?.buildInfo?.buildVersion ?? 'unknown', build };
      } catch (error) {
        return { name, manifest, overridden, version: `unreachable (${(error as Error).message})`, build: '-' };
      }
    }),
  );
}

/** One line for the report: `mf_catalog 0.1.0#3fa2c1d9e0, mf_checkout 0.2.0#… (override) …`. */
export function describeRemotes(remotes: readonly RemoteUnderTest[]): string {
  return remotes
    .map((item) => `${item.name} ${item.version}#${item.build}${item.overridden ? ` (override: ${item.manifest})` : ''}`)
    .join(', ');
}
