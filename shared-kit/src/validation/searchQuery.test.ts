import { isSearchableQuery, isTooShortQuery } from './searchQuery';

describe('search query length (docs/product.md §5)', () => {
  test.each(['витамин', 'омега', 'b12', '  цинк  ', 'Q10'])('When %p is typed, then it is searched', (query) => {
    expect(isSearchableQuery(query)).toBe(true);
    expect(isTooShortQuery(query)).toBe(false);
  });

  test.each(['B6', 'd3', ' K2 ', 'в6'])('When the vitamin name %p is typed, then it is searched though it has two characters', (query) => {
    expect(isSearchableQuery(query)).toBe(true);
    expect(isTooShortQuery(query)).toBe(false);
  });

  test.each(['C', 'ви', '6b', '12', '  м  '])('When %p is typed, then it is too short to search', (query) => {
    expect(isSearchableQuery(query)).toBe(false);
    expect(isTooShortQuery(query)).toBe(true);
  });

  test.each(['', '   '])('When nothing is typed (%p), then it is neither searched nor too short', (query) => {
    expect(isSearchableQuery(query)).toBe(false);
    expect(isTooShortQuery(query)).toBe(false);
  });
});
