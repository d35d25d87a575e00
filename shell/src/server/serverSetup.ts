import { AsyncLocalStorage } from 'node:async_hooks';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  createHttpClient,
  parseDeclaration,
  REMOTE_NAMES,
  setHttp,
  setRemoteDeclarations,
  setRemoteLoader,
  type RemoteDeclaration,
  type RemoteName,
} from 'shared-kit';
import { withBuiltIns } from '../federation/builtInDeclarations';

/** What the server renderer is composed from, as the shell's web server reads it from its configuration. */
export interface ServerSetup {
  /** Each remote's server container: the URL of its `server/remoteEntry.js`. */
  remotes: Partial<Record<RemoteName, string>>;
  /** The remotes' declarations as they published them (`mf-declaration.json` bodies). */
  declarations: unknown[];
  /** The API as the server reaches it (`http://127.0.0.1:3000/api`). */
  apiBase: string;
}

/**
 * The visitor a render is for: the API limits and logs by the client's address, so each call a render
 * makes carries the visitor's, as the shop's proxy does for the browser's calls (`X-Forwarded-For`).
 */
export const renderVisitor = new AsyncLocalStorage<{ forwardedFor?: string }>();

/** The shared HTTP client of the server renderer: at the API, with the visitor's address on each call. */
function serverHttpClient(apiBase: string) {
  const client = createHttpClient({ baseURL: apiBase });
  client.interceptors.request.use((config) => {
    const forwardedFor = renderVisitor.getStore()?.forwardedFor;
    if (forwardedFor) config.headers.set('X-Forwarded-For', forwardedFor);
    return config;
  });
  return client;
}

let current: { remotes: string; declarations: string; apiBase: string } | undefined;

/**
 * Points the process's Module Federation runtime at the remotes' server containers, the shared HTTP
 * client at the API, and the routing at the declarations. Done again only when one of them changes
 * (a release promoted in the registry takes effect on the next page, with no restart).
 */
export function configureServer({ remotes, declarations, apiBase }: ServerSetup): void {
  const next = { remotes: JSON.stringify(remotes), declarations: JSON.stringify(declarations), apiBase };
  if (current?.apiBase !== apiBase) setHttp(serverHttpClient(apiBase));
  if (current?.remotes !== next.remotes) {
    const entries = Object.entries(remotes).filter((pair): pair is [RemoteName, string] => typeof pair[1] === 'string');
    registerRemotes(entries.map(([name, entry]) => ({ name, entry })), { force: current !== undefined });
    setRemoteLoader((id) => loadRemote(id));
  }
  if (current?.declarations !== next.declarations) {
    const parsed = REMOTE_NAMES.flatMap((name) =>
      declarations.map((body) => parseDeclaration(body, name)).filter((d): d is RemoteDeclaration => d !== null),
    );
    setRemoteDeclarations(withBuiltIns(parsed));
  }
  current = next;
}
