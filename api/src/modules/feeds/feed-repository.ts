import type { Queryable } from '../../db/database';

/** A shown product as the feed's offer needs it. */
export interface OfferRecord {
  id: number;
  title: string;
  full_slug: string;
  description: string;
  vendor_code: string;
  price_kopecks: number;
  old_price_kopecks: number | null;
  quantity: number;
  category_id: number;
  country: string;
  brand: string | null;
  barcodes: string[];
  picture: string | null;
}

/** Every shown category, parents before children, in the catalogue's order. */
export async function listFeedCategories(db: Queryable): Promise<Array<{ id: number; parent_id: number | null; title: string }>> {
  const { rows } = await db.query<{ id: number; parent_id: number | null; title: string }>('SELECT id, parent_id, title FROM categories WHERE hidden_reason IS NULL ORDER BY level, position, id');
  return rows;
}

/** The company name the shop configured (`COMPANY_NAME`); null when it has none. */
export async function findCompanyName(db: Queryable): Promise<string | null> {
  const { rows } = await db.query<{ value: string }>("SELECT value FROM configs WHERE key = 'COMPANY_NAME'");
  return rows[0]?.value ?? null;
}

/** Shown products with ids above `after`, by id, at most `limit`: one short index scan per batch. */
export async function listFeedOffers(db: Queryable, after: number, limit: number): Promise<OfferRecord[]> {
  const { rows } = await db.query<OfferRecord>(
    `SELECT p.id, p.title, p.full_slug, p.description, p.vendor_code, p.price_kopecks, p.old_price_kopecks, p.quantity, p.category_id,
            p.country, b.title AS brand, p.barcodes,
            (SELECT i.url FROM product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) AS picture
     FROM products p LEFT JOIN brands b ON b.id = p.brand_id
     WHERE p.id > $1 AND p.hidden_reason IS NULL ORDER BY p.id LIMIT $2`,
    [after, limit],
  );
  return rows;
}
