import { Button } from 'shared-kit';
import type { ProductDto } from 'shared-kit/contracts';
import { ProductGrid } from '../../../entities/product';
import { Pagination } from '../../../shared/ui';
import { messages } from '../../../messages';

interface ListingProductsProps {
  shown: ProductDto[];
  page: number;
  pages: number;
  /** The next page of the list is on its way (after 'Показать ещё'). */
  loadingMore: boolean;
  /** Another page, order or filter is on its way: the cards shown are dimmed. */
  busy: boolean;
  onShowMore: () => void;
}

/** Cards in a phone's first screen and a desktop's first row: their pictures are not left to load lazily. */
const FIRST_SCREEN_CARDS = 4;

/** The grid of cards, 'Показать ещё' while pages remain, and the pagination. */
export function ListingProducts({ shown, page, pages, loadingMore, busy, onShowMore }: ListingProductsProps) {
  return (
    <>
      <ProductGrid products={shown} busy={busy && !loadingMore} label={messages.category.productsLabel} firstScreen={FIRST_SCREEN_CARDS} />
      {page < pages && (
        <div className="mfc-listing__more">
          <Button variant="secondary" onClick={onShowMore} disabled={loadingMore} aria-busy={loadingMore}>
            {loadingMore ? messages.loading : messages.category.showMore}
          </Button>
        </div>
      )}
      <Pagination page={page} pages={pages} />
    </>
  );
}
