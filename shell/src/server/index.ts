// The shell's server entry (ADR 0027), loaded by the shell's web server from `dist/server/render.js`.
// An async boundary, as in the browser: the shared singletons are negotiated before any of them is used.
import type { RenderRequest, RenderResult } from './renderPage';
import type { ServerSetup } from './serverSetup';

export type { RenderRequest, RenderResult } from './renderPage';

/** Renders one page of the shop to HTML, composed from the remotes' server containers. */
export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const { renderPage: render } = await import('./renderPage');
  return render(request);
}

/** Loads the composition's server containers before its first page (ADR 0036). */
export async function warmUp(setup: ServerSetup & { budgetMs: number }): Promise<void> {
  const { warmUp: warm } = await import('./renderPage');
  return warm(setup);
}
