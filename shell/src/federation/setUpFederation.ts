import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { REMOTE_NAMES, setRemoteLoader, type RemoteName, type RemotesManifest } from 'shared-kit';
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

/** Registers the remotes with the Module Federation runtime, with retries and fallbacks. */
export function setUpFederation(manifest: RemotesManifest): void {
  registerPlugins([
    RetryPlugin({
      fetch: { retryTimes: 2, retryDelay: 400 },
      script: { retryTimes: 2, retryDelay: 400 },
    }),
    fallbackPlugin(),
  ]);
  registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry })));
  setRemoteLoader((id) => loadRemote(id));
}
