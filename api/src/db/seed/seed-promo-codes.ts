import type { Queryable } from '../database';
import { PROMO_CODES, type PromoCodeSeed } from './promo-codes-data';

/**
 * Adds the seed promo codes once per database (`seed_steps`), so a code the shop removes or edits later
 * stays as the shop keeps it. A code restricted to a category or brand that the catalogue lacks is skipped
 * rather than created without its restriction.
 */
export async function seedPromoCodes(db: Queryable, codes: PromoCodeSeed[] = PROMO_CODES): Promise<void> {
  const ready = await db.query<{ ready: boolean }>("SELECT to_regclass('promo_codes') IS NOT NULL AS ready");
  if (!ready.rows[0].ready) return;
  const step = await db.query("INSERT INTO seed_steps (name) VALUES ('promo-codes') ON CONFLICT (name) DO NOTHING RETURNING name");
  if (step.rows.length === 0) return;
  for (const seed of codes) {
    await db.query(
      `INSERT INTO promo_codes (code, title, kind, percent, amount_kopecks, min_order_kopecks, once_per_customer,
                                starts_at, ends_at, max_uses, category_id, brand_id, first_order_only)
       SELECT $1, $2, $3, $4, $5, $6, $7,
              now() + $8::int * interval '1 day', now() + $9::int * interval '1 day', $10,
              (SELECT id FROM categories WHERE full_slug = $11), (SELECT id FROM brands WHERE slug = $12), $13
       WHERE ($11::text IS NULL OR EXISTS (SELECT 1 FROM categories WHERE full_slug = $11))
         AND ($12::text IS NULL OR EXISTS (SELECT 1 FROM brands WHERE slug = $12))
       ON CONFLICT (code) DO NOTHING`,
      [
        seed.code, seed.title, seed.percent === undefined ? 'fixed' : 'percent', seed.percent ?? null, seed.amountKopecks ?? null,
        seed.minOrderKopecks ?? 0, seed.oncePerCustomer ?? false, seed.startsInDays ?? null, seed.endsInDays ?? null,
        seed.maxUses ?? null, seed.categoryFullSlug ?? null, seed.brandSlug ?? null, seed.firstOrderOnly ?? false,
      ],
    );
  }
}
