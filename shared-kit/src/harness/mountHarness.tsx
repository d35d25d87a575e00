import { Component, StrictMode, Suspense, useEffect, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter, Link, NavLink, useLocation, useRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import type { RemoteName } from '../contracts/fragments';
import { getEventBus, isNotFoundError, startSession } from 'shared-kit/platform';
import { messages } from '../messages';
import { harnessMessages } from './messages';
import { loadFragmentsFrom, type HarnessSibling } from './siblings';
import '../ui/palette.css';
import './harness.css';

/** A link of the harness header. */
export interface HarnessLink {
  to: string;
  label: string;
  /** Active only on exactly this address (a parent of other links). */
  end?: boolean;
}

/** Options of {@link mountHarness}. */
export interface HarnessOptions {
  /** Container name of the remote (`mf_catalog`). */
  name: RemoteName;
  /** The remote's `./routes`, mounted as the shell mounts them. */
  routes: RouteObject[];
  /** Addresses worth a click. */
  links: HarnessLink[];
  /** The team's header fragments, placed after the name. */
  header?: ReactNode;
  /** What `/` shows when none of the remote's routes is the home page. */
  home?: ReactNode;
  /** Mounted after the page: windows that wait for bus events. */
  overlays?: ReactNode;
  /** Sibling remotes whose fragments the pages place. */
  siblings?: HarnessSibling[];
  /** Element the harness renders into. */
  container?: HTMLElement;
}

interface PageBoundaryProps {
  children: ReactNode;
  pathname: string;
}

/** Stands in for the shell's route boundary: 404 and 500 notes, forgotten on the next address. */
class PageBoundary extends Component<PageBoundaryProps, { error: unknown; pathname: string }> {
  override state = { error: null as unknown, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: PageBoundaryProps, state: { pathname: string }) {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <p className="sk-harness__note">
        {isNotFoundError(this.state.error) ? harnessMessages.notFound : harnessMessages.serverError}
      </p>
    );
  }
}

function Harness({ name, routes, links, header, home, overlays }: HarnessOptions) {
  const page = useRoutes(routes);
  const location = useLocation();
  useEffect(() => {
    // The shell tells every team where the page is; the harness does the same.
    getEventBus().emit('shell:route-changed', {
      pathname: location.pathname,
      search: location.search,
      hash: location.hash,
    });
  }, [location]);
  const fallback =
    location.pathname === '/' && home ? (
      home
    ) : (
      <p className="sk-harness__note">{harnessMessages.routeNotOwned(name)}</p>
    );
  return (
    <>
      <header className="sk-harness__header">
        <Link to="/" className="sk-harness__logo">
          {name}
        </Link>
        <div className="sk-harness__slot">{header}</div>
        <nav className="sk-harness__nav">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end}>
              {link.label}
            </NavLink>
          ))}
        </nav>
      </header>
      <main className="sk-harness__main">
        <PageBoundary pathname={location.pathname}>
          <Suspense fallback={<p aria-busy="true">{messages.loading}</p>}>{page ?? fallback}</Suspense>
        </PageBoundary>
      </main>
      {overlays}
    </>
  );
}

/**
 * A team's standalone harness (`src/bootstrap.tsx`): the remote alone against the real API, with a
 * header of links, its routes rendered as the shell renders them, and the session started as the shell
 * starts it.
 */
export function mountHarness(options: HarnessOptions): Root {
  if (options.siblings?.length) loadFragmentsFrom(options.siblings);
  void startSession().catch((error: unknown) =>
    console.warn(`[${options.name}] session start failed`, error),
  );
  const root = createRoot(options.container ?? (document.getElementById('root') as HTMLElement));
  root.render(
    <StrictMode>
      <BrowserRouter>
        <Harness {...options} />
      </BrowserRouter>
    </StrictMode>,
  );
  return root;
}
