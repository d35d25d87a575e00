import type { BannerDto, SelectionKeysDto } from 'api-contracts';
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
      desktop_webp: row.image_desktop_webp,
      image: row.image_mobile ?? urls.bannerImage(row.id, 'mobile'),
      image_webp: row.image_mobile_webp,
    },
    background_color: row.background_color,
    short_text: row.short_text,
  };
}

/** Keys of the selections that have something to show, so pages ask only for those. */
export async function getActiveSelectionKeys(content: ContentRepository): Promise<SelectionKeysDto> {
  return content.listActiveSelectionKeys();
}

/**
 * The banners of a selection that are shown now. An unknown or switched-off selection is 404, and so is
 * a product selection, which this route does not serve.
 */
export async function getSelectionBanners(content: ContentRepository, key: string): Promise<BannerDto[]> {
  const selection = await content.findSelection(key);
  if (!selection || !selection.is_active || selection.kind !== 'banners') throw notFound(messages.selectionNotFound);
  return (await content.listSelectionBanners(key)).map(toBannerDto);
}
