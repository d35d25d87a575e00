/** A banner the seed creates; `code` tells the seed whether the banner is already there. */
export interface BannerSeed {
  code: string;
  title: string;
  short_text: string;
  /** A route of the shop, or null. */
  link: string | null;
  background_color: string | null;
}

/** A selection the seed creates, with its banners in display order. */
export interface SelectionSeed {
  key: string;
  title: string;
  kind: 'banners';
  banners: BannerSeed[];
}

/**
 * The shop's first selections. Free courier delivery in Pskov starts at 3 000 ₽, as the delivery
 * page says; the banner leads there.
 */
export const SELECTIONS: SelectionSeed[] = [
  {
    key: 'top_banners',
    title: 'Полоса над шапкой сайта',
    kind: 'banners',
    banners: [
      {
        code: 'free-delivery-pskov',
        title: 'Бесплатная доставка по Пскову при заказе от 3\u00a0000\u00a0₽',
        short_text: 'Закажите до 14:00 — привезём сегодня с 18:00 до 22:00',
        link: '/delivery',
        background_color: '#0B7D6E',
      },
    ],
  },
];
