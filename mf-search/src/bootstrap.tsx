import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { startSession } from 'shared-kit';
import { routes } from './exposes/routes';
import { SearchDropdown } from './exposes/SearchDropdown';

/** The team's harness: the remote alone, against the real API (proxied by its own server). */
function Harness() {
  const page = useRoutes(routes);
  return (
    <>
      <header style={{ padding: 12, borderBottom: '1px solid #ddd' }}>
        <strong>mf_search</strong> <SearchDropdown />
      </header>
      <main style={{ padding: 12 }}>{page ?? <p>Маршрут не принадлежит mf_search</p>}</main>
    </>
  );
}

void startSession().catch((error: unknown) => console.warn('[mf_search] session start failed', error));
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BrowserRouter>
      <Harness />
    </BrowserRouter>
  </StrictMode>,
);
