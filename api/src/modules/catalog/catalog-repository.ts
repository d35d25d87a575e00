import type { ProductSortingDto } from 'api-contracts';
import type { Queryable } from '../../db/database';
import type { SearchPlan } from './product-search';
import type { ProductFacetFilters, PropertyFilter } from './product-filters';

/** A category as stored. */
export interface CategoryRecord {
  id: number;
  parent_id: number | null;
  level: number;
  position: number;
  title: string;
  slug: string;
  full_slug: string;
  description: string;
  seo_title: string;
  seo_h1: string;
  seo_description: string;
  seo_keywords: string;
  product_count: number;
}

/** The columns a product card needs, with labels and pictures folded in. */
export interface ProductCardRecord {
  id: number;
  title: string;
  slug: string;
  full_slug: string;
  seo_h1: string;
  seo_description: string;
  seo_keywords: string;
  price_kopecks: number;
  old_price_kopecks: number | null;
  discount_percent: number;
  quantity: number;
  novelty: boolean;
  rating: number;
  points: number;
  brand_id: number | null;
  brand_title: string | null;
  brand_slug: string | null;
  labels: Array<{ id: number; name: string; bg_color: string | null }>;
  images: Array<{ url: string; url_webp: string | null }>;
}

/** A product with everything its page shows. */
export interface ProductDetailsRecord extends ProductCardRecord {
  description: string;
  composition: string;
  usage: string;
  country: string;
  vendor_code: string;
  seo_title: string;
  category_full_slug: string;
  reviews_count: number;
}

/** A brand with the number of its products. */
export interface BrandRecord {
  id: number;
  title: string;
  slug: string;
  letter: string;
  logo_url: string | null;
  product_count: number;
}

/** Which products a list shows. */
export interface ProductFilter {
  /** Full slug of a category; its descendants are included. Null for the whole catalogue. */
  categoryFullSlug: string | null;
  /** A search the products must match (see the search engine). Null for no text filter. */
  search: SearchPlan | null;
  /** Brand, price, availability, label, rating, country and form filters; absent means none. */
  facets?: ProductFacetFilters;
}

/** Facets a product list is counted by. */
export type FacetKey = 'brand' | 'price' | 'availability' | 'label' | 'rating' | 'country' | 'form';

/**
 * One row of {@link CatalogRepository.countFacets}: a value of a facet with its count, counted with
 * every filter applied except the facet's own. `facet` 'total' is the filtered result's size;
 * 'price' carries the lowest and highest price (kopecks) in `lo` and `hi`; brand and label rows carry
 * the title, and a selected brand or label is listed even when its count is 0. 'property' rows are
 * values of 1C's properties: `value` is the value's id, `title` its text, and `property_id`,
 * `property_title` and `value_type` say whose value it is.
 */
export interface FacetCountRecord {
  facet: FacetKey | 'property' | 'total';
  value: string | null;
  title: string | null;
  n: number;
  lo: number | null;
  hi: number | null;
  property_id?: number | null;
  property_title?: string | null;
  value_type?: string | null;
}

/** Data a generated packshot needs. */
export interface PackshotRecord {
  id: number;
  title: string;
  package_kind: string;
  brand_title: string | null;
  brand_color: string | null;
  composition: string;
  vendor_code: string;
}

/** One line of the downloadable price list. */
export interface PriceListRecord {
  vendor_code: string;
  title: string;
  brand_title: string | null;
  category_title: string;
  price_kopecks: number;
  old_price_kopecks: number | null;
  quantity: number;
  full_slug: string;
}

/** Reads of the catalogue: categories, products and brands; hidden categories and products (migrations 0020, 0028) are left out. */
export interface CatalogRepository {
  listAllCategories(): Promise<CategoryRecord[]>;
  listCategories(limit: number, offset: number, level: number | null): Promise<CategoryRecord[]>;
  countCategories(level: number | null): Promise<number>;
  /** A category by its full slug, or by its slug when `path` has no `/`. */
  findCategoryByPath(path: string): Promise<CategoryRecord | null>;
  findCategoriesByFullSlugs(fullSlugs: string[]): Promise<CategoryRecord[]>;
  listChildCategories(parentId: number | null): Promise<CategoryRecord[]>;
  /** Products in the whole catalogue, from the kept per-category counts. */
  countAllProducts(): Promise<number>;
  /** Ids of one page of products, in the order asked for. */
  listProductIds(filter: ProductFilter, sorting: ProductSortingDto, limit: number, offset: number): Promise<number[]>;
  /** Matching products, counted no further than `cap`. */
  countProducts(filter: ProductFilter, cap: number): Promise<number>;
  /**
   * Facet counts of the products matching `filter` (disjunctive: each facet without its own filter)
   * and the size of the filtered result, in one query.
   */
  countFacets(filter: ProductFilter, ratingSteps: number[]): Promise<FacetCountRecord[]>;
  /** Product cards for `ids`, in the same order. */
  findProductCards(ids: number[]): Promise<ProductCardRecord[]>;
  /** A product by its full slug, or by its slug when `path` has no `/`. */
  findProductByPath(path: string): Promise<ProductDetailsRecord | null>;
  listBrands(letters: string[] | null): Promise<BrandRecord[]>;
  listBrandLetters(): Promise<string[]>;
  listPopularBrands(limit: number): Promise<BrandRecord[]>;
  findPackshot(productId: number): Promise<PackshotRecord | null>;
  findBrand(brandId: number): Promise<{ id: number; title: string; color: string } | null>;
  listPriceList(): Promise<PriceListRecord[]>;
}

const CATEGORY_COLUMNS = `id, parent_id, level, position, title, slug, full_slug, description,
  seo_title, seo_h1, seo_description, seo_keywords, product_count`;

/** Columns of a {@link ProductCardRecord} over `products p LEFT JOIN brands b ON b.id = p.brand_id`. */
export const CARD_COLUMNS = `
  p.id, p.title, p.slug, p.full_slug, p.seo_h1, p.seo_description, p.seo_keywords,
  p.price_kopecks, p.old_price_kopecks, p.discount_percent, p.quantity, p.novelty,
  p.rating::float8 AS rating, p.points,
  b.id AS brand_id, b.title AS brand_title, b.slug AS brand_slug,
  coalesce((SELECT json_agg(json_build_object('id', l.id, 'name', l.name, 'bg_color', l.bg_color) ORDER BY pl.position)
            FROM product_labels pl JOIN labels l ON l.id = pl.label_id WHERE pl.product_id = p.id), '[]'::json) AS labels,
  coalesce((SELECT json_agg(json_build_object('url', i.url, 'url_webp', i.url_webp) ORDER BY i.position)
            FROM product_images i WHERE i.product_id = p.id), '[]'::json) AS images`;

// Russian text is sorted with the ICU root collation: the default collation of PGlite is C, and
// "unicode" exists only from PostgreSQL 16, while "und-x-icu" is on both engines.

const ORDER_BY: Record<ProductSortingDto, string> = {
  popular: 'p.popularity DESC, p.id',
  price_asc: 'p.price_kopecks ASC, p.id',
  price_desc: 'p.price_kopecks DESC, p.id',
  new: 'p.created_at DESC, p.id DESC',
  rating: 'p.rating DESC, p.rating_count DESC, p.id',
  discount: 'p.discount_percent DESC, p.popularity DESC, p.id',
};

/** Pushes a parameter and answers its placeholder with a cast. */
function pushParam(params: unknown[], value: unknown, type: string): string {
  params.push(value);
  return `$${params.length}::${type}`;
}

/** Where the ranking reads a product's search fields: the product row, or its narrow copy. */
interface SearchColumns {
  title: string;
  tsv: string;
  vendorCode: string;
  brand: string;
  inStock: string;
}

const PRODUCT_COLUMNS: SearchColumns = {
  title: 'p.search_title',
  tsv: 'p.search_tsv',
  vendorCode: 'upper(p.vendor_code)',
  brand: 'p.brand_id',
  inStock: '(p.quantity > 0)',
};

const SEARCH_COLUMNS: SearchColumns = { title: 's.title', tsv: 's.tsv', vendorCode: 's.vendor_code', brand: 's.brand_id', inStock: 's.in_stock' };

/**
 * Relevance of a search, best first: the vendor code, the brand named, the exact phrase and all the words
 * as typed (for queries of several words), the stems as typed (when a correction was needed), then in
 * stock before out of stock. A single plain word ranks by stock and popularity alone, which lets the
 * database read the first matches straight from an index.
 */
function relevanceOrder(search: SearchPlan, c: SearchColumns, params: unknown[], vendorCode: string | null): string {
  const order: string[] = [];
  if (vendorCode) order.push(`(${c.vendorCode} = ${vendorCode}) DESC`);
  if (search.brandIds.length) order.push(`(${c.brand} = ANY(${pushParam(params, search.brandIds, 'int[]')})) DESC`);
  if (search.wordPatterns.length > 1) {
    order.push(`(${c.title} LIKE ${pushParam(params, search.phrasePattern, 'text')}) DESC`);
    order.push(`(${c.title} LIKE ALL(${pushParam(params, search.wordPatterns, 'text[]')})) DESC`);
  }
  if (search.typedTsquery !== null && search.typedTsquery !== search.tsquery) {
    order.push(`(${c.tsv} @@ ${pushParam(params, search.typedTsquery, 'tsquery')}) DESC`);
  }
  order.push(`${c.inStock} DESC`);
  return order.join(', ');
}

/**
 * The WHERE clause of a product list, its parameters pushed onto `params`; with a search, also a
 * function giving the relevance ORDER BY (its parameters pushed only when a list is ordered by it).
 */
function whereClause(filter: ProductFilter, params: unknown[]): { where: string; searchOrder: (() => string) | null } {
  // Products 1C deleted or has not priced yet are hidden (migration 0020).
  const conditions: string[] = ['p.hidden_reason IS NULL'];
  if (filter.categoryFullSlug !== null) {
    params.push(filter.categoryFullSlug, `${filter.categoryFullSlug}/%`);
    conditions.push(`p.category_id IN (SELECT id FROM categories WHERE full_slug = $${params.length - 1} OR full_slug LIKE $${params.length})`);
  }
  let searchOrder: (() => string) | null = null;
  if (filter.search !== null) {
    const { search } = filter;
    const tsquery = pushParam(params, search.tsquery, 'tsquery');
    const vendorCode = search.vendorCode === null ? null : pushParam(params, search.vendorCode, 'text');
    conditions.push(vendorCode ? `(p.search_tsv @@ ${tsquery} OR upper(p.vendor_code) = ${vendorCode})` : `p.search_tsv @@ ${tsquery}`);
    searchOrder = () => relevanceOrder(search, PRODUCT_COLUMNS, params, vendorCode);
  }
  if (filter.facets) for (const clause of facetClauses(filter.facets, params)) conditions.push(clause.sql);
  return { where: `WHERE ${conditions.join(' AND ')}`, searchOrder };
}

/** Whether a list has any brand, price, availability, label, rating, country, form or property filter. */
function hasFacetFilters(facets: ProductFacetFilters | undefined): boolean {
  return facets !== undefined && Object.values(facets).some((value) => value !== null);
}

const AVAILABILITY_SQL = {
  in_stock: 'p.quantity > 0',
  soon: '(p.quantity = 0 AND p.novelty)',
  out_of_stock: '(p.quantity = 0 AND NOT p.novelty)',
} as const;

/** One set filter: the facet it belongs to (`prop_<n>` for a property) and its SQL condition over `products p`. */
interface FacetClause {
  key: FacetKey | `prop_${number}`;
  sql: string;
}

/** The SQL condition of each facet filter that is set, in the order of the facets. */
function facetClauses(filters: ProductFacetFilters, params: unknown[]): FacetClause[] {
  const param = (value: unknown, type: string): string => pushParam(params, value, type);
  const clauses: FacetClause[] = [];
  const add = (key: FacetClause['key'], sql: string) => clauses.push({ key, sql });
  if (filters.brand) add('brand', `p.brand_id = ANY(${param(filters.brand, 'int[]')})`);
  const price: string[] = [];
  if (filters.priceMinKopecks !== null) price.push(`p.price_kopecks >= ${param(filters.priceMinKopecks, 'int')}`);
  if (filters.priceMaxKopecks !== null) price.push(`p.price_kopecks <= ${param(filters.priceMaxKopecks, 'int')}`);
  if (price.length) add('price', price.join(' AND '));
  if (filters.availability) add('availability', `(${filters.availability.map((key) => AVAILABILITY_SQL[key]).join(' OR ')})`);
  if (filters.label) add('label', `EXISTS (SELECT 1 FROM product_labels fl WHERE fl.product_id = p.id AND fl.label_id = ANY(${param(filters.label, 'int[]')}))`);
  if (filters.rating !== null) add('rating', `p.rating >= ${param(filters.rating, 'numeric')}`);
  if (filters.country) add('country', `p.country = ANY(${param(filters.country, 'text[]')})`);
  if (filters.form) add('form', `p.form = ANY(${param(filters.form, 'text[]')})`);
  for (const filter of filters.properties ?? []) {
    add(
      `prop_${filter.property}`,
      `EXISTS (SELECT 1 FROM product_property_values fv WHERE fv.product_id = p.id
               AND fv.property_id = ${param(filter.property, 'int')} AND fv.value_id = ANY(${param(filter.values, 'int[]')}))`,
    );
  }
  return clauses;
}

/** Columns a facet row has besides the property's: every branch of the facet query lists them in this order. */
const NO_PROPERTY = 'NULL::int AS property_id, NULL::text AS property_title, NULL::text AS value_type';

/** A product's availability from its stock and novelty, over `p`. */
const AVAILABILITY_OF = `CASE WHEN p.quantity > 0 THEN 'in_stock' WHEN p.novelty THEN 'soon' ELSE 'out_of_stock' END`;

/** The facets counted by a column of the product, grouped by that column. */
const GROUPED_FACETS = [
  { key: 'brand', column: 'p.brand_id' },
  { key: 'availability', column: AVAILABILITY_OF },
  { key: 'country', column: 'p.country' },
  { key: 'form', column: 'p.form' },
] as const;

/**
 * Counts of 1C's property values (values of facet properties only, not the brand and the country, which have
 * their own facets): a filtered property's values over the products of every filter but its own, the others'
 * over the hits. A selected value is listed even with count 0.
 */
function propertyCountsSql(
  clauses: FacetClause[],
  selected: PropertyFilter[],
  allBut: (except: string | null) => string,
  params: unknown[],
): { cte: string; rows: string } {
  const filtered = clauses.filter((clause) => clause.key.startsWith('prop_')).map((clause) => ({ key: clause.key, id: pushParam(params, Number(clause.key.slice(5)), 'int') }));
  const counts = [
    `SELECT x.property_id, x.value_id, count(*)::int AS n
      FROM hits p JOIN product_property_values x ON x.product_id = p.id
      JOIN exchange_properties ep ON ep.id = x.property_id AND ep.role = 'other' AND ep.facet
      ${filtered.length ? `WHERE x.property_id NOT IN (${filtered.map(({ id }) => id).join(', ')})` : ''}
      GROUP BY x.property_id, x.value_id`,
    ...filtered.map(
      ({ key, id }) => `SELECT x.property_id, x.value_id, count(*)::int AS n
      FROM (SELECT p.id ${allBut(key)}) p JOIN product_property_values x ON x.product_id = p.id AND x.property_id = ${id}
      GROUP BY x.property_id, x.value_id`,
    ),
  ];
  const pairs = selected.flatMap((item) => item.values.map((value) => [item.property, value]));
  const selectedProperties = pushParam(params, pairs.map(([property]) => property), 'int[]');
  const selectedValues = pushParam(params, pairs.map(([, value]) => value), 'int[]');
  const cte = `property_counts AS (${counts.join('\n      UNION ALL\n      ')})`;
  const rows = `SELECT 'property', v.id::text, v.value, coalesce(c.n, 0), NULL, NULL, ep.id, ep.title, ep.value_type
      FROM property_values v
      JOIN exchange_properties ep ON ep.id = v.property_id AND ep.role = 'other' AND ep.facet
      LEFT JOIN property_counts c ON c.value_id = v.id
      WHERE c.n > 0 OR (v.property_id, v.id) IN (SELECT * FROM unnest(${selectedProperties}, ${selectedValues}))`;
  return { cte, rows };
}

/**
 * The facet counts of a product list (disjunctive: each facet counted with every filter but its own), in one
 * statement that never counts a product no count needs. `hits`, the products passing every filter, give the
 * total and every facet that is not filtered; each filtered facet is counted by a query of its own over the
 * products passing the other filters, which the database narrows by its indexes (migration 0049: the
 * category's entries by brand) instead of reading every product of the category for every facet. The
 * category's (or the search's) products are `base`: inlined into each count, or read once when a text search
 * chose them. Returns rows shaped as {@link FacetCountRecord}: the total, the price range, the rating steps,
 * values with products and selected brands, labels and property values even without.
 */
export function facetCountsSql(filter: ProductFilter, ratingSteps: number[], params: unknown[]): string {
  const { where } = whereClause({ categoryFullSlug: filter.categoryFullSlug, search: filter.search }, params);
  const clauses = filter.facets ? facetClauses(filter.facets, params) : [];
  const filtered = (key: string) => clauses.some((clause) => clause.key === key);
  /** The products of `base` passing every filter but `except`'s. */
  const allBut = (except: string | null): string => {
    const conditions = clauses.filter((clause) => clause.key !== except).map((clause) => clause.sql);
    return `FROM base p${conditions.length ? ` WHERE ${conditions.join(' AND ')}` : ''}`;
  };
  const ctes: string[] = [
    // A text search reads the wide product rows: once, not once per count.
    `base AS ${filter.search === null ? 'NOT MATERIALIZED' : 'MATERIALIZED'} (
      SELECT p.id, p.brand_id, p.price_kopecks, p.rating, p.country, p.form, p.quantity, p.novelty FROM products p ${where}
    )`,
    `hits AS MATERIALIZED (
      SELECT p.id, p.brand_id AS brand, p.price_kopecks, p.rating, p.country, p.form, ${AVAILABILITY_OF} AS availability ${allBut(null)}
    )`,
  ];
  const branches: string[] = [];

  // Brand, availability, country and form: the facets not filtered grouped at once over the hits, each filtered one on its own.
  const unfiltered = GROUPED_FACETS.filter(({ key }) => !filtered(key));
  if (unfiltered.length) {
    ctes.push(`g AS (
      SELECT ${unfiltered.map(({ key }) => `GROUPING(${key}) = 0 AS is_${key}, ${key}`).join(', ')}, count(*)::int AS n
      FROM hits GROUP BY GROUPING SETS (${unfiltered.map(({ key }) => `(${key})`).join(', ')})
    )`);
  }
  for (const { key, column } of GROUPED_FACETS) {
    const counts = filtered(key) ? `SELECT ${column} AS value, count(*)::int AS n ${allBut(key)} GROUP BY 1` : `SELECT ${key} AS value, n FROM g WHERE is_${key}`;
    ctes.push(`${key}_counts AS (${counts})`);
  }
  const selectedBrands = pushParam(params, filter.facets?.brand ?? [], 'int[]');
  branches.push(`SELECT 'brand', br.id::text, br.title, coalesce(c.n, 0), NULL, NULL, NULL, NULL, NULL
      FROM brands br LEFT JOIN brand_counts c ON c.value = br.id
      WHERE c.n > 0 OR br.id = ANY(${selectedBrands})`);
  branches.push(`SELECT 'availability', value, NULL, n, NULL, NULL, NULL, NULL, NULL FROM availability_counts`);
  branches.push(`SELECT 'country', value, NULL, n, NULL, NULL, NULL, NULL, NULL FROM country_counts WHERE value <> ''`);
  branches.push(`SELECT 'form', value, NULL, n, NULL, NULL, NULL, NULL, NULL FROM form_counts`);

  // The total, and the price range over the products of every filter but the price's.
  ctes.push(`total AS (SELECT count(*)::int AS n FROM hits)`);
  const priceFrom = filtered('price') ? allBut('price') : 'FROM hits p';
  branches.unshift(
    `SELECT 'total' AS facet, NULL::text AS value, NULL::text AS title, n, NULL::int AS lo, NULL::int AS hi, ${NO_PROPERTY} FROM total`,
    `SELECT 'price', NULL, NULL, total.n, r.lo, r.hi, NULL, NULL, NULL
      FROM total, (SELECT min(p.price_kopecks) AS lo, max(p.price_kopecks) AS hi ${priceFrom}) r`,
  );

  // Each rating step: the products rated at least that, of every filter but the rating's.
  const steps = ratingSteps.map((step) => `count(*) FILTER (WHERE p.rating >= ${pushParam(params, step, 'numeric')})`);
  const stepsParam = pushParam(params, ratingSteps, 'int[]');
  branches.push(`SELECT 'rating', s.step::text, NULL, s.n, NULL, NULL, NULL, NULL, NULL
      FROM (SELECT ARRAY[${steps.join(', ')}]::int[] AS n ${filtered('rating') ? allBut('rating') : 'FROM hits p'}) r,
           unnest(${stepsParam}, r.n) AS s(step, n)`);

  // Labels live in their own table: joined to the products they are counted over.
  const selectedLabels = pushParam(params, filter.facets?.label ?? [], 'int[]');
  ctes.push(`label_counts AS (
      SELECT pl.label_id, count(*)::int AS n
      FROM ${filtered('label') ? `(SELECT p.id ${allBut('label')}) p` : 'hits p'} JOIN product_labels pl ON pl.product_id = p.id
      GROUP BY pl.label_id
    )`);
  branches.push(`SELECT 'label', l.id::text, l.name, coalesce(c.n, 0), NULL, NULL, NULL, NULL, NULL
      FROM labels l LEFT JOIN label_counts c ON c.label_id = l.id
      WHERE c.n > 0 OR l.id = ANY(${selectedLabels})`);

  const properties = propertyCountsSql(clauses, filter.facets?.properties ?? [], allBut, params);
  ctes.push(properties.cte);
  branches.push(properties.rows);
  return `WITH ${ctes.join(',\n    ')}\n    ${branches.join('\n    UNION ALL\n    ')}`;
}

/** Creates the repository over a database connection. */
export function createCatalogRepository(db: Queryable): CatalogRepository {
  /** A search ranked by relevance over the narrow `product_search` copy, without the wide product rows. */
  async function listSearchMatches(search: SearchPlan, categoryFullSlug: string | null, limit: number, offset: number): Promise<number[]> {
    const params: unknown[] = [];
    const tsquery = pushParam(params, search.tsquery, 'tsquery');
    const vendorCode = search.vendorCode === null ? null : pushParam(params, search.vendorCode, 'text');
    const conditions = [vendorCode ? `(s.tsv @@ ${tsquery} OR s.vendor_code = ${vendorCode})` : `s.tsv @@ ${tsquery}`];
    if (categoryFullSlug !== null) {
      const [exact, below] = [pushParam(params, categoryFullSlug, 'text'), pushParam(params, `${categoryFullSlug}/%`, 'text')];
      conditions.push(`s.category_id IN (SELECT id FROM categories WHERE full_slug = ${exact} OR full_slug LIKE ${below})`);
    }
    const order = relevanceOrder(search, SEARCH_COLUMNS, params, vendorCode);
    params.push(limit, offset);
    const { rows } = await db.query<{ product_id: number }>(
      `SELECT s.product_id FROM product_search s WHERE ${conditions.join(' AND ')}
       ORDER BY ${order}, s.popularity DESC, s.product_id LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    return rows.map((row) => row.product_id);
  }

  return {
    async listAllCategories() {
      const { rows } = await db.query<CategoryRecord>(`SELECT ${CATEGORY_COLUMNS} FROM categories WHERE hidden_reason IS NULL ORDER BY level, position, id`);
      return rows;
    },

    async listCategories(limit, offset, level) {
      const { rows } = await db.query<CategoryRecord>(
        `SELECT ${CATEGORY_COLUMNS} FROM categories WHERE hidden_reason IS NULL AND ($1::int IS NULL OR level = $1) ORDER BY id LIMIT $2 OFFSET $3`,
        [level, limit, offset],
      );
      return rows;
    },

    async countCategories(level) {
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM categories WHERE hidden_reason IS NULL AND ($1::int IS NULL OR level = $1)', [level]);
      return rows[0].n;
    },

    async findCategoryByPath(path) {
      const { rows } = await db.query<CategoryRecord>(
        `SELECT ${CATEGORY_COLUMNS} FROM categories WHERE (full_slug = $1 OR (strpos($1, '/') = 0 AND slug = $1)) AND hidden_reason IS NULL
         ORDER BY (full_slug = $1) DESC LIMIT 1`,
        [path],
      );
      return rows[0] ?? null;
    },

    async findCategoriesByFullSlugs(fullSlugs) {
      if (fullSlugs.length === 0) return [];
      const { rows } = await db.query<CategoryRecord>(
        `SELECT ${CATEGORY_COLUMNS} FROM categories WHERE full_slug = ANY($1::text[]) AND hidden_reason IS NULL ORDER BY level`,
        [fullSlugs],
      );
      return rows;
    },

    async listChildCategories(parentId) {
      const { rows } = await db.query<CategoryRecord>(
        `SELECT ${CATEGORY_COLUMNS} FROM categories WHERE parent_id IS NOT DISTINCT FROM $1::int AND hidden_reason IS NULL ORDER BY position, id`,
        [parentId],
      );
      return rows;
    },

    async countAllProducts() {
      const { rows } = await db.query<{ n: number }>('SELECT coalesce(sum(product_count), 0)::int AS n FROM categories WHERE parent_id IS NULL AND hidden_reason IS NULL');
      return rows[0].n;
    },

    async listProductIds(filter, sorting, limit, offset) {
      const params: unknown[] = [];
      if (filter.search && sorting === 'popular' && !hasFacetFilters(filter.facets)) return listSearchMatches(filter.search, filter.categoryFullSlug, limit, offset);
      const { where, searchOrder } = whereClause(filter, params);
      // With a search the default order is relevance, then popularity.
      const order = searchOrder && sorting === 'popular' ? `${searchOrder()}, ${ORDER_BY.popular}` : ORDER_BY[sorting];
      params.push(limit, offset);
      const { rows } = await db.query<{ id: number }>(
        `SELECT p.id FROM products p LEFT JOIN brands b ON b.id = p.brand_id ${where}
         ORDER BY ${order} LIMIT $${params.length - 1} OFFSET $${params.length}`,
        params,
        // A plain category listing is one of a dozen texts (sorting × category or not): kept prepared.
        { prepared: filter.search === null && !hasFacetFilters(filter.facets) },
      );
      return rows.map((row) => row.id);
    },

    async countProducts(filter, cap) {
      const params: unknown[] = [];
      const { where } = whereClause(filter, params);
      params.push(cap);
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (
           SELECT 1 FROM products p LEFT JOIN brands b ON b.id = p.brand_id ${where} LIMIT $${params.length}
         ) matches`,
        params,
      );
      return rows[0].n;
    },

    async countFacets(filter, ratingSteps) {
      const params: unknown[] = [];
      const { rows } = await db.query<FacetCountRecord>(facetCountsSql(filter, ratingSteps, params), params, {
        // Without a text search or 1C's properties, its text is one of a few dozen (which facets are chosen):
        // kept prepared, the statement is not planned anew for every price or brand.
        prepared: filter.search === null && !filter.facets?.properties,
      });
      return rows;
    },

    async findProductCards(ids) {
      if (ids.length === 0) return [];
      const { rows } = await db.query<ProductCardRecord>(
        `SELECT ${CARD_COLUMNS} FROM products p LEFT JOIN brands b ON b.id = p.brand_id
         WHERE p.id = ANY($1::int[]) ORDER BY array_position($1::int[], p.id)`,
        [ids],
        { prepared: true },
      );
      return rows;
    },

    async findProductByPath(path) {
      const { rows } = await db.query<ProductDetailsRecord>(
        `SELECT ${CARD_COLUMNS}, p.description, p.composition, p.usage, p.country, p.vendor_code, p.seo_title,
                c.full_slug AS category_full_slug,
                (SELECT count(*)::int FROM reviews r WHERE r.product_id = p.id AND r.status = 'published') AS reviews_count
         FROM products p
         LEFT JOIN brands b ON b.id = p.brand_id
         JOIN categories c ON c.id = p.category_id
         WHERE (p.full_slug = $1 OR (strpos($1, '/') = 0 AND p.slug = $1)) AND p.hidden_reason IS NULL
         ORDER BY (p.full_slug = $1) DESC LIMIT 1`,
        [path],
        { prepared: true },
      );
      return rows[0] ?? null;
    },

    async listBrands(letters) {
      const { rows } = await db.query<BrandRecord>(
        `SELECT b.id, b.title, b.slug, b.letter, b.logo_url,
                (SELECT count(*)::int FROM products p WHERE p.brand_id = b.id) AS product_count
         FROM brands b
         WHERE $1::text[] IS NULL OR b.letter = ANY($1::text[])
         ORDER BY lower(b.title) COLLATE "und-x-icu", b.id`,
        [letters],
      );
      return rows;
    },

    async listBrandLetters() {
      const { rows } = await db.query<{ letter: string }>('SELECT DISTINCT letter FROM brands');
      return rows.map((row) => row.letter);
    },

    async listPopularBrands(limit) {
      const { rows } = await db.query<BrandRecord>(
        `SELECT b.id, b.title, b.slug, b.letter, b.logo_url, count(p.id)::int AS product_count
         FROM brands b JOIN products p ON p.brand_id = b.id
         GROUP BY b.id
         ORDER BY sum(p.popularity) DESC, b.id
         LIMIT $1`,
        [limit],
      );
      return rows;
    },

    async findPackshot(productId) {
      const { rows } = await db.query<PackshotRecord>(
        `SELECT p.id, p.title, p.package_kind, b.title AS brand_title, b.color AS brand_color, p.composition, p.vendor_code
         FROM products p LEFT JOIN brands b ON b.id = p.brand_id WHERE p.id = $1`,
        [productId],
      );
      return rows[0] ?? null;
    },

    async findBrand(brandId) {
      const { rows } = await db.query<{ id: number; title: string; color: string }>('SELECT id, title, color FROM brands WHERE id = $1', [brandId]);
      return rows[0] ?? null;
    },

    async listPriceList() {
      const { rows } = await db.query<PriceListRecord>(
        `SELECT p.vendor_code, p.title, b.title AS brand_title, c.title AS category_title,
                p.price_kopecks, p.old_price_kopecks, p.quantity, p.full_slug
         FROM products p JOIN categories c ON c.id = p.category_id LEFT JOIN brands b ON b.id = p.brand_id
         WHERE p.hidden_reason IS NULL
         ORDER BY c.id, p.title COLLATE "und-x-icu", p.id`,
      );
      return rows;
    },
  };
}
