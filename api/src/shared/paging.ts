import type { PagedDto } from 'api-contracts';

/** Text-filtered lists count matches only up to this many (see PagedDto.totalCapped). */
export const TOTAL_CAP = 1000;

/** Assembles a {@link PagedDto}; `hasNext` comes from fetching one row more than the page. */
export function toPage<T>(content: T[], page: number, pageSize: number, total: number, options: { capped?: boolean; hasNext?: boolean } = {}): PagedDto<T> {
  return {
    content,
    page,
    pageSize,
    total,
    totalCapped: options.capped ?? false,
    pages: Math.max(1, Math.ceil(total / pageSize)),
    hasNext: options.hasNext ?? page * pageSize < total,
  };
}
