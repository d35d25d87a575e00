import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { fetchRemoteDeclarations, getHttp, serverState, setRemoteDeclarations, startSession } from 'shared-kit';
import { App, createShellRouter } from './app/App';
import { createShellStore, type ShellState } from './app/store';
import { BUILT_IN_DECLARATIONS, withBuiltIns } from './federation/builtInDeclarations';
import { readServerComposition } from './federation/serverComposition';
import { fetchRemotesManifest, setUpFederation } from './federation/setUpFederation';
import { watchChunkErrors } from './shared/chunkReload';
import { progress } from './shared/progress';

/**
 * The remotes and their declarations: as the server rendered the page with them when the page hydrates,
 * else read now (a page rendered in the browser composes what `/remotes.json` says at this moment).
 */
async function composeRemotes(hydrating: boolean): Promise<void> {
  const composed = hydrating ? readServerComposition() : null;
  if (composed) {
    setUpFederation(composed.remotes, composed.declarations);
    setRemoteDeclarations(withBuiltIns(composed.declarations));
    return;
  }
  const manifest = await fetchRemotesManifest();
  // The declarations first: they say which container of each remote this page can load (ADR 0029).
  const read = await fetchRemoteDeclarations(manifest, { fallback: BUILT_IN_DECLARATIONS });
  setUpFederation(manifest, read);
  setRemoteDeclarations(withBuiltIns(read));
}

function app() {
  return (
    <StrictMode>
      <App store={createShellStore(serverState<Partial<ShellState>>('shell'))} router={createShellRouter()} />
    </StrictMode>
  );
}

async function start() {
  watchChunkErrors();
  progress.track(getHttp());
  const root = document.getElementById('root') as HTMLElement;
  const session = startSession().catch((error: unknown) => console.error('[shell] session start failed', error));
  if (root.dataset.rendered === 'server') {
    // A server-rendered page (ADR 0027) hydrates at once: its remotes came with it, and the session is
    // started beside it (the server rendered nothing personal, calls that need the session wait for it).
    await composeRemotes(true);
    // As a transition, the hydration yields to the browser every few milliseconds instead of holding the
    // main thread for the whole page (the page is already drawn and readable; a tap in the meantime goes
    // first, React hydrating that part at once).
    startTransition(() => {
      hydrateRoot(root, app(), {
        onRecoverableError: (error) => console.error('[shell] hydration', error),
      });
    });
    return;
  }
  // The remotes (their manifests, then their declarations of pages and fragments) and the session are
  // independent: ask for both at once.
  await Promise.all([composeRemotes(false), session]);
  createRoot(root).render(app());
}

void start();
