import type { FacetCountRecord } from './catalog-repository';
import { createFacetCache } from './facet-cache';

const rows = (n: number): FacetCountRecord[] => [{ facet: 'total', value: null, title: null, n, lo: null, hi: null }];

describe('facet cache', () => {
  test('When an entry is read within its lifetime, then it is returned; after it, it is gone', () => {
    // Arrange
    let clock = 1000;
    const cache = createFacetCache({ ttlMs: 100, maxEntries: 10, now: () => clock });
    cache.set('a', rows(1));

    // Act
    const fresh = cache.get('a');
    clock += 100;
    const stale = cache.get('a');

    // Assert
    expect(fresh).toEqual(rows(1));
    expect(stale).toBeUndefined();
  });

  test('When the cache is full, then the least recently used entry is dropped', () => {
    // Arrange
    const cache = createFacetCache({ ttlMs: 1000, maxEntries: 2 });
    cache.set('a', rows(1));
    cache.set('b', rows(2));
    cache.get('a');

    // Act
    cache.set('c', rows(3));

    // Assert
    expect(cache.get('a')).toEqual(rows(1));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toEqual(rows(3));
  });
});
