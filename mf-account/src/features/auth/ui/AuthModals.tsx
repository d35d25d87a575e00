import { useCallback, useEffect, useRef, useState, type MutableRefObject } from 'react';
import { useInRouterContext, useLocation, useNavigate } from 'react-router-dom';
import { getEventBus, getSession } from 'shared-kit';
import { reloadPage } from '../../../shared/lib';
import { useYandexReturn } from '../model/useYandexReturn';
import { completeSignIn } from '../model/signIn';
import { LazyRegistrationWindow, LazySignInWindow } from './AuthWindows';
import '../../../shared/ui/forms.css';

type View =
  | { kind: 'sign-in'; redirectTo?: string; keepOnHome: boolean; error?: string }
  | {
      kind: 'registration';
      email: string;
      registrationToken: string;
      redirectTo?: string;
      prefill?: { firstName: string; lastName: string; phone: string };
    };

type Navigate = (to: string) => void;

/** Reports the router's location and lends its navigate function, when there is a router. */
function RouterBridge({
  onRoute,
  navigateRef,
}: {
  onRoute: (pathname: string) => void;
  navigateRef: MutableRefObject<Navigate | null>;
}) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    navigateRef.current = (to) => void navigate(to);
    return () => {
      navigateRef.current = null;
    };
  }, [navigate, navigateRef]);
  useEffect(() => onRoute(pathname), [pathname, onRoute]);
  return null;
}

/**
 * The sign-in and registration windows. They open on `account:sign-in-requested` (also for requests
 * sent before this fragment loaded: the bus keeps them) and close on a route change (docs/product.md §2).
 */
export function AuthModals() {
  const [view, setView] = useState<View | null>(null);
  const lastPath = useRef<string | null>(null);
  const navigateRef = useRef<Navigate | null>(null);
  const inRouter = useInRouterContext();

  const onRoute = useCallback((pathname: string) => {
    if (lastPath.current === pathname) return;
    const first = lastPath.current === null;
    lastPath.current = pathname;
    if (first) return;
    setView((current) => {
      if (!current) return current;
      // The shell sends a visitor from a guarded page home and asks for sign-in: that move keeps the window.
      if (current.kind === 'sign-in' && current.keepOnHome && pathname === '/')
        return { ...current, keepOnHome: false };
      return null;
    });
  }, []);

  useEffect(() => {
    const bus = getEventBus();
    // Route changes first: requests kept by the bus are then handled after the moves that preceded them.
    const stopRoutes = bus.subscribe('shell:route-changed', ({ pathname }) => onRoute(pathname));
    const stopRequests = bus.subscribe('account:sign-in-requested', ({ reason, redirectTo }) => {
      if (getSession().isSignedIn) return;
      setView({
        kind: 'sign-in',
        redirectTo,
        keepOnHome: reason === 'guarded-route' && lastPath.current !== '/',
      });
    });
    return () => {
      stopRoutes();
      stopRequests();
    };
  }, [onRoute]);

  const close = useCallback(() => setView(null), []);

  // Back from Yandex ID: signed in, on to the registration with Yandex's data, or the reason in the window.
  useYandexReturn({
    onSignedIn: () => completeSignIn('login'),
    onRegistration: (found) =>
      setView({
        kind: 'registration',
        email: found.email,
        registrationToken: found.registration_token,
        prefill: { firstName: found.first_name, lastName: found.last_name, phone: found.phone },
      }),
    onError: (error) => setView({ kind: 'sign-in', keepOnHome: false, error }),
  });

  const finish = useCallback((redirectTo: string | undefined, reload: boolean) => {
    setView(null);
    if (redirectTo) {
      if (navigateRef.current) navigateRef.current(redirectTo);
      else window.location.assign(redirectTo);
    }
    if (reload) reloadPage();
  }, []);

  const redirectTo = view?.redirectTo;
  const onSignedIn = useCallback((reload: boolean) => finish(redirectTo, reload), [finish, redirectTo]);
  const onNewRegistration = useCallback(
    (email: string, registrationToken: string) => setView({ kind: 'registration', email, registrationToken, redirectTo }),
    [redirectTo],
  );
  const onRegistered = useCallback(() => finish(redirectTo, false), [finish, redirectTo]);

  return (
    <>
      {inRouter && <RouterBridge onRoute={onRoute} navigateRef={navigateRef} />}
      {view?.kind === 'sign-in' && (
        <LazySignInWindow
          onClose={close}
          onSignedIn={onSignedIn}
          onNewRegistration={onNewRegistration}
          error={view.error}
        />
      )}
      {view?.kind === 'registration' && (
        <LazyRegistrationWindow
          email={view.email}
          registrationToken={view.registrationToken}
          prefill={view.prefill}
          onClose={close}
          onRegistered={onRegistered}
        />
      )}
    </>
  );
}
