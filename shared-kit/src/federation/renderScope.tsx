import { createContext, useContext, useSyncExternalStore, type Context, type ReactNode } from 'react';
import { getCookie } from '../session/cookies';

/**
 * What one server render owns (ADR 0027): the store of each app that took part, made for this request
 * and never shared with another. In the browser there is no scope: each app keeps its one page store.
 */
export interface RenderScope {
  /** Stores by app name (`mf_catalog`, `shell`), created on first use during the render. */
  readonly stores: Map<string, { getState(): unknown }>;
  /** The request's cookies: what `document.cookie` is in the browser. */
  readonly cookies: Readonly<Record<string, string>>;
}

/** A fresh scope for one server render, with the request's cookies. */
export function createRenderScope(cookies: Readonly<Record<string, string>> = {}): RenderScope {
  return { stores: new Map(), cookies };
}

const CONTEXT_KEY = '__shopRenderScope__';

/**
 * The scope's context. Every app bundles this module (it is not the runtime-shared platform core), so the
 * context object itself is kept on `globalThis`: the shell's copy and the remotes' copies must be the same
 * object for a remote's page to find the scope its server render was given.
 */
function scopeContext(): Context<RenderScope | null> {
  const holder = globalThis as unknown as Record<string, Context<RenderScope | null> | undefined>;
  holder[CONTEXT_KEY] ??= createContext<RenderScope | null>(null);
  return holder[CONTEXT_KEY];
}

/** Gives the pages rendered inside it the request's scope (the server renderer wraps the page in it). */
export function RenderScopeProvider({ scope, children }: { scope: RenderScope; children: ReactNode }) {
  const { Provider } = scopeContext();
  return <Provider value={scope}>{children}</Provider>;
}

/**
 * The store an app's part renders with: on the server, the request's own store of this app (created with
 * `create` the first time); in the browser, the app's page store.
 */
export function useAppStore<S extends { getState(): unknown }>(name: string, create: () => S, pageStore: () => S): S {
  const scope = useContext(scopeContext());
  if (!scope) return pageStore();
  let store = scope.stores.get(name) as S | undefined;
  if (!store) {
    store = create();
    scope.stores.set(name, store);
  }
  return store;
}

/**
 * A cookie as the page sees it while rendering: the request's on the server, `document.cookie` in the
 * browser. A part that shows or hides itself by a cookie renders the same on both sides with it.
 */
export function useCookie(name: string): string | null {
  const scope = useContext(scopeContext());
  return scope ? (scope.cookies[name] ?? null) : getCookie(name);
}

/** The request's store of an app, created when missing: how the server renderer prefetches a page's data. */
export function scopedStore<S extends { getState(): unknown }>(scope: RenderScope, name: string, create: () => S): S {
  let store = scope.stores.get(name) as S | undefined;
  if (!store) {
    store = create();
    scope.stores.set(name, store);
  }
  return store;
}

/** Id of the `<script type="application/json">` in which the server hands the stores' state to the page. */
export const SERVER_STATE_ID = 'shop-state';

let serverStates: Record<string, unknown> | undefined;

/**
 * The state the server rendered an app's part with, read once from the page (undefined when the page was
 * not server-rendered, or the app took no part). An app creates its page store from it, so its hooks find
 * the server's data and the browser asks for nothing again.
 */
export function serverState<T>(name: string): T | undefined {
  if (typeof document === 'undefined') return undefined;
  if (serverStates === undefined) {
    const text = document.getElementById(SERVER_STATE_ID)?.textContent;
    try {
      serverStates = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      serverStates = {};
    }
  }
  return serverStates[name] as T | undefined;
}

/** An RTK Query slice of a state: its cache of queries, among other keys. */
interface ApiSlice {
  queries: Record<string, { status?: string } | undefined>;
  subscriptions?: unknown;
}

function isApiSlice(value: unknown): value is ApiSlice {
  return typeof value === 'object' && value !== null && 'queries' in value && 'config' in value;
}

/**
 * What of a store's state the browser starts from: the fulfilled queries of each RTK Query slice (one
 * still running or failed is asked again by the page), without the server's subscriptions.
 */
function handedOver(state: unknown): unknown {
  if (typeof state !== 'object' || state === null) return state;
  return Object.fromEntries(
    Object.entries(state).map(([key, value]) => {
      if (!isApiSlice(value)) return [key, value];
      const queries = Object.fromEntries(Object.entries(value.queries).filter(([, query]) => query?.status === 'fulfilled'));
      return [key, { ...value, queries, subscriptions: {} }];
    }),
  );
}

/**
 * The stores' state of a render (and any `extra` entries) as JSON that is safe inside a `<script>` element:
 * no `</script>`, no `<!--`, no line separators.
 */
export function serialiseServerState(scope: RenderScope, extra: Record<string, unknown> = {}): string {
  const states = Object.fromEntries([...scope.stores].map(([name, store]) => [name, handedOver(store.getState())]));
  return JSON.stringify({ ...states, ...extra })
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const subscribeNothing = () => () => undefined;

/**
 * False on the server and while the page hydrates, true once it runs in the browser: parts that exist only
 * in the browser (other teams' fragments, anything personal) render their placeholder first, so the first
 * browser render matches the server's HTML, then appear.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
