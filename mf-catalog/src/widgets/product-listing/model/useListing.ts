import { useState } from 'react';
import type { ProductDto } from 'shared-kit/contracts';
import { useFilterParams } from '../../../features/product-filters';
import { useListingQuery } from '../../../shared/api';
import { useQueryView } from '../../../shared/lib';
import { useListingRequest } from './useListingRequest';

/** Products shown before 'Показать ещё' asked for the next page, kept while the list stays the same. */
interface Appended {
  /** The list they belong to: the request without its page. */
  list: string;
  /** The page they stand in front of. */
  page: number;
  products: ProductDto[];
}

function withoutDuplicates(products: ProductDto[]): ProductDto[] {
  const seen = new Set<number>();
  return products.filter((product) => !seen.has(product.id) && Boolean(seen.add(product.id)));
}

/**
 * The listing of the address: its request, its answer (a new page, order or filter keeps the current
 * cards on screen, dimmed, until the new ones come), and the cards shown, with 'Показать ещё' appending
 * the next page in front of which the cards already shown stay.
 */
export function useListing(atRoot: boolean) {
  const request = useListingRequest(atRoot);
  const { slug, page, query, categoryQuery } = request;
  const [params, apply] = useFilterParams();
  const [appended, setAppended] = useState<Appended | null>(null);
  const list = JSON.stringify({ ...request, page: 0 });
  const listing = useQueryView(useListingQuery(request), JSON.stringify([slug, query, categoryQuery]));
  const products = listing.data?.products;

  const before = appended && appended.list === list && appended.page === page ? appended.products : null;
  // Until the next page arrives, the cards already shown stay as they are.
  const content = products?.content ?? [];
  const shown = before ? withoutDuplicates(products?.page === page ? [...before, ...content] : before) : content;
  const loadingMore = Boolean(before) && listing.status === 'loading';
  const showMore = () => {
    setAppended({ list, page: page + 1, products: shown });
    const next = new URLSearchParams(params);
    next.set('page', String(page + 1));
    apply(next);
  };
  return { request, listing, shown, loadingMore, showMore };
}
