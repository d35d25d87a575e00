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

/** Site configuration, menus, static pages and popular search requests. */
export interface ContentRepository {
  listConfigs(): Promise<Array<{ key: string; value: string }>>;
  findConfig(key: string): Promise<string | null>;
  listFileConfigs(): Promise<Array<{ key: string; url: string }>>;
  /** Items of every menu, parents before children, in display order. */
  listMenuItems(): Promise<MenuItemRecord[]>;
  findPage(slug: string): Promise<PageRecord | null>;
  listPopularRequests(limit: number): Promise<string[]>;
}

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
    async listPopularRequests(limit) {
      const { rows } = await db.query<{ text: string }>('SELECT text FROM popular_requests ORDER BY weight DESC, id LIMIT $1', [limit]);
      return rows.map((row) => row.text);
    },
  };
}
