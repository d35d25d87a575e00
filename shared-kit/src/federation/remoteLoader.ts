/**
 * Loads a module of a remote container by its runtime id (`mf_checkout/CartButton`). The shell sets
 * the loader (the Module Federation runtime's `loadRemote`) at start-up; a remote running alone in its
 * harness sets its own. Kept on `globalThis` so every copy of shared-kit sees the same loader.
 */
export type RemoteModuleLoader = (id: string) => Promise<unknown>;

const GLOBAL_KEY = '__shopRemoteLoader__';

type Holder = Record<string, RemoteModuleLoader | undefined>;

/** Installs the loader used by fragments and remote routes. */
export function setRemoteLoader(loader: RemoteModuleLoader): void {
  (globalThis as unknown as Holder)[GLOBAL_KEY] = loader;
}

/** Loads a remote module; rejects when no loader is installed or the remote cannot be reached. */
export async function loadRemoteModule<T>(id: string): Promise<T> {
  const loader = (globalThis as unknown as Holder)[GLOBAL_KEY];
  if (!loader) throw new Error(`No remote loader installed to load ${id}`);
  const module = await loader(id);
  // The runtime's errorLoadRemote hook may answer a missing remote with null instead of throwing.
  if (module === null || module === undefined) throw new Error(`Remote module ${id} is unavailable`);
  return module as T;
}
