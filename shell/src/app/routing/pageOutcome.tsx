import { createContext, useContext, type ReactNode } from 'react';
import { serverState } from 'shared-kit';

/** What the server learnt of the page before rendering it (ADR 0027): the address names nothing. */
export interface PageOutcome {
  /** The path the API does not know (an unknown product or category): the page is the 404 page. */
  notFound?: string;
  /** Remotes whose server container did not arrive within the budget: their slot is the browser's. */
  leftToBrowser?: readonly string[];
}

/** Key of the outcome in the state the server hands to the page. */
export const OUTCOME_STATE = 'page';

const OutcomeContext = createContext<PageOutcome | null>(null);

/** The server render gives the outcome to the page area. */
export function PageOutcomeProvider({ outcome, children }: { outcome: PageOutcome; children: ReactNode }) {
  return <OutcomeContext.Provider value={outcome}>{children}</OutcomeContext.Provider>;
}

/** On the server: whether a remote's slot is left to the browser (its server container is missing or slow). */
export function useLeftToBrowser(remote: string): boolean {
  return useContext(OutcomeContext)?.leftToBrowser?.includes(remote) ?? false;
}

/**
 * True when the server found that this path names nothing: the server rendered the 404 page, and the
 * browser's first render of the same path shows it too instead of asking the remote again.
 */
export function useKnownNotFound(pathname: string): boolean {
  const outcome = useContext(OutcomeContext) ?? serverState<PageOutcome>(OUTCOME_STATE);
  return outcome?.notFound === pathname;
}
