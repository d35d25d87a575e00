import { Component, StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, NavLink, useLocation, useRoutes } from 'react-router-dom';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { isNotFoundError, setRemoteLoader, startSession } from 'shared-kit';
import { routes } from './exposes/routes';
import { CatalogDropdown } from './exposes/CatalogDropdown';
import './bootstrap.css';

/** Where the other teams' remotes run on a developer's machine; a remote that is down shows its fallback. */
const SIBLINGS = [
  { name: 'mf_checkout', entry: 'http://localhost:8082/mf-manifest.json' },
  { name: 'mf_account', entry: 'http://localhost:8083/mf-manifest.json' },
];

class PageBoundary extends Component<{ children: ReactNode; pathname: string }, { error: unknown; pathname: string }> {
  override state = { error: null as unknown, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: { pathname: string }, state: { pathname: string }) {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return isNotFoundError(this.state.error) ? (
      <p className="harness__note">404 — Страница не найдена (в магазине это страница оболочки)</p>
    ) : (
      <p className="harness__note">500 — Непредвиденная ошибка сервера</p>
    );
  }
}

/** The team's harness: the remote alone, against the real API (proxied by its own server). */
function Harness() {
  const location = useLocation();
  const page = useRoutes(routes);
  return (
    <>
      <header className="harness__header">
        <strong className="harness__logo">Здоровье+</strong>
        <CatalogDropdown />
        <nav className="harness__nav">
          <NavLink to="/">Главная</NavLink>
          <NavLink to="/category" end>
            Каталог
          </NavLink>
          <NavLink to="/brands">Бренды</NavLink>
        </nav>
      </header>
      <main className="harness__main">
        <PageBoundary pathname={location.pathname}>
          {page ?? <p className="harness__note">Маршрут не принадлежит mf_catalog</p>}
        </PageBoundary>
      </main>
    </>
  );
}

registerRemotes(SIBLINGS);
// A sibling that is not running fails once; later fragments of it show their fallback at once.
const down = new Set<string>();
setRemoteLoader(async (id) => {
  const container = id.slice(0, id.indexOf('/'));
  if (down.has(container)) return null;
  try {
    return await loadRemote(id);
  } catch (error) {
    down.add(container);
    throw error;
  }
});
void startSession().catch((error: unknown) => console.warn('[mf_catalog] session start failed', error));
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BrowserRouter>
      <Harness />
    </BrowserRouter>
  </StrictMode>,
);
