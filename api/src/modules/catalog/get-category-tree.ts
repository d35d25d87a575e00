import type { CategoryTreeItemDto } from 'api-contracts';
import type { CatalogRepository } from './catalog-repository';

/** Deepest level the tree shows (docs/product.md §3: up to three levels). */
const MAX_LEVEL = 3;

/** The category tree for the catalogue dropdown, in shop order. */
export async function getCategoryTree(catalog: CatalogRepository): Promise<CategoryTreeItemDto[]> {
  const rows = await catalog.listAllCategories();
  const byId = new Map<number, CategoryTreeItemDto>();
  const roots: CategoryTreeItemDto[] = [];
  // Rows come ordered by level, so every parent is in the map before its children.
  for (const row of rows) {
    if (row.level > MAX_LEVEL) continue;
    const item: CategoryTreeItemDto = { id: row.id, title: row.title, slug: row.slug, full_slug: row.full_slug, children: [] };
    byId.set(row.id, item);
    if (row.parent_id === null) roots.push(item);
    else byId.get(row.parent_id)?.children.push(item);
  }
  return roots;
}
