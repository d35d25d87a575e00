import type { CategoryTreeItemDto, PopularRequestDto } from 'shared-kit/contracts';
import { searchApi } from '../../../shared/api';

/** A category the search can be narrowed to (second level of the tree, docs/product.md §2). */
export interface SearchScope {
  title: string;
  fullSlug: string;
}

/** What the dropdown and the results page load once: popular requests and the categories of the selector. */
export interface SearchMeta {
  popular: string[];
  scopes: SearchScope[];
}

/** Second-level categories of the tree, in the tree's order. */
export function scopesOf(tree: CategoryTreeItemDto[]): SearchScope[] {
  return tree.flatMap((top) => top.children.map((child) => ({ title: child.title, fullSlug: child.full_slug })));
}

const searchMetaApi = searchApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `GET /api/other-search` and `GET /api/categories/tree` together, loaded once per page view
     * (docs/product.md §4); either failing fails both, and the next opening asks again.
     */
    searchMeta: build.query<SearchMeta, void>({
      async queryFn(_arg, _api, _options, baseQuery) {
        const [popular, tree] = await Promise.all([baseQuery('/other-search'), baseQuery('/categories/tree')]);
        if (popular.error) return { error: popular.error };
        if (tree.error) return { error: tree.error };
        return {
          data: {
            popular: (popular.data as PopularRequestDto[]).map((item) => item.text.value),
            scopes: scopesOf(tree.data as CategoryTreeItemDto[]),
          },
        };
      },
    }),
  }),
});

export const { useSearchMetaQuery, useLazySearchMetaQuery } = searchMetaApi;

/** The selector's categories, or none while they load or when they failed. */
export function useSearchScopes(skip = false): SearchScope[] {
  return useSearchMetaQuery(undefined, { skip }).data?.scopes ?? NO_SCOPES;
}

const NO_SCOPES: SearchScope[] = [];

/** docs/product.md §9: popular-request suggestions are a random window of 10. */
export function randomWindow<T>(items: readonly T[], size = 10, random = Math.random): T[] {
  if (items.length <= size) return [...items];
  const start = Math.floor(random() * (items.length - size + 1));
  return items.slice(start, start + size);
}
