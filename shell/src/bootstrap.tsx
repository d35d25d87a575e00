import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchRemoteDeclarations, getHttp, setRemoteDeclarations, startSession } from 'shared-kit';
import { App, createShellRouter } from './app/App';
import { createShellStore } from './app/store';
import { BUILT_IN_DECLARATIONS, withBuiltIns } from './federation/builtInDeclarations';
import { fetchRemotesManifest, setUpFederation } from './federation/setUpFederation';
import { watchChunkErrors } from './shared/chunkReload';
import { progress } from './shared/progress';

async function start() {
  watchChunkErrors();
  progress.track(getHttp());
  // The remotes (their manifests, then their declarations of pages and fragments) and the session are
  // independent: ask for both at once.
  const remotes = fetchRemotesManifest().then(async (manifest) => {
    setUpFederation(manifest);
    const read = await fetchRemoteDeclarations(manifest, { fallback: BUILT_IN_DECLARATIONS });
    setRemoteDeclarations(withBuiltIns(read));
  });
  await Promise.all([
    remotes,
    startSession().catch((error: unknown) => console.error('[shell] session start failed', error)),
  ]);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App store={createShellStore()} router={createShellRouter()} />
    </StrictMode>,
  );
}

void start();
