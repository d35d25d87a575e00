import type { ProductDto } from 'api-contracts';
import { ownerOf, type Identity } from '../../plugins/identity';
import { notFound, sessionRequired } from '../../shared/http-error';
import { messages } from '../../shared/messages';
import type { CatalogRepository } from './catalog-repository';
import { toProductDto } from './catalog-mappers';
import type { VisitsRepository } from './visits-repository';

/** Recently viewed products a customer sees at most. */
export const VISITED_LIMIT = 20;

/** The products the caller opened recently, newest first; nobody known has seen nothing. */
export async function listVisitedProducts(visits: VisitsRepository, catalog: CatalogRepository, identity: Identity): Promise<ProductDto[]> {
  const owner = ownerOf(identity);
  if (!owner) return [];
  const ids = await visits.listProductIds(owner, VISITED_LIMIT);
  const cards = new Map((await catalog.findProductCards(ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const card = cards.get(id);
    return card ? [toProductDto(card)] : [];
  });
}

/** Records that the caller opened a product page; 401 without a session, 404 for an unknown product. */
export async function recordVisit(visits: VisitsRepository, identity: Identity, productId: number): Promise<void> {
  const owner = ownerOf(identity);
  if (!owner) throw sessionRequired();
  if (!(await visits.record(owner, productId, VISITED_LIMIT))) throw notFound(messages.productNotFound);
}
