import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import {
  createRenderScope,
  loadRemoteModule,
  RenderScopeProvider,
  scopedStore,
  serialiseServerState,
  type PageHead,
} from 'shared-kit';
import { SHELL_ROUTES } from '../app/App';
import { createShellStore } from '../app/store';
import { OUTCOME_STATE, PageOutcomeProvider, type PageOutcome } from '../app/routing/pageOutcome';
import { after, prefetch } from './prefetchPage';
import { renderToHtml } from './renderToHtml';
import { configureServer, renderVisitor, type ServerSetup } from './serverSetup';

/** One page to render. */
export interface RenderRequest extends ServerSetup {
  /** Path and query of the page (`/products/x?y=1`). */
  url: string;
  /** The request's cookies. */
  cookies: Record<string, string>;
  /** How long the remote's part may take (its code, data and rendering) before it is left to the browser. */
  budgetMs: number;
  /** The visitor's address as the shop's proxy passes it to the API (`X-Forwarded-For`). */
  forwardedFor?: string;
  /** The shop's public address without a trailing slash, the head's links are made on (ADR 0043). */
  publicBase?: string;
}

/** The rendered page. */
export interface RenderResult {
  /** 404 when the API does not know what the address names. */
  status: 200 | 404;
  /** The HTML inside the page's root element. */
  html: string;
  /** The stores' state and the page's outcome, as JSON safe inside a `<script>`. */
  state: string;
  /** Parts left to the browser (a remote that failed or was too slow), for the log. */
  degraded: string[];
  /**
   * The page's head as its remote described it from the data it was rendered with (ADR 0043); null when it
   * gave none (no `head` on its route, a release before it, a failure or the budget spent): the shell then
   * builds the head from its own reads.
   */
  head: PageHead | null;
}

/** The server-rendered pages the remotes declare at a fixed address (`/brands`), to render once in a warm-up. */
function fixedServerPaths(declarations: unknown[]): string[] {
  const paths = declarations.flatMap((body) => {
    const routes = (body as { routes?: unknown } | null)?.routes;
    return Array.isArray(routes) ? routes : [];
  });
  return [
    ...new Set(
      paths
        .filter((route): route is { path: string } => (route as { render?: unknown })?.render === 'server' && typeof route?.path === 'string')
        .map((route) => route.path)
        .filter((path) => /^\/[\w/-]*$/.test(path)),
    ),
  ].slice(0, 8);
}

/**
 * Loads every remote's server container and renders each page it declares at a fixed address once (its
 * code split into chunks is then loaded too), before the first visitor's page of a composition (ADR 0036),
 * within `budgetMs`: a worker made for a promoted release renders its first pages whole.
 */
export async function warmUp(setup: ServerSetup & { budgetMs: number }): Promise<void> {
  configureServer(setup);
  const names = Object.keys(setup.remotes);
  const work = (async () => {
    await Promise.allSettled(names.map((name) => loadRemoteModule(`${name}/routes`)));
    for (const url of fixedServerPaths(setup.declarations)) {
      await renderPage({ ...setup, url, cookies: {}, budgetMs: setup.budgetMs }).catch(() => undefined);
    }
  })();
  await Promise.race([work, after(setup.budgetMs, undefined)]);
}

/** Renders a page of the shop: the layout with the owner's page, its data loaded first (ADR 0027). */
export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  configureServer(request);
  // Every call of the render asks the API as the visitor (their address, for its limits).
  return renderVisitor.run({ forwardedFor: request.forwardedFor }, () => renderComposed(request));
}

async function renderComposed(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url, 'http://shop.invalid');
  const scope = createRenderScope(request.cookies);
  const degraded: string[] = [];
  const prefetched = await prefetch(scope, url, request.budgetMs, degraded, request.publicBase ?? '');
  const { notFound } = prefetched;
  // The head is asked beside the render, from the same stores, within the same budget.
  const head = prefetched.head ? Promise.race([prefetched.head(), after(request.budgetMs, null)]) : Promise.resolve(null);
  const outcome: PageOutcome = notFound ? { notFound: url.pathname } : {};
  // What the page hands to the browser says nothing of the server's troubles.
  const handed: PageOutcome = { ...outcome };
  if (degraded.length > 0) outcome.leftToBrowser = [...degraded];

  const handler = createStaticHandler(SHELL_ROUTES);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`the shell's routes answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderToHtml(
    <StrictMode>
      <RenderScopeProvider scope={scope}>
        <PageOutcomeProvider outcome={outcome}>
          <Provider store={scopedStore(scope, 'shell', () => createShellStore())}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Provider>
        </PageOutcomeProvider>
      </RenderScopeProvider>
    </StrictMode>,
    request.budgetMs,
    degraded,
  );
  return {
    status: notFound ? 404 : 200,
    html,
    state: serialiseServerState(scope, { [OUTCOME_STATE]: handed }),
    degraded,
    head: await head,
  };
}
