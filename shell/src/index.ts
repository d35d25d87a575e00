// An async boundary, so that shared singletons are negotiated before any of them is used.
//
// A page the server rendered is drawn first (ADR 0028): its HTML and styles are all there, and the
// browser would otherwise run the hydrating code, which has usually arrived by then, before its first
// paint. The code waits for one frame; a hidden tab, which draws no frames, does not wait.
function afterFirstPaint(): Promise<void> {
  const rendered = document.getElementById('root')?.dataset.rendered === 'server';
  if (!rendered || document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

void afterFirstPaint().then(() => import('./bootstrap'));
