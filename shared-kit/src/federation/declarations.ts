import {
  parseDeclaration,
  routePattern,
  type FragmentDeclaration,
  type RemoteDeclaration,
} from '../contracts/declarations';
import type { RemoteName } from '../contracts/fragments';
import type { RemotesManifest } from '../contracts/remotes';
import { withTimeLimit } from './lateArrivals';

/**
 * The remotes' own declarations of their pages and fragments (ADR 0022), as the page loaded them at
 * start-up. Kept on `globalThis`, like the remote loader, so that every copy of shared-kit on the page
 * (the shell's and a remote built against another version) answers from the same list.
 */
interface CompiledRoute {
  remote: RemoteName;
  pattern: RegExp;
  guarded: boolean;
  title?: string;
}

interface Registry {
  declarations: RemoteDeclaration[];
  routes: CompiledRoute[];
  fragments: Map<string, FragmentDeclaration>;
}

const GLOBAL_KEY = '__shopRemoteDeclarations__';

function registry(): Registry {
  const holder = globalThis as unknown as Record<string, Registry | undefined>;
  holder[GLOBAL_KEY] ??= { declarations: [], routes: [], fragments: new Map() };
  return holder[GLOBAL_KEY];
}

/** Installs the declarations read at start-up; the order of the list decides who owns a path claimed twice. */
export function setRemoteDeclarations(declarations: readonly RemoteDeclaration[]): void {
  const current = registry();
  current.declarations = [...declarations];
  current.routes = declarations.flatMap((declaration) =>
    declaration.routes.map((route) => ({
      remote: declaration.name,
      pattern: routePattern(route.path),
      guarded: route.guarded === true,
      title: route.title,
    })),
  );
  current.fragments = new Map(declarations.flatMap((declaration) => Object.entries(declaration.fragments)));
}

/** The declarations installed, in their order. */
export function remoteDeclarations(): readonly RemoteDeclaration[] {
  return registry().declarations;
}

function routeOf(pathname: string): CompiledRoute | undefined {
  return registry().routes.find((route) => route.pattern.test(pathname));
}

/** The remote whose declared routes take a path, or null (the shell's content page or its 404). */
export function ownerOfPath(pathname: string): RemoteName | null {
  return routeOf(pathname)?.remote ?? null;
}

/** True when the first declared route taking the path needs a signed-in customer. */
export function isGuardedPath(pathname: string): boolean {
  return routeOf(pathname)?.guarded ?? false;
}

/** The title the owner declared for a path, if any. */
export function declaredTitle(pathname: string): string | undefined {
  return routeOf(pathname)?.title;
}

/** What the providing team declared about a fragment; undefined for an id no loaded remote declares. */
export function declaredFragment(id: string): FragmentDeclaration | undefined {
  return registry().fragments.get(id);
}

/** Where a remote publishes its declaration: `mf-declaration.json` beside its manifest. */
export function declarationUrl(manifestUrl: string, base: string): string {
  return new URL('mf-declaration.json', new URL(manifestUrl, base)).href;
}

/**
 * How long the page waits for a remote's declaration before it takes the built-in copy: the shell draws
 * nothing until it has every declaration, so a slow remote must not hold the whole shop.
 */
export const DECLARATION_TIMEOUT_MS = 2_500;

/**
 * Reads every remote's declaration next to its manifest, in parallel and never from a stale cache. A
 * remote whose declaration cannot be read (down, or released before declarations existed) or does not
 * answer within `timeoutMs` ({@link DECLARATION_TIMEOUT_MS}) gets `fallback[name]` when one is given, else
 * nothing: its pages are then unknown to the page.
 */
export async function fetchRemoteDeclarations(
  manifest: RemotesManifest,
  {
    fetcher = fetch,
    base = globalThis.location?.href ?? 'http://localhost/',
    fallback = {},
    timeoutMs = DECLARATION_TIMEOUT_MS,
  }: {
    fetcher?: typeof fetch;
    base?: string;
    fallback?: Partial<Record<RemoteName, RemoteDeclaration>>;
    timeoutMs?: number;
  } = {},
): Promise<RemoteDeclaration[]> {
  const names = Object.keys(manifest) as RemoteName[];
  const read = await Promise.all(
    names.map(async (name) => {
      const abort = new AbortController();
      try {
        const reading = (async () => {
          const response = await fetcher(declarationUrl(manifest[name]!, base), { cache: 'no-cache', signal: abort.signal });
          if (!response.ok) throw new Error(`answered ${response.status}`);
          const declaration = parseDeclaration(await response.json(), name);
          if (!declaration) throw new Error('is not a declaration of this remote');
          return declaration;
        })();
        // A rejection after the limit has nobody listening: it is expected, not unhandled.
        reading.catch(() => undefined);
        return await withTimeLimit(reading, timeoutMs, `the declaration of ${name}`);
      } catch (error) {
        abort.abort();
        console.warn(`[shop] declaration of ${name} unavailable${fallback[name] ? ', using the built-in one' : ''}`, error);
        return fallback[name] ?? null;
      }
    }),
  );
  return read.filter((declaration): declaration is RemoteDeclaration => declaration !== null);
}
