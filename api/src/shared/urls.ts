/** Paths of files the API serves itself; stored in the database as root-relative URLs. */
export const urls = {
  /** A drawn picture of a product: position 0 the front, 1 the back, 2 with its carton. */
  productPackshot: (productId: number, position = 0, format: 'svg' | 'webp' = 'svg'): string =>
    `/api/media/products/${productId}${position > 0 ? `-${position + 1}` : ''}.${format}`,
  reviewPhoto: (mediaId: number): string => `/api/media/reviews/${mediaId}.svg`,
  brandLogo: (brandId: number): string => `/api/media/brands/${brandId}.svg`,
  partnerLogo: (partnerId: number): string => `/api/media/partners/${partnerId}.svg`,
  /** The picture the API draws for a banner without an uploaded one: wide for desktops, taller for phones. */
  bannerImage: (bannerId: number, variant: 'desktop' | 'mobile', format: 'svg' | 'webp' = 'svg'): string =>
    `/api/media/banners/${bannerId}${variant === 'mobile' ? '-mobile' : ''}.${format}`,
  ogImage: '/api/static/og-image.svg',
  product: (fullSlug: string): string => `/products/${fullSlug}`,
  category: (fullSlug: string): string => `/category/${fullSlug}`,
} as const;

/** Makes a root-relative URL absolute with the public address of the shop; absolute URLs pass through. */
export function absoluteUrl(publicUrl: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}
