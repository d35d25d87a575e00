import { ownerOfPath, type RemoteName } from 'shared-kit';

/** Who renders a path: a remote, or the shell's content page for a slug, or nobody (404). */
export type RouteOwner =
  | { kind: 'remote'; remote: RemoteName }
  | { kind: 'content'; slug: string }
  | { kind: 'none' };

/**
 * Decides the owner of a path by the routes the remotes declared (ADR 0022; case-insensitive, like the
 * router), then the shell's own content pages.
 */
export function ownerOf(pathname: string): RouteOwner {
  const remote = ownerOfPath(pathname);
  if (remote) return { kind: 'remote', remote };
  const slug = pathname.replace(/^\/+|\/+$/g, '');
  // The final catch-all of docs/product.md §2 renders static pages by a single slug; deeper paths are unknown.
  if (slug && !slug.includes('/')) return { kind: 'content', slug };
  return { kind: 'none' };
}

/** The same path without a trailing slash; null when nothing is to change (docs/product.md §2 redirect). */
export function withoutTrailingSlash(pathname: string): string | null {
  if (pathname === '/' || !pathname.endsWith('/')) return null;
  return pathname.replace(/\/+$/, '') || '/';
}
