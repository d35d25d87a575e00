import { parseDeclaration, REMOTE_NAMES, type RemoteDeclaration, type RemoteName } from 'shared-kit';
import builtIn from './built-in-declarations.json';

/**
 * What the four remotes declared when this shell was released, used only for a remote whose own
 * `mf-declaration.json` cannot be read: a remote that is down (its pages then show the quiet «unavailable»
 * message rather than a 404, its fragments keep their size and text) or one released before remotes
 * published declarations. A remote that publishes its declaration is always taken at its word (ADR 0022).
 * The shell's server reads the same file.
 */
export const BUILT_IN_DECLARATIONS: Partial<Record<RemoteName, RemoteDeclaration>> = Object.fromEntries(
  REMOTE_NAMES.flatMap((name) => {
    const declaration = parseDeclaration((builtIn as Record<string, unknown>)[name], name);
    return declaration ? [[name, declaration]] : [];
  }),
);

/** The declarations read, completed with the built-in one of every known remote the page has none of. */
export function withBuiltIns(read: readonly RemoteDeclaration[]): RemoteDeclaration[] {
  const names = new Set(read.map((declaration) => declaration.name));
  const missing = REMOTE_NAMES.filter((name) => !names.has(name)).flatMap((name) => BUILT_IN_DECLARATIONS[name] ?? []);
  // Known remotes in their usual order, so that a path claimed twice goes to the same owner every time.
  return [...read, ...missing].sort((a, b) => order(a.name) - order(b.name));
}

function order(name: RemoteName): number {
  const index = REMOTE_NAMES.indexOf(name);
  return index === -1 ? REMOTE_NAMES.length : index;
}
