import type { BrandDto, BrandListDto } from 'api-contracts';
import { absoluteUrl, urls } from '../../shared/urls';
import type { CatalogRepository } from './catalog-repository';
import { toBrandDto, toSeo } from './catalog-mappers';

/** How many brands the "popular brands" strip shows. */
export const POPULAR_BRANDS_LIMIT = 12;

/** Latin letters first, then Cyrillic, then digits — the order of the letter bar. */
export function compareLetters(a: string, b: string): number {
  const group = (letter: string): number => (/^[A-Z]/.test(letter) ? 0 : /^[А-ЯЁ]/.test(letter) ? 1 : 2);
  return group(a) - group(b) || a.localeCompare(b, 'ru');
}

/** Parses `?letters=A,Б` into upper-case letters; empty input means every letter. */
export function parseLetters(raw: string): string[] | null {
  const letters = raw
    .split(',')
    .map((letter) => letter.trim().toUpperCase())
    .filter(Boolean);
  return letters.length ? letters : null;
}

/** The brand list with its letter bar, filtered by `letters` when given. */
export async function getBrandList(catalog: CatalogRepository, letters: string[] | null, publicUrl: string): Promise<BrandListDto> {
  const [brands, allLetters] = await Promise.all([catalog.listBrands(letters), catalog.listBrandLetters()]);
  return {
    ...toSeo(
      {
        seo_title: 'Бренды — витамины, косметика и товары для здоровья | Здоровье+',
        seo_h1: 'Бренды',
        seo_description: 'Все бренды интернет-магазина Здоровье+ по алфавиту: витамины и БАДы, спортивное питание, аптечная косметика, детское питание и медицинские изделия.',
        seo_keywords: 'бренды, производители, витамины, косметика, Псков',
      },
      'Бренды',
      absoluteUrl(publicUrl, urls.ogImage),
    ),
    content: brands.map(toBrandDto),
    letters: [...allLetters].sort(compareLetters),
  };
}

/** Brands whose products sell best. */
export async function getPopularBrands(catalog: CatalogRepository): Promise<BrandDto[]> {
  return (await catalog.listPopularBrands(POPULAR_BRANDS_LIMIT)).map(toBrandDto);
}
