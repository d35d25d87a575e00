import { MAX_PERSONAL_PRODUCTS } from '../favourites/index';
import { personalListRoutes } from '../favourites/index';

/** The waitlist of a signed-in customer: `/api/waiting/info|list|add|remove`. */
export const waitlistRoutes = personalListRoutes({
  prefix: '/api/waiting',
  tag: 'waitlist',
  title: 'Лист ожидания',
  fullMessage: `В листе ожидания может быть не больше ${MAX_PERSONAL_PRODUCTS} товаров`,
  repository: (app) => app.repositories.waitlist,
});
