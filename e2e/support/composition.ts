/**
 * The remotes the browser loads in a run: the shop's own `/remotes.json`, with the run's overrides on top.
 *
 * An override (`REMOTE_MF_CHECKOUT=https://cdn.example/mf-checkout/2.4.0/mf-manifest.json`, a path of the
 * shop, or a version released into the shop's remotes registry, `REMOTE_MF_CHECKOUT=2.4.0`; one variable
 * per remote) changes nothing in the shop: the suite answers `/remotes.json` in the browser with the
 * override (fixtures.ts), so a tester tries a candidate build of one remote against the others as they run.
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
 * Where the shop publishes the releases of its registry: `RELEASES_URL` (an address, or a path of the shop),
 * else `/releases` of the shop (each release in `<remote folder>/<version>/`, as `npm run release` lays it out).
 */
export function releasesUrl(env: NodeJS.ProcessEnv = process.env, shopUrl = SHOP_URL): string {
  return new URL(env.RELEASES_URL?.trim() || '/releases', `${shopUrl}/`).href.replace(/\/+$/, '');
}

/**
 * The overrides of a run, from `REMOTE_MF_*` variables: a manifest URL, or a released version looked up
 * where the shop publishes its releases; anything else is refused.
 */
export function overridesFromEnv(env: NodeJS.ProcessEnv = process.env, shopUrl = SHOP_URL): Partial<RemoteMap> {
  const overrides: Partial<RemoteMap> = {};
  for (const { name, dir } of REMOTES) {
    const variable = overrideVariable(name);
    const value = env[variable]?.trim();
    if (!value) continue;
    if (VERSION.test(value)) {
      overrides[name] = new URL(`${releasesUrl(env, shopUrl)}/${dir}/${value}/mf-manifest.json`, `${shopUrl}/`).href;
      continue;
    }
    let url: URL | null = null;
    try {
      // A path (`/releases/mf-checkout/2.4.0/mf-manifest.json`) is a path of the shop, as in its /remotes.json.
      url = value.startsWith('/') && !value.startsWith('//') ? new URL(value, `${shopUrl}/`) : new URL(value);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw new Error(
        `${variable} must be the http(s) address of the remote's mf-manifest.json (or its path on the shop), or a released version (2.4.0), not "${value}"`,
      );
    }
    overrides[name] = url.href;
  }
  return overrides;
}

/** The overrides of this run. */
export const RUN_OVERRIDES = overridesFromEnv();

/**
 * Each address of a remotes map made absolute against the shop: the shop's remotes registry publishes its
 * releases as paths of the shop (`/releases/mf-checkout/2.4.0/mf-manifest.json`, ADR 0023), which the
 * browser resolves against the page and the suite must resolve the same way. A value that is no address
 * at all is left as it is (the shell ignores it too).
 */
export function absoluteRemotes(map: Record<string, unknown>, shopUrl = SHOP_URL): RemoteMap {
  const resolved: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(map)) {
    if (typeof value !== 'string' || value.length === 0) {
      resolved[name] = value;
      continue;
    }
    try {
      resolved[name] = new URL(value, `${shopUrl}/`).href;
    } catch {
      resolved[name] = value;
    }
  }
  return resolved as RemoteMap;
}

/** The shop's `/remotes.json` as it serves it, its addresses made absolute against the shop. */
export async function servedRemotes(shopUrl = SHOP_URL): Promise<RemoteMap> {
  const response = await fetch(`${shopUrl}/remotes.json`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${shopUrl}/remotes.json answered ${response.status}`);
  return absoluteRemotes((await response.json()) as Record<string, unknown>, shopUrl);
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
 * The release folder in a manifest's address: `…/mf-checkout/2.4.0/mf-manifest.json` → `2.4.0`, as
 * `npm run release` lays releases out (ADR 0023) and a CDN keeps them.
 */
export function versionInAddress(manifest: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(manifest).pathname;
  } catch {
    return null;
  }
  const folder = pathname.split('/').slice(-2, -1)[0] ?? '';
  return VERSION.test(folder) ? folder : null;
}

/**
 * The version of a remote's build. Its `mf-declaration.json` beside the manifest names the version the
 * build was released as (`RELEASE_VERSION`, else its package.json version; ADR 0022); the manifest's own
 * `buildVersion` is always the package.json version (`0.1.0` for every release), so it is the last resort
 * after the release folder of the address. When the declaration and the folder disagree, both are named.
 */
export function versionOf(manifest: string, declared: unknown, meta: ManifestMeta | null): string {
  const fromDeclaration =
    typeof declared === 'object' && declared !== null && typeof (declared as { version?: unknown }).version === 'string'
      ? (declared as { version: string }).version
      : null;
  const fromAddress = versionInAddress(manifest);
  const known = fromDeclaration && fromDeclaration !== 'unknown' && fromDeclaration !== 'built-in' ? fromDeclaration : null;
  if (known && fromAddress && known !== fromAddress) return `${known} (address: ${fromAddress})`;
  return known ?? fromAddress ?? meta?.metaData?.buildInfo?.buildVersion ?? 'unknown';
}

/** The body of a JSON file, or null when it cannot be read. */
async function jsonAt(url: string): Promise<unknown> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}

/**
 * Reads every remote's manifest and declaration. The build fingerprint is the start of the manifest's
 * SHA-256: two builds of one version (a rebuild, a candidate) differ in their file names and so in it.
 */
export async function remotesUnderTest(shopUrl = SHOP_URL, overrides = RUN_OVERRIDES): Promise<RemoteUnderTest[]> {
  const map = withOverrides(await servedRemotes(shopUrl), overrides);
  return Promise.all(
    REMOTES.map(async ({ name }): Promise<RemoteUnderTest> => {
      const manifest = map[name];
      const overridden = overrides[name] !== undefined;
      if (!manifest) return { name, manifest: '-', overridden, version: 'not in the shop’s /remotes.json', build: '-' };
      try {
        const response = await fetch(manifest, { cache: 'no-store' });
        if (!response.ok) return { name, manifest, overridden, version: `unreachable (${response.status})`, build: '-' };
        const text = await response.text();
        const meta = JSON.parse(text) as ManifestMeta;
        const build = createHash('sha256').update(text).digest('hex').slice(0, 10);
        const declared = await jsonAt(new URL('mf-declaration.json', manifest).href);
        return { name, manifest, overridden, version: versionOf(manifest, declared, meta), build };
      } catch (error) {
        return { name, manifest, overridden, version: `unreachable (${(error as Error).message})`, build: '-' };
      }
    }),
  );
}

/** One line for the report: `mf_catalog 0.1.0#3fa2c1d9e0, mf_checkout 2.4.0#… (override: …) …`. */
export function describeRemotes(remotes: readonly RemoteUnderTest[]): string {
  return remotes
    .map((item) => `${item.name} ${item.version}#${item.build}${item.overridden ? ` (override: ${item.manifest})` : ''}`)
    .join(', ');
}
