import { getHttp } from 'shared-kit';
import type { ModalSearchDto, PopularRequestDto } from 'shared-kit/contracts';

/** Minimum query length after trimming (spec §5). */
export const MIN_QUERY_LENGTH = 3;

/** `GET /api/modal-search`: categories and products matching the query. */
export async function searchProducts(query: string, categoryQuery = '', signal?: AbortSignal): Promise<ModalSearchDto> {
  const trimmed = query.trim();
  if (trimmed.length < MIN_QUERY_LENGTH) return { categories: [], products: [] };
  const { data } = await getHttp().get<ModalSearchDto>('/modal-search', {
    params: { query: trimmed, category_query: categoryQuery || undefined },
    signal,
  });
  return data;
}

/** `GET /api/other-search`: popular requests. */
export async function getPopularRequests(signal?: AbortSignal): Promise<PopularRequestDto[]> {
  const { data } = await getHttp().get<PopularRequestDto[]>('/other-search', { signal });
  return data;
}
