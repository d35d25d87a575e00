const KEY = 'shop:chunk-reload-at';
/** docs/product.md §8: a chunk-load failure reloads the page, at most once a minute. */
const MIN_INTERVAL_MS = 60_000;

/** True for the errors webpack raises when a chunk of a new deployment cannot be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && /Loading (CSS )?chunk [\w-]+ failed/i.test(message));
}

/** Reloads the page unless it was reloaded for the same reason less than a minute ago. */
export function reloadAfterChunkError(
  now = Date.now(),
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  reload = () => window.location.reload(),
): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < MIN_INTERVAL_MS) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
}

/** Watches for chunk-load failures for the whole page. */
export function watchChunkErrors(): void {
  const handle = (error: unknown) => {
    if (isChunkLoadError(error)) reloadAfterChunkError();
  };
  window.addEventListener('error', (event) => handle(event.error));
  window.addEventListener('unhandledrejection', (event) => handle(event.reason));
}
