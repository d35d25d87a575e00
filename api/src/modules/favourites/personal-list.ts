import type { PagedDto, PersonalListSortingDto, ProductDto } from 'api-contracts';
import type { Identity } from '../../plugins/identity';
import { conflict, notFound, unauthorized } from '../../shared/http-error';
import { messages } from '../../shared/messages';
import { toPage } from '../../shared/paging';
import { toProductDto } from '../catalog/index';
import type { PersonalProductsRepository } from './personal-products-repository';

/** Most products one list may hold: more than any customer keeps, few enough to stay cheap. */
export const MAX_PERSONAL_PRODUCTS = 500;

/** The signed-in caller's account id; 401 for anyone else. */
export function ownerOf(identity: Identity): number {
  if (identity.kind !== 'account') throw unauthorized();
  return identity.accountId;
}

/** How many products the list holds and which. */
export async function listInfo(repository: PersonalProductsRepository, identity: Identity): Promise<{ quantity: number; products: number[] }> {
  const products = await repository.listProductIds(ownerOf(identity));
  return { quantity: products.length, products };
}

/** Adds a product to the caller's list (404 for an unknown product, 409 when the list is full) and answers the new info. */
export async function addToList(
  repository: PersonalProductsRepository,
  identity: Identity,
  productId: number,
  fullMessage: string,
): Promise<{ quantity: number; products: number[] }> {
  const accountId = ownerOf(identity);
  if (!(await repository.productExists(productId))) throw notFound(messages.productNotFound);
  const current = await repository.listProductIds(accountId);
  if (!current.includes(productId) && current.length >= MAX_PERSONAL_PRODUCTS) throw conflict(fullMessage, 'LIST_FULL');
  await repository.add(accountId, productId);
  return listInfo(repository, identity);
}

/** Removes a product from the caller's list (nothing happens when it is not there) and answers the new info. */
export async function removeFromList(
  repository: PersonalProductsRepository,
  identity: Identity,
  productId: number,
): Promise<{ quantity: number; products: number[] }> {
  await repository.remove(ownerOf(identity), productId);
  return listInfo(repository, identity);
}

/** A page of the caller's list as product cards. */
export async function listPage(
  repository: PersonalProductsRepository,
  identity: Identity,
  query: { page: number; pageSize: number; sorting: PersonalListSortingDto },
): Promise<PagedDto<ProductDto>> {
  const { rows, total } = await repository.listPage(ownerOf(identity), query.page, query.pageSize, query.sorting);
  return toPage(rows.map(toProductDto), query.page, query.pageSize, total);
}
