import type { FormsConfigDto, PagedDto, ProductDto } from '../contracts/api';

/** A product as the lists and the cards get it (`Товар {id}` in stock, 500 ₽), with overrides. */
export function makeProduct(id: number, overrides: Partial<ProductDto> = {}): ProductDto {
  const slug = `product-${id}`;
  return {
    id,
    title: `Товар ${id}`,
    slug,
    full_slug: `vitaminy-i-bady/vitaminy/${slug}`,
    url: `/products/vitaminy-i-bady/vitaminy/${slug}`,
    seo_h1: `Товар ${id}`,
    seo_description: '',
    seo_keywords: '',
    preview: `/api/media/products/${id}.svg`,
    preview_webp: null,
    price: 500,
    price_current: 500,
    price_old: null,
    currency: 'RUB',
    discount: 0,
    quantity: 5,
    offer: { available: true, count: 5 },
    novelty: false,
    availability: 'in_stock',
    labels: [],
    rating_total: 4.5,
    points: 25,
    brand: { id: 1, title: 'Solgar', slug: 'solgar' },
    image_url: `/api/media/products/${id}.svg`,
    pictures: [`/api/media/products/${id}.svg`],
    media: [],
    ...overrides,
  };
}

/** One page of a paged answer (24 a page). */
export function paged<T>(content: T[], page = 1, pages = 1, total = content.length): PagedDto<T> {
  return { content, page, pageSize: 24, total, totalCapped: false, pages, hasNext: page < pages };
}

/** `GET /api/forms/config` with the development captcha (tokens from `POST /api/captcha/dev-token`). */
export function makeFormsConfig(): FormsConfigDto {
  return {
    captcha: { provider: 'development', site_key: null, script_url: null },
    consents: { personal_data_url: '/personal-data-consent', newsletter_url: '/newsletter-consent' },
  };
}
