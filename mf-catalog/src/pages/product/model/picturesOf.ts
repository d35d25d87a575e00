import type { ProductDetailsDto } from 'shared-kit/contracts';
import type { GalleryPicture } from '../ui/ProductGallery';

/**
 * The gallery's pictures: the product's, then the images among its media, each once, with their WebP where
 * the API has one (an API before `pictures_webp` sends none, and the pictures stay as they are).
 */
export function picturesOf(product: ProductDetailsDto): GalleryPicture[] {
  const webp = product.pictures_webp ?? [];
  const all: GalleryPicture[] = [
    ...(product.pictures ?? []).map((src, index) => ({ src, webp: webp[index] ?? null })),
    ...(product.media ?? []).filter((item) => item.type === 'image').map((item) => ({ src: item.url, webp: null })),
  ];
  const main = product.image_url || product.preview;
  if (all.length === 0 && main) all.push({ src: main, webp: product.preview_webp ?? null });
  const seen = new Set<string>();
  return all.filter((picture) => !seen.has(picture.src) && seen.add(picture.src));
}
