import { GRID_COLUMNS, acrossOf, bannerRows } from './bannerRows';

describe('bannerRows', () => {
  it.each([
    [0, 4, []],
    [1, 4, [1]],
    [2, 4, [2]],
    [4, 4, [4]],
    [5, 4, [3, 2]],
    [6, 4, [3, 3]],
    [7, 4, [4, 3]],
    [9, 4, [3, 3, 3]],
    [1, 2, [1]],
    [3, 2, [2, 1]],
    [5, 2, [2, 2, 1]],
  ])('When %i banners go in rows of at most %i, then the rows hold %j', (count, perRow, rows) => {
    expect(bannerRows(count, perRow)).toEqual(rows);
  });

  it('When any number of banners is laid out, then every row fills the grid exactly, with no row over the limit', () => {
    for (let count = 1; count <= 30; count += 1) {
      for (const perRow of [1, 2, 3, 4]) {
        const rows = bannerRows(count, perRow);
        expect(rows.reduce((sum, size) => sum + size, 0)).toBe(count);
        expect(rows.every((size) => size <= perRow && GRID_COLUMNS % size === 0)).toBe(true);
        expect(Math.max(...rows) - Math.min(...rows)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('When banners are laid out, then each one knows how many share its row', () => {
    expect(acrossOf(5, 4)).toEqual([3, 3, 3, 2, 2]);
    expect(acrossOf(3, 2)).toEqual([2, 2, 1]);
  });
});
