import type { Queryable } from '../../db/database';
import type { PersonalListSortingDto } from 'api-contracts';
import { CARD_COLUMNS, type ProductCardRecord } from '../catalog/index';

/** A page of a customer's products and how many there are in all. */
export interface PersonalProductsPage {
  rows: ProductCardRecord[];
  total: number;
}

/** A customer's list of products (favourites or waitlist): one table, one row per account and product. */
export interface PersonalProductsRepository {
  /** Product ids, most recently added first. */
  listProductIds(accountId: number): Promise<number[]>;
  countItems(accountId: number): Promise<number>;
  productExists(productId: number): Promise<boolean>;
  /** Adds a product (nothing changes when it is there already). */
  add(accountId: number, productId: number): Promise<void>;
  remove(accountId: number, productId: number): Promise<void>;
  listPage(accountId: number, page: number, pageSize: number, sorting: PersonalListSortingDto): Promise<PersonalProductsPage>;
}

const ORDER_BY: Record<PersonalListSortingDto, string> = {
  added_desc: 'x.added_at DESC, p.id DESC',
  added_asc: 'x.added_at ASC, p.id ASC',
  price_asc: 'p.price_kopecks ASC, p.id',
  price_desc: 'p.price_kopecks DESC, p.id',
  // ICU root collation: PGlite's default collation is C (see catalog-repository).
  title: 'p.title COLLATE "und-x-icu", p.id',
};

/** Creates the repository over one of the tables `favourites` and `waitlist_items`. */
export function createPersonalProductsRepository(db: Queryable, table: 'favourites' | 'waitlist_items'): PersonalProductsRepository {
  return {
    async listProductIds(accountId) {
      const { rows } = await db.query<{ product_id: number }>(
        `SELECT product_id FROM ${table} WHERE account_id = $1 ORDER BY added_at DESC, product_id DESC`,
        [accountId],
      );
      return rows.map((row) => row.product_id);
    },
    async countItems(accountId) {
      const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE account_id = $1`, [accountId]);
      return rows[0].n;
    },
    async productExists(productId) {
      const { rows } = await db.query('SELECT 1 FROM products WHERE id = $1', [productId]);
      return rows.length > 0;
    },
    async add(accountId, productId) {
      await db.query(
        `INSERT INTO ${table} (account_id, product_id) SELECT $1, id FROM products WHERE id = $2 ON CONFLICT DO NOTHING`,
        [accountId, productId],
      );
    },
    async remove(accountId, productId) {
      await db.query(`DELETE FROM ${table} WHERE account_id = $1 AND product_id = $2`, [accountId, productId]);
    },
    async listPage(accountId, page, pageSize, sorting) {
      const { rows } = await db.query<ProductCardRecord & { total: number }>(
        `SELECT ${CARD_COLUMNS}, count(*) OVER ()::int AS total
         FROM ${table} x JOIN products p ON p.id = x.product_id LEFT JOIN brands b ON b.id = p.brand_id
         WHERE x.account_id = $1
         ORDER BY ${ORDER_BY[sorting]} LIMIT $2 OFFSET $3`,
        [accountId, pageSize, (page - 1) * pageSize],
      );
      const total = rows[0]?.total ?? (page > 1 ? await this.countItems(accountId) : 0);
      return { rows, total };
    },
  };
}
