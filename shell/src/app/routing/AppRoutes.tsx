import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { COOKIES, ErrorBoundary, getCookie, getEventBus, isGuardedPath, isNotFoundError } from 'shared-kit';
import { ContentPage } from '../../pages/content';
import { NotFoundPage, ServerErrorPage } from '../../shared/ui';
import { ownerOf, withoutTrailingSlash } from './ownerOf';
import { RemoteRoutes } from './RemoteRoutes';
import { useKnownNotFound } from './pageOutcome';

/** Sends a visitor without an auth cookie home and asks the account team for the sign-in window. */
function GuardRedirect({ from }: { from: string }) {
  useEffect(() => {
    getEventBus().emit('account:sign-in-requested', { reason: 'guarded-route', redirectTo: from });
  }, [from]);
  return <Navigate to="/" replace />;
}

/** The page area of the layout: docs/product.md §2 routing rules, then the owner of the path renders it. */
export function AppRoutes() {
  const { pathname, search, hash } = useLocation();
  const knownNotFound = useKnownNotFound(pathname);

  const target = withoutTrailingSlash(pathname);
  if (target) return <Navigate to={{ pathname: target, search, hash }} replace />;
  if (isGuardedPath(pathname) && !getCookie(COOKIES.signedIn.name)) {
    return <GuardRedirect from={`${pathname}${search}`} />;
  }

  if (knownNotFound) return <NotFoundPage />;
  const owner = ownerOf(pathname);
  return (
    <ErrorBoundary
      resetKeys={[pathname, search]}
      fallback={(error) => (isNotFoundError(error) ? <NotFoundPage /> : <ServerErrorPage />)}
      onError={(error) => {
        if (!isNotFoundError(error)) console.error('[shell] page failed', error);
      }}
    >
      {owner.kind === 'remote' && <RemoteRoutes remote={owner.remote} />}
      {owner.kind === 'content' && <ContentPage slug={owner.slug} />}
      {owner.kind === 'none' && <NotFoundPage />}
    </ErrorBoundary>
  );
}
