import { BehaviorSubject, type Observable } from 'rxjs';
import { COOKIES, deleteCookie, getCookie, setCookie } from './cookies';

/** Cross-cutting session data (docs/product.md §3 "Session" and "Auth state"). */
export interface SessionState {
  /** Anonymous session key from `GET /api/personal/get_session`. */
  sessionKey: string | null;
  /** True while a customer is signed in (the API's `signed_in` cookie, or a sign-in just made). */
  signedIn: boolean;
  /**
   * A sign-in key held in memory, sent as `X-Authorization: Token`, only when one was handed to
   * {@link SessionService.signIn} (a tool or a test). The shop's page leaves it null: its key lives in
   * the HttpOnly `auth_key` cookie that the API sets and no script can read.
   */
  authKey: string | null;
  /** Random base-36 token made at start-up (used with the captcha). */
  customToken: string | null;
  /** Id of the city the visitor chose. */
  cityId: number | null;
}

/** Fetches a new anonymous session token. */
export type SessionFetcher = () => Promise<string>;

/** A random base-36 string (docs/product.md §9 "custom token"). */
export function createCustomToken(): string {
  const bytes = new Uint32Array(4);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (n) => n.toString(36)).join('');
}

/**
 * Holds the session of the page. Every team reads it (the HTTP client for its header); only the shell
 * starts it and only the account team signs in and out.
 */
export class SessionService {
  private readonly state$ = new BehaviorSubject<SessionState>({
    sessionKey: null,
    signedIn: false,
    authKey: null,
    customToken: null,
    cityId: null,
  });

  private startingNow: Promise<SessionState> | null = null;
  private renewing: Promise<string> | null = null;

  /** Current state. */
  get state(): SessionState {
    return this.state$.getValue();
  }

  /** The state now and every change after. */
  get changes(): Observable<SessionState> {
    return this.state$.asObservable();
  }

  /** True when a customer is signed in. */
  get isSignedIn(): boolean {
    return this.state.signedIn;
  }

  /**
   * While the start-up is still asking for a new session: the promise of its end; null once the page has a
   * key (or before any start). Calls wait for it so that each carries the visitor's session.
   */
  get starting(): Promise<unknown> | null {
    return this.state.sessionKey ? null : this.startingNow;
  }

  /**
   * Start-up of docs/product.md §4: a new custom token; the `session_key` cookie enters the state, otherwise a
   * session is requested and its token is stored in the cookie and the state. Safe to call twice.
   */
  start(fetchSession: SessionFetcher): Promise<SessionState> {
    this.startingNow ??= this.doStart(fetchSession).catch((error: unknown) => {
      this.startingNow = null;
      throw error;
    });
    return this.startingNow;
  }

  private async doStart(fetchSession: SessionFetcher): Promise<SessionState> {
    const city = Number(getCookie(COOKIES.currentCity.name));
    // A key a script can read was written by an older page: it is dropped, and the customer signs in
    // again to get the HttpOnly one (the cookie the API sets cannot be seen, nor removed, from here).
    if (getCookie(COOKIES.authKeyAfterLogin.name) !== null) deleteCookie(COOKIES.authKeyAfterLogin.name);
    this.patch({
      customToken: createCustomToken(),
      signedIn: getCookie(COOKIES.signedIn.name) === '1',
      cityId: Number.isInteger(city) && city > 0 ? city : null,
    });
    let sessionKey = getCookie(COOKIES.sessionKey.name);
    if (!sessionKey) {
      sessionKey = await fetchSession();
      setCookie(COOKIES.sessionKey.name, sessionKey, { maxAge: COOKIES.sessionKey.maxAge, path: '/' });
    }
    this.patch({ sessionKey });
    return this.state;
  }

  /**
   * Replaces a session key the server no longer knows (it ended, or the server's secret changed) with a
   * new one, in the cookie and the state. Calls made together share one renewal.
   */
  renew(fetchSession: SessionFetcher): Promise<string> {
    this.renewing ??= fetchSession()
      .then((sessionKey) => {
        setCookie(COOKIES.sessionKey.name, sessionKey, { maxAge: COOKIES.sessionKey.maxAge, path: '/' });
        this.patch({ sessionKey });
        return sessionKey;
      })
      .finally(() => {
        this.renewing = null;
      });
    return this.renewing;
  }

  /**
   * Marks the customer signed in once the API has answered the sign-in (it set the HttpOnly key and the
   * `signed_in` cookie itself). A key passed here is kept in memory only and sent in the header.
   */
  signIn(authKey: string | null = null): void {
    this.patch({ signedIn: true, authKey });
  }

  /**
   * Forgets the signed-in customer on the page. The API clears the key cookie on `POST /api/personal/logout`;
   * here only the readable companion can be removed.
   */
  signOut(): void {
    deleteCookie(COOKIES.signedIn.name);
    this.patch({ signedIn: false, authKey: null });
  }

  /** Remembers the chosen city. */
  setCity(cityId: number): void {
    setCookie(COOKIES.currentCity.name, String(cityId), { maxAge: COOKIES.currentCity.maxAge });
    this.patch({ cityId });
  }

  private patch(change: Partial<SessionState>): void {
    this.state$.next({ ...this.state, ...change });
  }
}

const GLOBAL_KEY = '__shopSession__';

/** The one session service of the page (kept on `globalThis`, like the event bus). */
export function getSession(): SessionService {
  const holder = globalThis as unknown as Record<string, SessionService | undefined>;
  holder[GLOBAL_KEY] ??= new SessionService();
  return holder[GLOBAL_KEY];
}
