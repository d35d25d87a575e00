import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import {
  createRenderScope,
  loadRemoteModule,
  RenderScopeProvider,
  scopedStore,
  serialiseServerState,
  type RemoteRoutesModule,
  type RenderScope,
} from 'shared-kit';
import { SHELL_ROUTES } from '../app/App';
import { createShellStore } from '../app/store';
import { prefetchSite } from '../entities/site';
import { OUTCOME_STATE, PageOutcomeProvider, type PageOutcome } from '../routing/pageOutcome';
import { ownerOf } from '../routing/ownerOf';
import { shellApi } from '../shared/api';
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
}

const NOT_FOUND = new Set([400, 404]);

/** Resolves after `ms`, with `value`. */
function after<T>(ms: number, value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), ms).unref());
}

/** The status an RTK Query result answers with, if it failed with one. */
function failedStatus(result: unknown): number | undefined {
  const error = (result as { error?: { status?: unknown } } | undefined)?.error;
  return typeof error?.status === 'number' ? error.status : undefined;
}

/**
 * Loads the data of the page's first screen in the request's stores: the shell's layout data and, for a
 * remote's page, what the matched route declares. Answers whether the API said the page names nothing.
 */
async function prefetch(scope: RenderScope, url: URL, budgetMs: number, degraded: string[]): Promise<boolean> {
  const shell = scopedStore(scope, 'shell', () => createShellStore());
  const loads: Promise<unknown>[] = [shell.dispatch(prefetchSite()), shell.dispatch(shellApi.endpoints.topBanner.initiate())];
  let pageLoads: Promise<unknown>[] = [];
  const owner = ownerOf(url.pathname);
  if (owner.kind === 'content') pageLoads = [shell.dispatch(shellApi.endpoints.contentPage.initiate(owner.slug))];
  if (owner.kind === 'remote') {
    const module = await Promise.race([
      loadRemoteModule<RemoteRoutesModule>(`${owner.remote}/routes`).catch(() => undefined),
      after(budgetMs, undefined),
    ]);
    if (!module) degraded.push(owner.remote);
    else pageLoads = remotePrefetch(scope, module, url);
  }
  const results = await Promise.race([Promise.all([...pageLoads, ...loads]), after(budgetMs, [])]);
  return results.slice(0, pageLoads.length).some((result) => NOT_FOUND.has(failedStatus(result) ?? 0));
}

/** Dispatches the prefetch of the remote's route that matches the address, in the request's store of it. */
function remotePrefetch(scope: RenderScope, module: RemoteRoutesModule, url: URL): Promise<unknown>[] {
  const { server } = module;
  if (!server || !Array.isArray(module.routes)) return [];
  const matched = matchRoutes(module.routes, url.pathname)?.at(-1);
  const route = matched?.route as RemoteRoutesModule['routes'][number] | undefined;
  if (!matched || !route?.prefetch) return [];
  const store = scopedStore(scope, server.storeName, () => server.createStore());
  return route.prefetch({ params: matched.params, search: url.searchParams }).map(
    (thunk) => store.dispatch(thunk as never) as Promise<unknown>,
  );
}

/**
 * Renders the React tree to complete HTML: every part that is ready within the budget is in it, with no
 * streaming instructions (the page must read without JavaScript, and the CSP allows no inline script). A
 * part cut off by the budget, or one that throws, is left as its Suspense fallback for the browser.
 */
async function renderToHtml(tree: React.ReactNode, budgetMs: number, degraded: string[]): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`render budget of ${budgetMs} ms spent`)), budgetMs);
  try {
    const { prelude } = await prerenderToNodeStream(tree, {
      signal: controller.signal,
      // Never outline a large part into a script-revealed segment: every part is inline in the HTML.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        degraded.push(error instanceof Error ? error.message : String(error));
      },
    });
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
    // A part cut off by the budget comes with React's inline script that would reveal it later; the CSP
    // runs no inline script, and the browser renders a part left pending once the document has loaded.
    return Buffer.concat(chunks).toString('utf8').replace(/<script>[\s\S]*?<\/script>/g, '');
  } finally {
    clearTimeout(timer);
  }
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
  const notFound = await prefetch(scope, url, request.budgetMs, degraded);
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
  return { status: notFound ? 404 : 200, html, state: serialiseServerState(scope, { [OUTCOME_STATE]: handed }), degraded };
}
