import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

/**
 * Renders the React tree to complete HTML: every part that is ready within the budget is in it, with no
 * streaming instructions (the page must read without JavaScript, and the CSP allows no inline script). A
 * part cut off by the budget, or one that throws, is left as its Suspense fallback for the browser.
 */
export async function renderToHtml(tree: ReactNode, budgetMs: number, degraded: string[]): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`render budget of ${budgetMs} ms spent`)), budgetMs);
  try {
    const { prelude } = await prerenderToNodeStream(tree, {
      signal: controller.signal,
      // Never outline a large part into a script-revealed segment: every part is inline in the HTML.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        degraded.push(error instanceof Error ? error.message : String(error));
      },
    });
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
    // A part cut off by the budget comes with React's inline script that would reveal it later; the CSP
    // runs no inline script, and the browser renders a part left pending once the document has loaded.
    return Buffer.concat(chunks).toString('utf8').replace(/<script>[\s\S]*?<\/script>/g, '');
  } finally {
    clearTimeout(timer);
  }
}
