import type { CatalogRepository, CategoryRecord } from './catalog-repository';

/**
 * The catalogue repository with its category reads answered from memory: the categories (a few dozen
 * rows) are read once per catalogue version, so a category page finds its category, breadcrumbs and
 * sub-categories without three queries (ADR 0020). While the version is unknown every read goes to the
 * database as before. The answers and their order are those of the repository's queries.
 */
export function withCategoryMemo(catalog: CatalogRepository, version: () => number | null): CatalogRepository {
  let memo: { version: number; all: Promise<CategoryRecord[]> } | null = null;

  const categories = (): Promise<CategoryRecord[]> | null => {
    const current = version();
    if (current === null) return null;
    if (memo?.version !== current) {
      const all = catalog.listAllCategories();
      memo = { version: current, all };
      // A failed read is not remembered.
      all.catch(() => {
        if (memo?.all === all) memo = null;
      });
    }
    return memo.all;
  };

  return {
    ...catalog,
    async findCategoryByPath(path) {
      const all = await categories();
      if (!all) return catalog.findCategoryByPath(path);
      return all.find((c) => c.full_slug === path) ?? (path.includes('/') ? null : (all.find((c) => c.slug === path) ?? null));
    },
    async findCategoriesByFullSlugs(fullSlugs) {
      const all = await categories();
      if (!all) return catalog.findCategoriesByFullSlugs(fullSlugs);
      const wanted = new Set(fullSlugs);
      return all.filter((c) => wanted.has(c.full_slug)).sort((a, b) => a.level - b.level);
    },
    async listChildCategories(parentId) {
      const all = await categories();
      if (!all) return catalog.listChildCategories(parentId);
      return all.filter((c) => c.parent_id === parentId).sort((a, b) => a.position - b.position || a.id - b.id);
    },
  };
}
