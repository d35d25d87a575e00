/**
 * The favourites module's face: the favourites' repositories and the personal lists' routes other modules serve.
 * Files outside the module import it only from here (docs/adr/0041-api-module-faces.md).
 */
export { createFavouritesRepository, type FavouritesRepository } from './favourites-repository';
export { MAX_PERSONAL_PRODUCTS } from './personal-list';
export { personalListRoutes } from './personal-list-routes';
export { createPersonalProductsRepository, type PersonalProductsRepository } from './personal-products-repository';
