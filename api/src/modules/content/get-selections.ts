import type { BannerDto, ProductSelectionDto, ProductSelectionKeyDto, SelectionKeysDto } from 'api-contracts';
import type { CatalogRepository } from '../catalog/index';
import { toProductDto } from '../catalog/index';
import { notFound } from '../../shared/http-error';
import { messages } from '../../shared/messages';
import { urls } from '../../shared/urls';
import type { BannerRecord, ContentRepository } from './content-repository';

/** A banner for the storefront; missing pictures point at the ones the API draws. */
export function toBannerDto(row: BannerRecord): BannerDto {
  return {
    id: row.id,
    title: row.title,
    link_to_go: row.link ? { real_slug: row.link } : null,
    image: {
      desktop: row.image_desktop ?? urls.bannerImage(row.id, 'desktop'),
      // A drawn picture has a WebP rendering; an uploaded one has whatever was uploaded with it.
      desktop_webp: row.image_desktop ? row.image_desktop_webp : urls.bannerImage(row.id, 'desktop', 'webp'),
      image: row.image_mobile ?? urls.bannerImage(row.id, 'mobile'),
      image_webp: row.image_mobile ? row.image_mobile_webp : urls.bannerImage(row.id, 'mobile', 'webp'),
    },
    background_color: row.background_color,
    short_text: row.short_text,
  };
}

/** Keys of the selections that have something to show, so pages ask only for those. */
export async function getActiveSelectionKeys(content: ContentRepository): Promise<SelectionKeysDto> {
  return content.listActiveSelectionKeys();
}

/** Products a product selection shows at most. */
export const SELECTION_PRODUCTS_LIMIT = 24;

/**
 * What a selection shows now: its banners in display order, or, for a product selection, its title and
 * product cards (products that left the catalogue drop out). An unknown or switched-off selection is 404.
 */
export async function getSelection(
  content: ContentRepository,
  catalog: CatalogRepository,
  key: string,
): Promise<BannerDto[] | ProductSelectionDto> {
  const selection = await content.findSelection(key);
  if (!selection || !selection.is_active) throw notFound(messages.selectionNotFound);
  if (selection.kind === 'banners') return (await content.listSelectionBanners(key)).map(toBannerDto);
  const ids = await content.listSelectionProductIds(key, SELECTION_PRODUCTS_LIMIT);
  const cards = new Map((await catalog.findProductCards(ids)).map((row) => [row.id, row]));
  return {
    key: selection.key as ProductSelectionKeyDto,
    title: selection.title,
    products: ids.flatMap((id) => {
      const card = cards.get(id);
      return card ? [toProductDto(card)] : [];
    }),
  };
}
