import type { ProductDetailsDto } from 'api-contracts';
import { notFound } from '../../shared/http-error';
import { messages } from '../../shared/messages';
import type { CatalogRepository } from './catalog-repository';
import { ancestorFullSlugs, toProductDetailsDto } from './catalog-mappers';

/** The product page by full slug or slug; 404 when there is no such product. */
export async function getProduct(catalog: CatalogRepository, path: string, publicUrl: string): Promise<ProductDetailsDto> {
  const normalised = path.replace(/\/+$/, '');
  const product = normalised ? await catalog.findProductByPath(normalised) : null;
  if (!product) throw notFound(messages.productNotFound);
  const chain = await catalog.findCategoriesByFullSlugs(ancestorFullSlugs(product.category_full_slug));
  const category = chain[chain.length - 1];
  return toProductDetailsDto(product, category, chain, publicUrl);
}
