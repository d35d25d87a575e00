import { SITE_NAME } from '../../shared/shop';

const mapLink = (address: string): string => `https://yandex.ru/maps/25/pskov/?text=${encodeURIComponent(`Псков, ${address}`)}`;

const LEFT_ADDRESS = 'Октябрьский проспект, 22';
const RIGHT_ADDRESS = 'Рижский проспект, 58';

/** Configuration keys of docs/product.md §3 with the values of the Pskov shop. */
export const CONFIGS: Record<string, string> = {
  SITE_NAME,
  SITE_DESCRIPTION:
    'Здоровье+ — интернет-магазин витаминов, БАДов, спортивного питания, аптечной косметики, товаров для мам и малышей и медицинских изделий в Пскове. Доставка по Пскову и области, самовывоз из двух магазинов.',
  SITE_KEYWORDS: 'витамины, БАДы, спортивное питание, аптечная косметика, детское питание, медицинские изделия, Псков, интернет-магазин',
  COUNTERS_HEAD: '',
  META_TAGS: '<meta name="format-detection" content="telephone=no"><meta name="theme-color" content="#00897B">',
  HEADER_PHONE: '+7 (8112) 72-45-10',
  HEADER_EMAIL: 'info@zdorovie-plus-pskov.ru',
  HEADER_STORE_LEFT_TITLE: 'Магазин на Октябрьском',
  HEADER_STORE_LEFT_ADDRESS: mapLink(LEFT_ADDRESS),
  HEADER_STORE_LEFT_ADDRESS_NAME: `г. Псков, ${LEFT_ADDRESS}`,
  HEADER_STORE_LEFT_PHONE: '+7 (8112) 72-45-11',
  HEADER_STORE_RIGHT_TITLE: 'Магазин на Рижском',
  HEADER_STORE_RIGHT_ADDRESS: mapLink(RIGHT_ADDRESS),
  HEADER_STORE_RIGHT_ADDRESS_NAME: `г. Псков, ${RIGHT_ADDRESS}`,
  HEADER_STORE_RIGHT_PHONE: '+7 (8112) 72-45-12',
  MAIN_EMAIL: 'shop@zdorovie-plus-pskov.ru',
  MAIN_PHONE: '8 (800) 550-47-12',
  instagram: 'https://www.instagram.com/zdorovie_plus_pskov',
  vkontakte: 'https://vk.com/zdorovie_plus_pskov',
  facebook: 'https://www.facebook.com/zdorovie.plus.pskov',
  MIR_CARD: '/api/static/cards/mir.svg',
  MAESTRO_CARD: '/api/static/cards/maestro.svg',
  MASTERCARD: '/api/static/cards/mastercard.svg',
  VISA_CARD: '/api/static/cards/visa.svg',
  TITLE_SUBSCRIBER_FORM: 'Подпишитесь на рассылку',
  DESCRIPTION_SUBSCRIBER_FORM:
    'Раз в неделю присылаем подборку акций, новинок и полезных статей о здоровье. Никакого спама — отписаться можно в один клик.',
};

/** File configuration keys; each URL is served by the API itself. */
export const FILE_CONFIGS: Record<string, string> = {
  SITE_IMAGE: '/api/static/logo.svg',
  OG_IMAGE: '/api/static/og-image.svg',
  HEADER_PRICE_LIST_FILE: '/api/files/price-list.csv',
  HEADER_CATALOG_FILE: '/api/files/catalog.html',
};

/** A menu item of the seed; `children` only in the footer. */
export interface MenuSeed {
  slug: string;
  type: 'page' | 'category' | 'route' | 'external';
  title: string;
  url: string;
  target?: '_self' | '_blank';
  children?: MenuSeed[];
}

const page = (slug: string, title: string): MenuSeed => ({ slug, type: 'page', title, url: `/${slug}` });
const category = (slug: string, title: string): MenuSeed => ({ slug, type: 'category', title, url: `/category/${slug}` });

/** The three navigation menus of docs/product.md §3. */
export const MENUS: Record<'header_menu' | 'header_left_menu' | 'footer_menu', MenuSeed[]> = {
  header_left_menu: [
    category('vitaminy-i-bady', 'Витамины и БАДы'),
    category('kosmetika-dlya-litsa', 'Косметика'),
    category('mama-i-malysh', 'Мама и малыш'),
    category('sportivnoe-pitanie', 'Спортпитание'),
    { slug: 'brands', type: 'route', title: 'Бренды', url: '/brands' },
  ],
  header_menu: [
    page('delivery', 'Доставка'),
    page('payment', 'Оплата'),
    page('about', 'О магазине'),
    page('contacts', 'Контакты'),
  ],
  footer_menu: [
    {
      slug: 'buyers', type: 'route', title: 'Покупателям', url: '/help-buyer',
      children: [page('delivery', 'Доставка'), page('payment', 'Оплата'), page('returns', 'Возврат товара'), page('help-buyer', 'Помощь покупателю')],
    },
    {
      slug: 'catalog', type: 'route', title: 'Каталог', url: '/category',
      children: [
        category('vitaminy-i-bady', 'Витамины и БАДы'),
        category('sportivnoe-pitanie', 'Спортивное питание'),
        category('kosmetika-dlya-litsa', 'Косметика для лица'),
        category('uhod-za-volosami', 'Уход за волосами'),
        category('gigiena', 'Гигиена'),
        category('detskoe-pitanie', 'Детское питание'),
        category('mama-i-malysh', 'Мама и малыш'),
        category('meditsinskie-izdeliya', 'Медицинские изделия'),
        { slug: 'brands', type: 'route', title: 'Бренды', url: '/brands' },
      ],
    },
    {
      slug: 'company', type: 'route', title: 'Компания', url: '/about',
      children: [
        page('about', 'О магазине'),
        page('contacts', 'Контакты'),
        page('policy', 'Политика конфиденциальности'),
        { slug: 'vkontakte', type: 'external', title: 'Мы ВКонтакте', url: 'https://vk.com/zdorovie_plus_pskov', target: '_blank' },
      ],
    },
  ],
};
