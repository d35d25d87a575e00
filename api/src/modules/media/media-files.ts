import type { ShowcaseRepository } from '../showcase/index';
import { notFound } from '../../shared/http-error';
import { messages } from '../../shared/messages';
import type { CatalogRepository } from '../catalog/index';
import type { ContentRepository } from '../content/index';
import { renderBannerImage } from './banner-image';
import { getCategoryTree } from '../catalog/index';
import { renderCatalogFile } from './catalog-file';
import { renderPackshot, type PackshotView } from './packshot';
import { renderPriceList } from './price-list';
import { renderReviewPhoto } from './review-photo';
import type { ReviewsRepository } from '../reviews/index';
import { renderBrandLogo } from './static-images';

/** The generated picture of a product; 404 for an unknown product. */
export async function getProductPackshot(catalog: CatalogRepository, productId: number, view: PackshotView = 'front'): Promise<string> {
  const product = await catalog.findPackshot(productId);
  if (!product) throw notFound(messages.fileNotFound);
  return renderPackshot({
    title: product.title,
    brand: product.brand_title,
    color: product.brand_color,
    kind: product.package_kind,
    view,
    composition: product.composition,
    vendorCode: product.vendor_code,
  });
}

/** The drawn picture of a review photo; 404 for an unknown photo. */
export async function getReviewPhoto(reviews: ReviewsRepository, mediaId: number): Promise<string> {
  const photo = await reviews.findPhoto(mediaId);
  if (!photo) throw notFound(messages.fileNotFound);
  return renderReviewPhoto({
    mediaId: photo.id,
    position: photo.position,
    title: photo.title,
    brand: photo.brand_title,
    color: photo.brand_color,
    kind: photo.package_kind,
  });
}

/** The generated logo of a brand; 404 for an unknown brand. */
export async function getBrandLogo(catalog: CatalogRepository, brandId: number): Promise<string> {
  const brand = await catalog.findBrand(brandId);
  if (!brand) throw notFound(messages.fileNotFound);
  return renderBrandLogo(brand.title, brand.color);
}

/** The drawn logo of a partner of the shop; 404 for an unknown partner. */
export async function getPartnerLogo(showcase: ShowcaseRepository, partnerId: number): Promise<string> {
  const partner = await showcase.findPartner(partnerId);
  if (!partner) throw notFound(messages.fileNotFound);
  return renderBrandLogo(partner.title, partner.color);
}

/** The drawn picture of a banner; 404 for an unknown banner. */
export async function getBannerImage(content: ContentRepository, bannerId: number, variant: 'desktop' | 'mobile'): Promise<string> {
  const banner = await content.findBanner(bannerId);
  if (!banner) throw notFound(messages.fileNotFound);
  return renderBannerImage({ title: banner.title, shortText: banner.short_text, color: banner.background_color }, variant);
}

/** The price list of every product, built from the current prices. */
export async function getPriceList(catalog: CatalogRepository, publicUrl: string): Promise<string> {
  return renderPriceList(await catalog.listPriceList(), publicUrl);
}

/** The printable catalogue page. */
export async function getCatalogFile(catalog: CatalogRepository, publicUrl: string): Promise<string> {
  const [tree, categories] = await Promise.all([getCategoryTree(catalog), catalog.listAllCategories()]);
  return renderCatalogFile(tree, new Map(categories.map((c) => [c.id, c.product_count])), publicUrl);
}
