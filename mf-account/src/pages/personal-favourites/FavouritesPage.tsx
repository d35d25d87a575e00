import { Link } from 'react-router-dom';
import { Button } from 'shared-kit';
import { getFavouritesList } from '../../shared/api/accountApi';
import { usePagedList } from '../../shared/lib/useResource';
import { CabinetLayout, EmptyState, ResourceStatus } from '../../widgets/cabinet-layout';
import { ProductGrid } from '../../widgets/product-grid';
import { messages } from '../../messages';

const text = messages.favourites;
const PAGE_SIZE = 12;

/** `/personal/favourites` (guarded): the favourite products from `GET /api/favourites/list`. */
export function FavouritesPage() {
  const list = usePagedList(getFavouritesList, PAGE_SIZE);
  return (
    <CabinetLayout title={text.title}>
      {list.state.kind !== 'ready' ? (
        <ResourceStatus state={list.state} />
      ) : list.items.length === 0 ? (
        <EmptyState
          title={text.empty}
          hint={text.emptyHint}
          action={
            <Link className="sk-btn" to="/category">
              {messages.toCatalogue}
            </Link>
          }
        />
      ) : (
        <>
          <ProductGrid products={list.items} label={text.title} />
          {list.hasNext && (
            <Button
              variant="secondary"
              className="mfa-more"
              disabled={list.loadingMore}
              onClick={() => void list.loadMore()}
            >
              {messages.showMore}
            </Button>
          )}
          {list.moreFailed && (
            <p role="alert" className="mfa-error">
              {messages.loadFailed}
            </p>
          )}
        </>
      )}
    </CabinetLayout>
  );
}
