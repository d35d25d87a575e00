import type { Queryable } from '../database';

/** A gift promotion of the seed: dates in days from the seed run, gifts picked by what their titles say. */
export interface GiftPromotionSeed {
  title: string;
  thresholdKopecks: number;
  startsInDays: number;
  endsInDays: number;
  /** Kinds of small items, in order of preference: the cheapest in-stock product of each becomes a gift. */
  giftTitles: string[];
  /** Gifts the promotion offers at most. */
  gifts: number;
}

/** The promotion a fresh shop runs: a small free item with an order from 3 000 ₽. */
export const GIFT_PROMOTIONS: GiftPromotionSeed[] = [
  {
    title: 'Подарок к заказу от 3 000 ₽',
    thresholdKopecks: 300_000,
    startsInDays: -7,
    endsInDays: 180,
    giftTitles: ['Пластырь бактерицидный', 'Протеиновый батончик', 'Зубная щётка', 'Мицеллярная вода', 'Витамин C', 'Бальзам', 'Крем'],
    gifts: 4,
  },
];

/**
 * Adds the seed gift promotions once per database (`seed_steps`), so a promotion the shop ends or edits
 * stays as the shop keeps it. Gifts are real products of the catalogue, picked deterministically: for each
 * kind in order, the cheapest in-stock product whose title names it (lowest id on a tie); a catalogue too
 * small to have them (tests) offers its cheapest in-stock products instead.
 */
export async function seedGiftPromotions(db: Queryable, promotions: GiftPromotionSeed[] = GIFT_PROMOTIONS): Promise<void> {
  const ready = await db.query<{ ready: boolean }>("SELECT to_regclass('gift_promotions') IS NOT NULL AS ready");
  if (!ready.rows[0].ready) return;
  const step = await db.query(
    "INSERT INTO seed_steps (name) SELECT 'gift-promotions' WHERE EXISTS (SELECT 1 FROM products) ON CONFLICT (name) DO NOTHING RETURNING name",
  );
  if (step.rows.length === 0) return;
  for (const seed of promotions) {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO gift_promotions (title, threshold_kopecks, starts_at, ends_at)
       VALUES ($1, $2, now() + $3::int * interval '1 day', now() + $4::int * interval '1 day') RETURNING id`,
      [seed.title, seed.thresholdKopecks, seed.startsInDays, seed.endsInDays],
    );
    const picked: number[] = [];
    for (const kind of seed.giftTitles) {
      if (picked.length >= seed.gifts) break;
      const found = await db.query<{ id: number }>(
        `SELECT id FROM products WHERE quantity > 0 AND title LIKE '%' || $1 || '%' AND NOT (id = ANY($2::int[]))
         ORDER BY price_kopecks, id LIMIT 1`,
        [kind, picked],
      );
      if (found.rows[0]) picked.push(found.rows[0].id);
    }
    if (picked.length < seed.gifts) {
      const cheapest = await db.query<{ id: number }>(
        'SELECT id FROM products WHERE quantity > 0 AND NOT (id = ANY($1::int[])) ORDER BY price_kopecks, id LIMIT $2',
        [picked, seed.gifts - picked.length],
      );
      picked.push(...cheapest.rows.map((row) => row.id));
    }
    for (const [position, productId] of picked.entries()) {
      await db.query('INSERT INTO gift_promotion_products (promotion_id, product_id, position) VALUES ($1, $2, $3)', [rows[0].id, productId, position]);
    }
  }
}
