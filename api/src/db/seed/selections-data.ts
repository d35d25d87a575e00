/** A banner the seed creates; `code` tells the seed whether the banner is already there. */
export interface BannerSeed {
  code: string;
  title: string;
  short_text: string;
  /** A route of the shop, or null. */
  link: string | null;
  background_color: string | null;
}

/** How the seed picks the products of a product selection from the catalogue it generated. */
export type ProductPick = 'week' | 'actions' | 'bestsellers';

/** A selection the seed creates: banners in display order, or products picked from the catalogue. */
export type SelectionSeed =
  | { key: string; title: string; kind: 'banners'; banners: BannerSeed[] }
  | { key: string; title: string; kind: 'products'; pick: ProductPick; count: number };

const banner = (code: string, title: string, short_text: string, link: string | null, background_color: string): BannerSeed => ({
  code,
  title,
  short_text,
  link,
  background_color,
});

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
  {
    key: 'main_hero_top',
    title: 'Главная: слайдер',
    kind: 'banners',
    banners: [
      banner('hero-winter-vitamins', 'Витамины на всю зиму', 'Витамин D, C и цинк со скидкой до 30% — поддержите иммунитет в холода', '/category/vitaminy-i-bady/vitaminy', '#0B7D6E'),
      banner('hero-sport', 'Протеин к новому сезону', 'Сывороточный протеин, аминокислоты и батончики от проверенных брендов', '/category/sportivnoe-pitanie', '#1F4E8C'),
      banner('hero-face-care', 'Уход за кожей зимой', 'Питательные кремы и бальзамы для сухой и чувствительной кожи', '/category/kosmetika-dlya-litsa/uhod-za-kozhey', '#9B3D6B'),
      banner('hero-bonuses', 'Бонусы за каждую покупку', 'Оплачивайте бонусами до 30% стоимости следующих заказов', '/help-buyer', '#B25E12'),
    ],
  },
  {
    key: 'main_hero_bottom',
    title: 'Главная: широкие баннеры',
    kind: 'banners',
    banners: [
      banner('long-free-delivery', 'Бесплатная доставка по Пскову от 3\u00a0000\u00a0₽', 'Курьер привезёт заказ в день оформления', '/delivery', '#0B7D6E'),
      banner('long-pickup', 'Самовывоз через 30 минут', 'Из магазинов на Октябрьском и Рижском проспектах', '/contacts', '#35556B'),
    ],
  },
  {
    key: 'categories_recomend',
    title: 'Главная: вертикальные баннеры у категорий',
    kind: 'banners',
    banners: [
      banner('vertical-baby-food', 'Всё для малыша', 'Смеси, каши и пюре от 0 месяцев', '/category/detskoe-pitanie', '#C46A2B'),
      banner('vertical-hair', 'Здоровые волосы', 'Средства против выпадения и для укрепления', '/category/uhod-za-volosami/sredstva-protiv-vypadeniya-volos', '#5B4A9E'),
    ],
  },
  {
    key: 'categories_bottom',
    title: 'Главная: большой баннер под категориями',
    kind: 'banners',
    banners: [
      banner('big-minerals', 'Магний, железо и цинк', 'Минералы для энергии и хорошего сна — подберите свою форму: таблетки, капсулы или порошок', '/category/vitaminy-i-bady/mineraly', '#2D6A4F'),
    ],
  },
  {
    key: 'catalog_row',
    title: 'Каталог: ряд баннеров',
    kind: 'banners',
    banners: [
      banner('row-new', 'Новинки недели', 'Только что на полках', '/category?sorting=new', '#0B7D6E'),
      banner('row-discounts', 'Самые большие скидки', 'До 40% на любимые бренды', '/category?sorting=discount', '#B23A48'),
      banner('row-medical', 'Тонометры и термометры', 'Проверенная медицинская техника', '/category/meditsinskie-izdeliya', '#35556B'),
    ],
  },
  {
    key: 'header_catalog',
    title: 'Меню каталога: баннеры',
    kind: 'banners',
    banners: [
      banner('menu-vitamins', 'Витамин D3 со скидкой', 'Солнечный витамин на каждый день', '/category/vitaminy-i-bady/vitaminy', '#0B7D6E'),
      banner('menu-protein', 'Протеиновые батончики', 'Перекус без сахара', '/category/sportivnoe-pitanie/proteinovye-batonchiki', '#1F4E8C'),
      banner('menu-mama', 'Для будущих мам', 'Витамины и уход при беременности', '/category/mama-i-malysh/dlya-budushchih-i-kormyashchih-mam', '#9B3D6B'),
    ],
  },
  { key: 'products/week', title: 'Товары недели', kind: 'products', pick: 'week', count: 12 },
  { key: 'actions/main', title: 'Акции', kind: 'products', pick: 'actions', count: 12 },
  { key: 'main', title: 'Хиты продаж', kind: 'products', pick: 'bestsellers', count: 12 },
];
