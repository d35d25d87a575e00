import type { AccountInfoDto, ProductDto } from 'shared-kit/contracts';

/** The signed-in customer as `GET /api/personal/info` answers. */
export function accountInfo(change: Partial<AccountInfoDto> = {}): AccountInfoDto {
  return {
    date_of_birth: '1990-04-12',
    email: 'anna@example.ru',
    gender: 'female',
    image: null,
    name: 'Анна',
    patronymic: 'Сергеевна',
    phone: '+7 (916) 123-45-67',
    surname: 'Иванова',
    ...change,
  };
}

/** A product as the lists answer it. */
export function product(id: number, title: string, change: Partial<ProductDto> = {}): ProductDto {
  return {
    id,
    title,
    slug: `p-${id}`,
    full_slug: `vitaminy/p-${id}`,
    url: `/products/vitaminy/p-${id}`,
    seo_h1: title,
    seo_description: '',
    seo_keywords: '',
    preview: `/api/media/products/${id}.svg`,
    preview_webp: null,
    price: 990,
    price_current: 990,
    price_old: null,
    currency: 'RUB',
    discount: 0,
    quantity: 5,
    offer: { available: true, count: 5 },
    novelty: false,
    availability: 'in_stock',
    labels: [],
    rating_total: 4.5,
    points: 10,
    brand: null,
    image_url: `/api/media/products/${id}.svg`,
    pictures: [],
    media: [],
    ...change,
  };
}
