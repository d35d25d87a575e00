/**
 * The favourites module's face: the favourites' repositories and the personal lists' routes other modules serve.
 * Other modules, the plugins and app.ts import the module only from here (docs/adr/0041-api-module-faces.md).
 */
export { createFavouritesRepository, type FavouritesRepository } from './favourites-repository';
export { MAX_PERSONAL_PRODUCTS } from './personal-list';
export { personalListRoutes } from './personal-list-routes';
export { createPersonalProductsRepository, type PersonalProductsRepository } from './personal-products-repository';
