import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getHttp, startSession } from 'shared-kit';
import { App, createShellRouter } from './app/App';
import { createShellStore } from './app/store';
import { fetchRemotesManifest, setUpFederation } from './federation/setUpFederation';
import { watchChunkErrors } from './shared/chunkReload';
import { progress } from './shared/progress';

async function start() {
  watchChunkErrors();
  progress.track(getHttp());
  // The remotes manifest and the session are independent: ask for both at once.
  const [manifest] = await Promise.all([
    fetchRemotesManifest(),
    startSession().catch((error: unknown) => console.error('[shell] session start failed', error)),
  ]);
  setUpFederation(manifest);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App store={createShellStore()} router={createShellRouter()} />
    </StrictMode>,
  );
}

void start();
