import { isChunkLoadError, reloadAfterChunkError } from './chunkReload';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('chunk-load failures', () => {
  it('When a chunk fails to load, then it is recognised; other errors are not', () => {
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 540 failed.'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk vendors-node_modules failed'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('When failures repeat within a minute, then the page reloads only once', () => {
    const storage = memoryStorage();
    const reload = jest.fn();

    expect(reloadAfterChunkError(1_000_000, storage, reload)).toBe(true);
    expect(reloadAfterChunkError(1_030_000, storage, reload)).toBe(false);
    expect(reloadAfterChunkError(1_061_000, storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
