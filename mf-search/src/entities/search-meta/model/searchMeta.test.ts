import { randomWindow, scopesOf } from './searchMeta';

describe('search meta', () => {
  it('When the tree has three levels, then the selector offers the second level', () => {
    const leaf = { id: 3, title: 'Витамин D', slug: 'd', full_slug: 'v/vit/d', children: [] };
    const tree = [
      { id: 1, title: 'Витамины и БАДы', slug: 'v', full_slug: 'v', children: [{ id: 2, title: 'Витамины', slug: 'vit', full_slug: 'v/vit', children: [leaf] }] },
    ];
    expect(scopesOf(tree)).toEqual([{ title: 'Витамины', fullSlug: 'v/vit' }]);
  });

  it('When there are more than 10 popular requests, then a window of 10 consecutive ones is shown', () => {
    const items = Array.from({ length: 25 }, (_, i) => i);
    expect(randomWindow(items, 10, () => 0.999)).toEqual([15, 16, 17, 18, 19, 20, 21, 22, 23, 24]);
    expect(randomWindow(items, 10, () => 0)).toHaveLength(10);
    expect(randomWindow([1, 2], 10)).toEqual([1, 2]);
  });
});
