import { routePattern, type RemoteDeclaration } from 'shared-kit';

/** Longest route name the API keeps (`api/src/modules/vitals/vitals-rules.ts`). */
const MAX_LENGTH = 40;

/**
 * The name of a declared route pattern: its static words joined by `-`, lower case, parameters and the
 * splat left out (`/products/*` → `products`, `/order/confirm/:id` → `order-confirm`, `/` → `home`). A
 * pattern's words are the same for every shopper, so the name carries nothing of the address itself. A
 * pattern without a word of Latin letters or digits but `/` is `page`.
 */
export function routeNameOfPattern(path: string): string {
  const words = path
    .split('/')
    .filter((segment) => segment !== '' && segment !== '*' && !segment.startsWith(':'))
    .map((segment) => segment.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, ''))
    .filter(Boolean);
  const name = words.join('-').slice(0, MAX_LENGTH).replace(/-+$/, '');
  return name || (path === '/' ? 'home' : 'page');
}

/**
 * The route name of a page's path, by the routes the remotes declared (the first that takes the path, as
 * the shell's routing decides: ADR 0022); the shell's own content pages (a single slug) are `content`, and
 * a path nobody owns is `not-found`.
 */
export function routeNameOf(pathname: string, declarations: readonly RemoteDeclaration[]): string {
  for (const declaration of declarations) {
    const route = declaration.routes.find((candidate) => routePattern(candidate.path).test(pathname));
    if (route) return routeNameOfPattern(route.path);
  }
  const slug = pathname.replace(/^\/+|\/+$/g, '');
  return slug && !slug.includes('/') ? 'content' : 'not-found';
}
