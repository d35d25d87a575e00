import type {
  BannerDto,
  BrandDto,
  CategoryPageDto,
  FacetDto,
  CategoryTreeItemDto,
  ProductDetailsDto,
  ProductReviewsDto,
  ReviewDto,
  ReviewMediaDto,
  ReviewMediaListDto,
  SeoFieldsDto,
} from 'shared-kit/contracts';
import { makeProduct, paged } from 'shared-kit/testing';

function seo(title: string): SeoFieldsDto {
  return {
    title,
    seo_title: `${title} — купить в Здоровье+`,
    seo_h1: title,
    seo_description: '',
    seo_keywords: '',
    og_title: title,
    og_description: '',
    og_image: '',
  };
}

/** The answer of `GET /api/category/vitaminy-i-bady/vitaminy`. */
export function makeCategoryPage(overrides: Partial<CategoryPageDto> = {}): CategoryPageDto {
  return {
    category: {
      ...seo('Витамины'),
      id: 2,
      title: 'Витамины',
      slug: 'vitaminy',
      full_slug: 'vitaminy-i-bady/vitaminy',
      url: '/category/vitaminy-i-bady/vitaminy',
      parent_id: 1,
      level: 2,
      description: '<p>Витамины для всей семьи.</p>',
      product_count: 60,
      seo_h1: 'Витамины и витаминные комплексы',
    },
    // As the API gives it: the home page and the catalogue first, the category itself last.
    breadcrumbs: [
      { title: 'Главная', url: '/' },
      { title: 'Каталог', url: '/category' },
      { title: 'Витамины и БАДы', url: '/category/vitaminy-i-bady' },
      { title: 'Витамины', url: '/category/vitaminy-i-bady/vitaminy' },
    ],
    children: [
      {
        id: 3,
        title: 'Витамин D',
        slug: 'vitamin-d',
        full_slug: 'vitaminy-i-bady/vitaminy/vitamin-d',
        url: '/category/vitaminy-i-bady/vitaminy/vitamin-d',
      },
      {
        id: 4,
        title: 'Витамин C',
        slug: 'vitamin-c',
        full_slug: 'vitaminy-i-bady/vitaminy/vitamin-c',
        url: '/category/vitaminy-i-bady/vitaminy/vitamin-c',
      },
    ],
    products: paged([makeProduct(1), makeProduct(2, { title: 'Витамин D3 2000 МЕ' })], 1, 3, 60),
    sorting: 'popular',
    query: '',
    corrected_query: null,
    facets: [],
    filters: {},
    ...overrides,
  };
}

/** The product page of `solgar-vitamin-d3`. */
export function makeProductDetails(overrides: Partial<ProductDetailsDto> = {}): ProductDetailsDto {
  // A spread, so the fixture compiles whether or not the contract already lists the field.
  const counts = { reviews_count: 3 };
  return {
    ...counts,
    ...makeProduct(7, {
      title: 'Solgar Витамин D3 1000 МЕ, 90 капсул',
      slug: 'solgar-vitamin-d3',
      full_slug: 'vitaminy-i-bady/vitaminy/vitamin-d/solgar-vitamin-d3',
      url: '/products/vitaminy-i-bady/vitaminy/vitamin-d/solgar-vitamin-d3',
      price: 1290,
      price_current: 1290,
      price_old: 1590,
      discount: 19,
      quantity: 12,
      points: 64,
      rating_total: 4.6,
      labels: [{ id: 1, name: 'Хит продаж', bg_color: null }],
      pictures: ['/api/media/products/7-1.svg', '/api/media/products/7-2.svg'],
    }),
    pictures_webp: ['/api/media/products/7-1.webp', '/api/media/products/7-2.webp'],
    ...seo('Solgar Витамин D3 1000 МЕ, 90 капсул'),
    seo_h1: 'Solgar Витамин D3 1000 МЕ, 90 капсул',
    description: '<p>Поддерживает иммунитет и здоровье костей.</p>',
    composition: 'Витамин D3 (холекальциферол) 25 мкг',
    usage: 'По 1 капсуле в день во время еды',
    country: 'США',
    vendor_code: 'SLG-00071',
    category: {
      id: 3,
      title: 'Витамин D',
      slug: 'vitamin-d',
      full_slug: 'vitaminy-i-bady/vitaminy/vitamin-d',
      url: '/category/vitaminy-i-bady/vitaminy/vitamin-d',
    },
    breadcrumbs: [
      { title: 'Главная', url: '/' },
      { title: 'Каталог', url: '/category' },
      { title: 'Витамины и БАДы', url: '/category/vitaminy-i-bady' },
      { title: 'Витамины', url: '/category/vitaminy-i-bady/vitaminy' },
      { title: 'Витамин D', url: '/category/vitaminy-i-bady/vitaminy/vitamin-d' },
      {
        title: 'Solgar Витамин D3 1000 МЕ, 90 капсул',
        url: '/products/vitaminy-i-bady/vitaminy/vitamin-d/solgar-vitamin-d3',
      },
    ],
    ...overrides,
  };
}

function node(
  id: number,
  title: string,
  fullSlug: string,
  children: CategoryTreeItemDto[] = [],
): CategoryTreeItemDto {
  return { id, title, slug: fullSlug.split('/').pop() ?? fullSlug, full_slug: fullSlug, children };
}

/** A three-level tree with two top-level categories. */
export const tree: CategoryTreeItemDto[] = [
  node(1, 'Витамины и БАДы', 'vitaminy-i-bady', [
    node(2, 'Витамины', 'vitaminy-i-bady/vitaminy', [
      node(3, 'Витамин D', 'vitaminy-i-bady/vitaminy/vitamin-d'),
      node(4, 'Витамин C', 'vitaminy-i-bady/vitaminy/vitamin-c'),
    ]),
    node(5, 'Омега-3', 'vitaminy-i-bady/omega-3'),
  ]),
  node(10, 'Косметика', 'kosmetika', [
    node(11, 'Уход за лицом', 'kosmetika/uhod-za-licom', [
      node(12, 'Кремы', 'kosmetika/uhod-za-licom/kremy'),
    ]),
    node(13, 'Уход за телом', 'kosmetika/uhod-za-telom'),
  ]),
];

/** A brand of the brand list. */
export function makeBrand(id: number, title: string, letter: string): BrandDto {
  return { id, title, slug: title.toLowerCase(), letter, product_count: 3, logo: null };
}

/**
 * Facets of the vitamins category: eight brands (one with no products left), the price range
 * 120–5400 ₽, availability and rating. `selected` follows the given filter parameters, as the API's.
 */
export function makeFacets(params: Record<string, unknown> = {}): FacetDto[] {
  const picked = (key: string) =>
    String(params[key] ?? '')
      .split(',')
      .filter(Boolean);
  const brands: [number, string, number][] = [
    [1, 'Solgar', 12],
    [2, 'Эвалар', 9],
    [3, 'NOW Foods', 7],
    [4, 'Doppelherz', 5],
    [5, 'Orzax', 4],
    [6, "Nature's Bounty", 3],
    [7, 'California Gold Nutrition', 2],
    [8, 'Vitime', 0],
  ];
  return [
    {
      key: 'brand',
      type: 'checkbox',
      title: 'Бренд',
      values: brands.map(([value, title, count]) => ({
        value,
        title,
        count,
        selected: picked('brand').includes(String(value)),
      })),
    },
    {
      key: 'price',
      type: 'range',
      title: 'Цена, ₽',
      min: 120,
      max: 5400,
      selected_min: params.price_min === undefined ? null : Number(params.price_min),
      selected_max: params.price_max === undefined ? null : Number(params.price_max),
    },
    {
      key: 'availability',
      type: 'checkbox',
      title: 'Наличие',
      values: [
        {
          value: 'in_stock',
          title: 'В наличии',
          count: 52,
          selected: picked('availability').includes('in_stock'),
        },
        {
          value: 'soon',
          title: 'Скоро в продаже',
          count: 4,
          selected: picked('availability').includes('soon'),
        },
      ],
    },
    {
      key: 'rating',
      type: 'checkbox',
      title: 'Рейтинг',
      values: [
        { value: 4, title: '4 и выше', count: 31, selected: picked('rating').includes('4') },
        { value: 3, title: '3 и выше', count: 47, selected: picked('rating').includes('3') },
      ],
    },
  ];
}

/** A photo of a review. */
export function makeReviewMedia(id: number, reviewId = 1): ReviewMediaDto {
  return { id, review_id: reviewId, image: `/api/media/reviews/${id}.jpg`, image_webp: `/api/media/reviews/${id}.webp` };
}

/** A review of product 7 by Анна, with every field filled. */
export function makeReview(id: number, overrides: Partial<ReviewDto> = {}): ReviewDto {
  return {
    id,
    product_id: 7,
    rating: 4,
    price_status: 2,
    quality_status: 3,
    advantages: 'Удобно глотать',
    disadvantages: 'Большая банка',
    comment: 'Пью второй месяц',
    anonymous: false,
    author_name: 'Анна',
    created_at: '2026-03-05T10:00:00Z',
    answer: null,
    answer_at: null,
    media: [],
    ...overrides,
  };
}

/** A page of product 7's reviews: 12 in all (5 ★ seven, 4 ★ three, 3 ★ and 1 ★ one each), average 4.3. */
export function makeProductReviews(
  content: ReviewDto[],
  overrides: Partial<ProductReviewsDto> = {},
): ProductReviewsDto {
  return {
    content,
    page: 1,
    pageSize: 10,
    total: 12,
    pages: 2,
    statusCode: 200,
    rating_total: 4.3,
    rating_counts: { 1: 1, 2: 0, 3: 1, 4: 3, 5: 7 },
    ...overrides,
  };
}

/** A page of the photos of product 7's reviews (five a page). */
export function makeReviewMediaList(content: ReviewMediaDto[], page = 1, total = content.length): ReviewMediaListDto {
  return { content, page, pageSize: 5, total };
}

/** A banner of a selection, with the API's picture variants. */
export function makeBanner(id: number, title: string, overrides: Partial<BannerDto> = {}): BannerDto {
  return {
    id,
    title,
    link_to_go: { real_slug: `/category/banner-${id}` },
    image: {
      desktop: `/api/media/banners/${id}-desktop.svg`,
      desktop_webp: `/api/media/banners/${id}-desktop.webp`,
      image: `/api/media/banners/${id}-mobile.svg`,
      image_webp: null,
    },
    background_color: '#0B7D6E',
    short_text: '',
    ...overrides,
  };
}
