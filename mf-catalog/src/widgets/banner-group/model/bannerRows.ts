/** Columns of the banner grid: 12 splits evenly into rows of 1, 2, 3 and 4 banners. */
export const GRID_COLUMNS = 12;

/**
 * How many banners go in each row when at most `perRow` fit side by side: as few rows as possible and
 * as even as possible, fuller rows first (5 banners, 4 a row → 3 + 2; 3 banners, 2 a row → 2 + 1).
 * Every row is filled from edge to edge, so whatever number of banners the server gives leaves no hole.
 */
export function bannerRows(count: number, perRow: number): number[] {
  if (count <= 0) return [];
  const across = Math.max(1, Math.min(Math.floor(perRow), GRID_COLUMNS));
  const rows = Math.ceil(count / across);
  const base = Math.floor(count / rows);
  const fuller = count % rows;
  return Array.from({ length: rows }, (_, row) => base + (row < fuller ? 1 : 0));
}

/** For each banner in order, how many banners share its row. */
export function acrossOf(count: number, perRow: number): number[] {
  return bannerRows(count, perRow).flatMap((size) => Array.from({ length: size }, () => size));
}
