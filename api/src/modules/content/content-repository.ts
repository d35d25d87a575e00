import type { Queryable } from '../../db/database';

/** A menu item as stored, with its menu and parent. */
export interface MenuItemRecord {
  id: number;
  menu: string;
  parent_id: number | null;
  slug: string;
  type: 'page' | 'category' | 'route' | 'external';
  title: string;
  target: '_self' | '_blank';
  url: string;
}

/** A static page as stored. */
export interface PageRecord {
  id: number;
  slug: string;
  title: string;
  content: string;
  seo_title: string;
  seo_description: string;
  updated_at: Date | string;
}

/** A banner as stored; the picture columns are null when the API draws the picture. */
export interface BannerRecord {
  id: number;
  title: string;
  short_text: string;
  link: string | null;
  background_color: string | null;
  image_desktop: string | null;
  image_desktop_webp: string | null;
  image_mobile: string | null;
  image_mobile_webp: string | null;
}

/** A selection as stored. */
export interface SelectionRecord {
  key: string;
  title: string;
  kind: 'banners' | 'products';
  is_active: boolean;
}

/** Site configuration, menus, static pages, selections and banners. */
export interface ContentRepository {
  listConfigs(): Promise<Array<{ key: string; value: string }>>;
  findConfig(key: string): Promise<string | null>;
  listFileConfigs(): Promise<Array<{ key: string; url: string }>>;
  /** Items of every menu, parents before children, in display order. */
  listMenuItems(): Promise<MenuItemRecord[]>;
  findPage(slug: string): Promise<PageRecord | null>;
  /** Keys of active selections that have something to show now, in key order. */
  listActiveSelectionKeys(): Promise<string[]>;
  findSelection(key: string): Promise<SelectionRecord | null>;
  /** Products of a product selection, in display order. */
  listSelectionProductIds(key: string, limit: number): Promise<number[]>;
  /** Banners of a selection that are shown now, in display order. */
  listSelectionBanners(key: string): Promise<BannerRecord[]>;
  /** A banner by id, shown now or not (its picture stays reachable). */
  findBanner(id: number): Promise<BannerRecord | null>;
}

const BANNER_COLUMNS = `b.id, b.title, b.short_text, b.link, b.background_color,
  b.image_desktop, b.image_desktop_webp, b.image_mobile, b.image_mobile_webp`;

/** A banner is shown when it is switched on and now is inside its dates. */
const BANNER_IS_LIVE = `b.is_active AND (b.starts_at IS NULL OR b.starts_at <= now()) AND (b.ends_at IS NULL OR b.ends_at > now())`;

/** Creates the repository over a database connection. */
export function createContentRepository(db: Queryable): ContentRepository {
  return {
    async listConfigs() {
      const { rows } = await db.query<{ key: string; value: string }>('SELECT key, value FROM configs ORDER BY key');
      return rows;
    },
    async findConfig(key) {
      const { rows } = await db.query<{ value: string }>('SELECT value FROM configs WHERE key = $1', [key]);
      return rows[0]?.value ?? null;
    },
    async listFileConfigs() {
      const { rows } = await db.query<{ key: string; url: string }>('SELECT key, url FROM file_configs ORDER BY key');
      return rows;
    },
    async listMenuItems() {
      const { rows } = await db.query<MenuItemRecord>(
        `SELECT id, menu, parent_id, slug, type, title, target, url FROM menu_items
         ORDER BY parent_id IS NOT NULL, position, id`,
      );
      return rows;
    },
    async findPage(slug) {
      const { rows } = await db.query<PageRecord>(
        'SELECT id, slug, title, content, seo_title, seo_description, updated_at FROM pages WHERE slug = $1',
        [slug],
      );
      return rows[0] ?? null;
    },
    async listActiveSelectionKeys() {
      const { rows } = await db.query<{ key: string }>(
        `SELECT s.key FROM selections s
         WHERE s.is_active AND EXISTS (
           SELECT 1 FROM selection_items i LEFT JOIN banners b ON b.id = i.banner_id
           WHERE i.selection_key = s.key AND (i.product_id IS NOT NULL OR (${BANNER_IS_LIVE}))
         )
         ORDER BY s.key`,
      );
      return rows.map((row) => row.key);
    },
    async findSelection(key) {
      const { rows } = await db.query<SelectionRecord>('SELECT key, title, kind, is_active FROM selections WHERE key = $1', [key]);
      return rows[0] ?? null;
    },
    async listSelectionProductIds(key, limit) {
      const { rows } = await db.query<{ product_id: number }>(
        `SELECT product_id FROM selection_items WHERE selection_key = $1 AND product_id IS NOT NULL
         ORDER BY position, id LIMIT $2`,
        [key, limit],
      );
      return rows.map((row) => row.product_id);
    },
    async listSelectionBanners(key) {
      const { rows } = await db.query<BannerRecord>(
        `SELECT ${BANNER_COLUMNS} FROM selection_items i JOIN banners b ON b.id = i.banner_id
         WHERE i.selection_key = $1 AND ${BANNER_IS_LIVE}
         ORDER BY i.position, i.id`,
        [key],
      );
      return rows;
    },
    async findBanner(id) {
      const { rows } = await db.query<BannerRecord>(`SELECT ${BANNER_COLUMNS} FROM banners b WHERE b.id = $1`, [id]);
      return rows[0] ?? null;
    },
  };
}
