import type { CategoryListDto } from 'api-contracts';
import { toPage } from '../../shared/paging';
import type { CatalogRepository } from './catalog-repository';
import { toCategoryDto } from './catalog-mappers';

/** A page of categories in tree order, optionally of one level only. */
export async function listCategories(
  catalog: CatalogRepository,
  input: { page: number; pageSize: number; level: number | null; publicUrl: string },
): Promise<CategoryListDto> {
  const [rows, total] = await Promise.all([
    catalog.listCategories(input.pageSize, (input.page - 1) * input.pageSize, input.level),
    catalog.countCategories(input.level),
  ]);
  return toPage(rows.map((row) => toCategoryDto(row, input.publicUrl)), input.page, input.pageSize, total);
}
