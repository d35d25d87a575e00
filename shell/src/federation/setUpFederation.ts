import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import {
  pageManifests,
  REMOTE_NAMES,
  setRemoteLoader,
  type RemoteDeclaration,
  type RemoteName,
  type RemotesManifest,
} from 'shared-kit';
import { fallbackPlugin } from './fallbackPlugin';

/**
 * Reads `/remotes.json` (never from a cache): which URL each remote's `mf-manifest.json` lives at.
 * Unknown names and non-string values are ignored; a failed read leaves every remote unregistered, so
 * their parts show quiet fallbacks while the shell itself still works.
 */
export async function fetchRemotesManifest(fetcher: typeof fetch = fetch): Promise<RemotesManifest> {
  try {
    const response = await fetcher('/remotes.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
    const body = (await response.json()) as Record<string, unknown>;
    const manifest: RemotesManifest = {};
    for (const name of REMOTE_NAMES) {
      const entry = body[name];
      if (typeof entry === 'string' && entry.length > 0) manifest[name as RemoteName] = entry;
    }
    return manifest;
  } catch (error) {
    console.error('[shell] cannot read /remotes.json', error);
    return {};
  }
}

/**
 * The version of the federation runtime this page hands to the remotes' shared-runtime containers (ADR
 * 0029): the shell's build provides it on the global the federation runtime names; none when it is absent.
 */
export function providedRuntime(scope: object = globalThis): string | undefined {
  const holder = scope as { _FEDERATION_RUNTIME_CORE?: unknown; _FEDERATION_RUNTIME_CORE_FROM?: { version?: unknown } };
  const version = holder._FEDERATION_RUNTIME_CORE_FROM?.version;
  return holder._FEDERATION_RUNTIME_CORE && typeof version === 'string' ? version : undefined;
}

/**
 * Registers the remotes with the Module Federation runtime, with retries and fallbacks: each from its
 * shared-runtime container when its declaration offers one this page's runtime runs, else from its full
 * manifest (ADR 0029).
 */
export function setUpFederation(manifest: RemotesManifest, declarations: readonly RemoteDeclaration[] = []): void {
  registerPlugins([
    RetryPlugin({
      fetch: { retryTimes: 2, retryDelay: 400 },
      script: { retryTimes: 2, retryDelay: 400 },
    }),
    fallbackPlugin(),
  ]);
  const entries = pageManifests(manifest, declarations, providedRuntime(), globalThis.location?.href ?? 'http://localhost/');
  registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
  setRemoteLoader((id) => loadRemote(id));
}
