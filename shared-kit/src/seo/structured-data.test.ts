import { absoluteUrl, breadcrumbLd, plainText, productImages, productLd } from 'shared-kit/seo';
import type { ProductDetailsDto } from '../contracts';

const base = 'https://shop.example';

describe('structured data of the shop’s pages', () => {
  it('makes only the shop’s own and http(s) addresses absolute', () => {
    expect(absoluteUrl(base, '/product/a')).toBe('https://shop.example/product/a');
    expect(absoluteUrl(base, 'https://cdn.example/p.png')).toBe('https://cdn.example/p.png');
    expect(absoluteUrl(base, '//evil.example/x')).toBeNull();
    expect(absoluteUrl(base, 'javascript:alert(1)')).toBeNull();
    expect(absoluteUrl(base, 42)).toBeNull();
  });

  it('takes the plain text of HTML, cut at a word', () => {
    expect(plainText('<p>Витамин&nbsp;D3 &laquo;для всех&raquo;</p><script>x()</script>')).toBe('Витамин D3 «для всех»');
    expect(plainText('слово '.repeat(100), 30)).toBe('слово слово слово слово слово…');
    expect(plainText(undefined)).toBe('');
  });

  it('describes a product with its offer, pictures once each, and leaves empty values out', () => {
    const product = {
      title: 'Омега-3',
      url: '/product/omega',
      price: 990.5,
      currency: 'RUB',
      availability: 'out_of_stock',
      vendor_code: 'A-1',
      description: '<b>Рыбий</b> жир',
      country: '',
      brand: { title: 'Solgar' },
      preview: '/p.webp',
      preview_webp: '/p.webp',
      pictures: ['/p.webp', '/q.webp', '//evil.example/x.png'],
      rating_total: 0,
      reviews_count: 0,
    } as unknown as ProductDetailsDto;
    const images = productImages(product, base);
    expect(images).toEqual(['https://shop.example/p.webp', 'https://shop.example/q.webp']);
    const ld = productLd({ product, reviews: null, base, images });
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Омега-3',
      description: 'Рыбий жир',
      sku: 'A-1',
      brand: { '@type': 'Brand', name: 'Solgar' },
      offers: { price: '990.50', priceCurrency: 'RUB', availability: 'https://schema.org/OutOfStock' },
    });
    expect(ld).not.toHaveProperty('countryOfOrigin');
    expect(ld).not.toHaveProperty('aggregateRating');
  });

  it('numbers a trail’s steps and drops those without an address of the shop', () => {
    expect(breadcrumbLd([], base)).toBeUndefined();
    expect(
      breadcrumbLd(
        [
          { title: 'Главная', url: '/' },
          { title: 'Чужой', url: '//evil.example' },
          { title: 'Витамины', url: '/category/vitamins' },
        ],
        base,
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Главная', item: 'https://shop.example/' },
        { '@type': 'ListItem', position: 2, name: 'Витамины', item: 'https://shop.example/category/vitamins' },
      ],
    });
  });
});
