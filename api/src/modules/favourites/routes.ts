import { MAX_PERSONAL_PRODUCTS } from './personal-list';
import { personalListRoutes } from './personal-list-routes';

/** Favourites of a signed-in customer: `/api/favourites/info|list|add|remove`. */
export const favouritesRoutes = personalListRoutes({
  prefix: '/api/favourites',
  tag: 'favourites',
  title: 'Избранное',
  fullMessage: `В избранном может быть не больше ${MAX_PERSONAL_PRODUCTS} товаров`,
  repository: (app) => app.repositories.favourites,
});
