import { urls } from '../../shared/urls';
import { Prng } from './prng';
import type { ReviewRecord } from '../../modules/reviews/index';
import {
  ANSWERS_BAD,
  ANSWERS_GOOD,
  ANY_PHRASES,
  DOMAIN_BY_ROOT_TITLE,
  DOMAIN_PHRASES,
  FIRST_NAMES,
  SURNAME_INITIALS,
  type ReviewPhrases,
} from './reviews-data';

/** A product the review seed writes about. */
export interface ReviewSeedProduct {
  id: number;
  /** Title of the product's top-level category; picks the phrases. */
  root_title: string;
}

/** A seeded review photo; the URL points at a picture the API draws. */
export interface ReviewMediaRow {
  id: number;
  review_id: number;
  position: number;
  url: string;
}

/** A seeded review. Times are minutes before the moment of seeding. */
export type ReviewRow = Omit<ReviewRecord, 'created_at' | 'answer_at' | 'media'> & {
  created_minutes_ago: number;
  answer_minutes_ago: number | null;
};

export interface SeedReviews {
  reviews: ReviewRow[];
  media: ReviewMediaRow[];
}

export const DEFAULT_REVIEW_SEED = 20_261_122;
/** Share of products that have reviews at all. */
const REVIEWED_SHARE = 0.42;
const ANONYMOUS_SHARE = 0.1;
const ANSWERED_SHARE = 0.3;
const WITH_PHOTOS_SHARE = 0.08;
/** Reviews reach back about two years. */
const MAX_AGE_MINUTES = 730 * 24 * 60;


/** A rating skewed to the good side, as in real shops: mostly 4 and 5. */
function pickRating(rng: Prng, productBias: number): number {
  const r = rng.next() + productBias;
  if (r < 0.05) return 1;
  if (r < 0.11) return 2;
  if (r < 0.22) return 3;
  if (r < 0.5) return 4;
  return 5;
}

function phrase(rng: Prng, own: string[], common: string[]): string {
  return rng.chance(0.7) ? rng.pick(own) : rng.pick(common);
}

function sentences(rng: Prng, own: string[], common: string[], count: number): string {
  const picked = new Set<string>();
  for (let i = 0; i < count * 3 && picked.size < count; i += 1) picked.add(phrase(rng, own, common));
  return [...picked].join('. ').replace(/\.\./g, '.');
}

/**
 * Builds the seed reviews of `products`: about 40 % of them get reviews (a few get dozens),
 * ~10 % of reviews are anonymous, ~30 % have an answer of the shop and ~8 % have 1-3 photos.
 * The same products and seed always give the same reviews.
 */
export function buildSeedReviews(products: ReviewSeedProduct[], seed: number = DEFAULT_REVIEW_SEED): SeedReviews {
  const rng = new Prng(seed);
  const reviews: ReviewRow[] = [];
  const media: ReviewMediaRow[] = [];
  const sorted = [...products].sort((a, b) => a.id - b.id);
  for (const product of sorted) {
    if (!rng.chance(REVIEWED_SHARE)) continue;
    const domain = DOMAIN_BY_ROOT_TITLE[product.root_title];
    const own: ReviewPhrases = domain ? DOMAIN_PHRASES[domain] : ANY_PHRASES;
    const count = rng.chance(0.12) ? rng.int(12, 40) : rng.int(1, 6);
    // Some products are simply liked less than others.
    const bias = rng.chance(0.15) ? -0.2 : rng.next() * 0.1;
    for (let n = 0; n < count; n += 1) {
      const id = reviews.length + 1;
      const rating = pickRating(rng, bias);
      const good = rating >= 4;
      const createdMinutesAgo = rng.int(30, MAX_AGE_MINUTES);
      const answered = rng.chance(ANSWERED_SHARE);
      reviews.push({
        id,
        product_id: product.id,
        rating,
        price_status: good ? rng.int(2, 3) : rng.int(1, 2),
        quality_status: rating === 5 ? 4 : rating === 4 ? rng.int(3, 4) : rating === 3 ? rng.int(2, 3) : rng.int(1, 2),
        advantages: rating <= 1 && rng.chance(0.5) ? '' : sentences(rng, own.advantages, ANY_PHRASES.advantages, good ? rng.int(1, 3) : 1),
        disadvantages: sentences(rng, good ? ANY_PHRASES.disadvantages : own.disadvantages, own.disadvantages, good ? 1 : rng.int(1, 2)),
        comment: rng.chance(0.15) ? '' : sentences(rng, good ? own.good : own.bad, good ? ANY_PHRASES.good : ANY_PHRASES.bad, rng.int(1, 2)),
        author_name: `${rng.pick(FIRST_NAMES)} ${SURNAME_INITIALS[rng.int(0, SURNAME_INITIALS.length - 1)]}.`,
        anonymous: rng.chance(ANONYMOUS_SHARE),
        created_minutes_ago: createdMinutesAgo,
        answer: answered ? rng.pick(good ? ANSWERS_GOOD : ANSWERS_BAD) : null,
        // The shop answers within three days, never in the future.
        answer_minutes_ago: answered ? Math.max(0, createdMinutesAgo - rng.int(20, 3 * 24 * 60)) : null,
      });
      if (rng.chance(WITH_PHOTOS_SHARE)) {
        const photos = rng.int(1, 3);
        for (let position = 0; position < photos; position += 1) {
          const mediaId = media.length + 1;
          media.push({ id: mediaId, review_id: id, position, url: urls.reviewPhoto(mediaId) });
        }
      }
    }
  }
  return { reviews, media };
}
