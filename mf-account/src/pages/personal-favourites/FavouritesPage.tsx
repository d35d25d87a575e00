import { getFavouritesList } from '../../shared/api/accountApi';
import { CabinetList } from '../../widgets/cabinet-layout';
import { ProductGrid } from '../../widgets/product-grid';
import { messages } from '../../messages';

const text = messages.favourites;

/** `/personal/favourites` (guarded): the favourite products from `GET /api/favourites/list`. */
export function FavouritesPage() {
  return (
    <CabinetList
      title={text.title}
      fetchPage={getFavouritesList}
      pageSize={12}
      empty={{ title: text.empty, hint: text.emptyHint }}
      toCatalogue
      renderItems={(products) => <ProductGrid products={products} label={text.title} />}
    />
  );
}
