import { Suspense, use, useState } from 'react';
import { useHydrated } from '../federation/renderScope';

type Cleaner = typeof import('./sanitizeHtml');

let cleaner: Cleaner | undefined;
let loading: Promise<Cleaner> | undefined;

/**
 * The cleaner (DOMPurify with the shop's rules), loaded the first time a page cleans HTML itself: a page the
 * server rendered does not need it to hydrate, so it is not part of that page's first load.
 */
function loadCleaner(): Promise<Cleaner> {
  // Named, so that a page's requests show when the cleaner came (e2e/specs/server-rendering.spec.ts).
  loading ??= import(/* webpackChunkName: "html-cleaner" */ './sanitizeHtml').then(
    (module) => (cleaner = module),
    (error: unknown) => {
      // A chunk that failed to arrive may arrive on the next try.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Props of {@link CleanHtml}. */
export interface CleanHtmlProps {
  /** HTML from the API (a description, a content page), not yet cleaned. */
  html: string;
  className?: string;
}

function Cleaned({ html, className }: CleanHtmlProps) {
  const { sanitizeHtml } = cleaner ?? use(loadCleaner());
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}

/**
 * Shows HTML from the API in a `<div>`, cleaned by `sanitizeHtml` (scripts, handlers and `javascript:` links
 * never reach the page). The one way the apps show server HTML.
 *
 * On the server it is cleaned there. A page that hydrates keeps the server's cleaned HTML as it is (React
 * leaves the inner HTML of a hydrated element alone), so the cleaner's code loads only when the browser
 * must clean HTML itself: another description after a client-side move, or a page rendered in the browser.
 * Until it arrives the `<div>` stays empty.
 */
export function CleanHtml({ html, className }: CleanHtmlProps) {
  const hydrated = useHydrated();
  // The first render in the browser of an element the server rendered is its hydration.
  const [serverHtml] = useState(() => (typeof window !== 'undefined' && !hydrated ? html : null));
  return (
    <Suspense fallback={<div className={className} />}>
      {html === serverHtml ? (
        <div className={className} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
      ) : (
        <Cleaned html={html} className={className} />
      )}
    </Suspense>
  );
}
