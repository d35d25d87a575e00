import type { PagedDto, ProductAwaitingReviewDto } from 'api-contracts';
import type { Identity } from '../../plugins/identity';
import { notFound, unauthorized } from '../../shared/http-error';
import { messages } from '../../shared/messages';
import { toPage } from '../../shared/paging';
import { toProductDto } from '../catalog/index';
import type { ProductsReviewRepository } from './products-review-repository';

/** `GET /api/personal/products_review`: products the customer bought and has not reviewed, latest first. */
export async function listProductsAwaitingReview(
  repository: ProductsReviewRepository,
  identity: Identity,
  query: { page: number; pageSize: number },
): Promise<PagedDto<ProductAwaitingReviewDto>> {
  if (identity.kind !== 'account') throw unauthorized();
  const rows = await repository.listAwaiting(identity.accountId, query.page, query.pageSize);
  // A page past the end has no rows to carry the total.
  const total = rows[0]?.total ?? (query.page > 1 ? await repository.countAwaiting(identity.accountId) : 0);
  return toPage(
    rows.map((row) => ({ product: toProductDto(row), order_id: row.order_id, ordered_at: row.ordered_at })),
    query.page,
    query.pageSize,
    total,
  );
}

/**
 * `POST /api/personal/products_review/remove`: the customer does not want to review a product; it is not
 * offered again. Answers the new first page (docs/product.md §4: it replaces the list the page holds).
 */
export async function hideProductAwaitingReview(
  repository: ProductsReviewRepository,
  identity: Identity,
  productId: number,
  pageSize: number,
): Promise<PagedDto<ProductAwaitingReviewDto>> {
  if (identity.kind !== 'account') throw unauthorized();
  if (!(await repository.productExists(productId))) throw notFound(messages.productNotFound);
  await repository.hide(identity.accountId, productId);
  return listProductsAwaitingReview(repository, identity, { page: 1, pageSize });
}
