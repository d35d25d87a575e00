// The shell's server entry (ADR 0027), loaded by the shell's web server from `dist/server/render.js`.
// An async boundary, as in the browser: the shared singletons are negotiated before any of them is used.
import type { RenderRequest, RenderResult } from './renderPage';

export type { RenderRequest, RenderResult } from './renderPage';

/** Renders one page of the shop to HTML, composed from the remotes' server containers. */
export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const { renderPage: render } = await import('./renderPage');
  return render(request);
}
