import { startTransition, StrictMode } from 'react';
import { fetchRemoteDeclarations, getHttp, serverState, setRemoteDeclarations, startSession } from 'shared-kit';
import type { ShellState } from './app/store';
import { BUILT_IN_DECLARATIONS, withBuiltIns } from './federation/builtInDeclarations';
import { readServerComposition } from './federation/serverComposition';
import { fetchRemotesManifest, setUpFederation } from './federation/setUpFederation';
import { watchChunkErrors } from './shared/lib/chunkReload';
import { progress } from './shared/lib/progress';
import { startFieldData } from './vitals';

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

/**
 * Lets the browser do what waits (a frame, a tap) before the next part of the start-up: evaluating the
 * whole application at once held a phone's main thread for some 150 ms in one task.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The application, its parts evaluated each in a task of its own (they come with this chunk, `eager`:
 * no request of their own): the store with the data layer, then the routes and the layout, then React's
 * renderer.
 */
async function app() {
  await nextTask();
  const { createShellStore } = await import(/* webpackMode: "eager" */ './app/store');
  const store = createShellStore(serverState<Partial<ShellState>>('shell'));
  await nextTask();
  const { App, createShellRouter } = await import(/* webpackMode: "eager" */ './app/App');
  const router = createShellRouter();
  await nextTask();
  const client = await import(/* webpackMode: "eager" */ 'react-dom/client');
  const element = (
    <StrictMode>
      <App store={store} router={router} />
    </StrictMode>
  );
  return { element, client };
}

async function start() {
  watchChunkErrors();
  startFieldData();
  progress.track(getHttp());
  const root = document.getElementById('root') as HTMLElement;
  const session = startSession().catch((error: unknown) => console.error('[shell] session start failed', error));
  if (root.dataset.rendered === 'server') {
    // A server-rendered page (ADR 0027) hydrates at once: its remotes came with it, and the session is
    // started beside it (the server rendered nothing personal, calls that need the session wait for it).
    await composeRemotes(true);
    const { element, client } = await app();
    await nextTask();
    // As a transition, the hydration yields to the browser every few milliseconds instead of holding the
    // main thread for the whole page (the page is already drawn and readable; a tap in the meantime goes
    // first, React hydrating that part at once).
    startTransition(() => {
      client.hydrateRoot(root, element, {
        onRecoverableError: (error) => console.error('[shell] hydration', error),
      });
    });
    return;
  }
  // The remotes (their manifests, then their declarations of pages and fragments), the session and the
  // application's code are independent: all at once.
  const [{ element, client }] = await Promise.all([app(), composeRemotes(false), session]);
  client.createRoot(root).render(element);
}

void start();
