/** A review of the shop left on a map service or on the site. */
export interface CompanyReviewSeed {
  author: string;
  rating: number;
  text: string;
  source: string;
  /** ISO date. */
  reviewed_on: string;
}

/** Reviews of the shop the home page shows, newest first. */
export const COMPANY_REVIEWS: CompanyReviewSeed[] = [
  { author: 'Екатерина М.', rating: 5, source: 'Яндекс Карты', reviewed_on: '2026-11-12', text: 'Заказала вечером витамины и крем, утром уже забрала на Октябрьском. Консультант подсказала, какой магний лучше пить на ночь. Очень довольна!' },
  { author: 'Андрей', rating: 5, source: '2ГИС', reviewed_on: '2026-11-03', text: 'Протеин дешевле, чем в спортзале, и всегда свежий. Курьер приехал точно в выбранный интервал.' },
  { author: 'Ольга Петрова', rating: 4, source: 'Сайт магазина', reviewed_on: '2026-10-27', text: 'Большой выбор детского питания, смесь, которую мы ищем, всегда в наличии. Поставила бы пять, но в субботу пришлось подождать на кассе.' },
  { author: 'Марина', rating: 5, source: 'Яндекс Карты', reviewed_on: '2026-10-19', text: 'Хороший магазин с честными ценами. Бонусы действительно начисляются и списываются без проблем.' },
  { author: 'Сергей К.', rating: 5, source: 'Сайт магазина', reviewed_on: '2026-10-08', text: 'Купил тонометр для мамы, продавец показал, как им пользоваться, и помог выбрать манжету нужного размера.' },
  { author: 'Наталья', rating: 4, source: '2ГИС', reviewed_on: '2026-09-30', text: 'Удобный сайт, понятные фильтры. Заказ собрали быстро, но хотелось бы больше пунктов самовывоза.' },
  { author: 'Ирина Васильева', rating: 5, source: 'Яндекс Карты', reviewed_on: '2026-09-21', text: 'Беру здесь корейскую косметику и шампуни без сульфатов. Всё оригинальное, сроки годности большие.' },
  { author: 'Дмитрий', rating: 5, source: 'Сайт магазина', reviewed_on: '2026-09-10', text: 'Доставили в Великие Луки за два дня, упаковано надёжно. Буду заказывать ещё.' },
  { author: 'Алёна', rating: 3, source: '2ГИС', reviewed_on: '2026-08-29', text: 'Ассортимент отличный, но нужного крема не оказалось в магазине на Рижском — привезли со склада на следующий день.' },
  { author: 'Татьяна Николаевна', rating: 5, source: 'Яндекс Карты', reviewed_on: '2026-08-17', text: 'Вежливые девушки-консультанты, всегда подскажут и не навязывают лишнего. Спасибо!' },
];

/** A partner of the shop; its logo is drawn by the API in the partner's colour. */
export interface PartnerSeed {
  code: string;
  title: string;
  link: string | null;
  color: string;
}

export const PARTNERS: PartnerSeed[] = [
  { code: 'evalar', title: 'Эвалар', link: null, color: '#1B7F3B' },
  { code: 'solgar', title: 'Solgar', link: null, color: '#8C6D1F' },
  { code: 'now-foods', title: 'NOW Foods', link: null, color: '#1F4E8C' },
  { code: 'la-roche-posay', title: 'La Roche-Posay', link: null, color: '#2F6DB5' },
  { code: 'nutricia', title: 'Nutricia', link: null, color: '#5B4A9E' },
  { code: 'omron', title: 'Omron', link: null, color: '#35556B' },
  { code: 'pochta-rossii', title: 'Почта России', link: 'https://www.pochta.ru', color: '#0055A6' },
  { code: 'sbp', title: 'Система быстрых платежей', link: 'https://sbp.nspk.ru', color: '#5B2A86' },
];

/** A reason to buy here. */
export interface AdvantageSeed {
  code: string;
  title: string;
  text: string;
  icon: 'delivery' | 'pickup' | 'original' | 'bonus' | 'pharmacist' | 'payment';
}

export const ADVANTAGES: AdvantageSeed[] = [
  { code: 'delivery', icon: 'delivery', title: 'Доставка в день заказа', text: 'По Пскову при заказе до 14:00, бесплатно от 3 000 ₽' },
  { code: 'pickup', icon: 'pickup', title: 'Самовывоз за 30 минут', text: 'Из двух магазинов в центре Пскова' },
  { code: 'original', icon: 'original', title: 'Только оригинальные товары', text: 'Работаем напрямую с производителями и официальными дистрибьюторами' },
  { code: 'bonus', icon: 'bonus', title: 'Бонусы за покупки', text: 'Начисляем бонусы за каждый заказ и принимаем их в оплату' },
  { code: 'pharmacist', icon: 'pharmacist', title: 'Консультации специалистов', text: 'Поможем подобрать витамины, питание и уход' },
  { code: 'payment', icon: 'payment', title: 'Удобная оплата', text: 'Картой «Мир», по СБП или наличными при получении' },
];

/** Delivery terms of a region, shown as a banner. */
export interface RegionBannerSeed {
  code: string;
  region: string;
  title: string;
  text: string;
  link: string | null;
  background_color: string;
}

export const REGION_BANNERS: RegionBannerSeed[] = [
  { code: 'pskov', region: 'Псков', title: 'Доставка по Пскову сегодня', text: 'Курьером с 18:00 до 22:00 при заказе до 14:00, от 3 000 ₽ — бесплатно', link: '/delivery', background_color: '#0B7D6E' },
  { code: 'pskov-oblast', region: 'Псковская область', title: 'По области за 1–3 дня', text: 'В пункты выдачи и постаматы Великих Лук, Острова, Опочки и других городов', link: '/delivery', background_color: '#35556B' },
  { code: 'russia', region: 'Вся Россия', title: 'Отправляем по всей России', text: 'Почтой России и службами доставки, от 2 до 10 дней', link: '/delivery', background_color: '#1F4E8C' },
];
