import type { Queryable } from '../../db/database';

export interface CompanyReviewRecord {
  id: number;
  author: string;
  rating: number;
  text: string;
  source: string;
  /** `YYYY-MM-DD`. */
  reviewed_on: string;
}

export interface PartnerRecord {
  id: number;
  title: string;
  link: string | null;
  color: string;
}

export interface AdvantageRecord {
  id: number;
  title: string;
  text: string;
  icon: string;
}

export interface RegionBannerRecord {
  id: number;
  region: string;
  title: string;
  text: string;
  link: string | null;
  background_color: string | null;
}

/** What the home page shows besides the catalogue. Each list is short and kept by the shop by hand. */
export interface ShowcaseRepository {
  /** Published reviews of the shop, newest first. */
  listCompanyReviews(limit: number): Promise<CompanyReviewRecord[]>;
  listPartners(): Promise<PartnerRecord[]>;
  findPartner(id: number): Promise<PartnerRecord | null>;
  listAdvantages(): Promise<AdvantageRecord[]>;
  listRegionBanners(): Promise<RegionBannerRecord[]>;
}

export function createShowcaseRepository(db: Queryable): ShowcaseRepository {
  return {
    async listCompanyReviews(limit) {
      const { rows } = await db.query<CompanyReviewRecord>(
        `SELECT id, author, rating::int AS rating, text, source, to_char(reviewed_on, 'YYYY-MM-DD') AS reviewed_on FROM company_reviews
         WHERE is_published ORDER BY reviewed_on DESC, id DESC LIMIT $1`,
        [limit],
      );
      return rows;
    },
    async listPartners() {
      const { rows } = await db.query<PartnerRecord>('SELECT id, title, link, color FROM partners ORDER BY position, id');
      return rows;
    },
    async findPartner(id) {
      const { rows } = await db.query<PartnerRecord>('SELECT id, title, link, color FROM partners WHERE id = $1', [id]);
      return rows[0] ?? null;
    },
    async listAdvantages() {
      const { rows } = await db.query<AdvantageRecord>('SELECT id, title, text, icon FROM advantages ORDER BY position, id');
      return rows;
    },
    async listRegionBanners() {
      const { rows } = await db.query<RegionBannerRecord>(
        'SELECT id, region, title, text, link, background_color FROM region_banners ORDER BY position, id',
      );
      return rows;
    },
  };
}
