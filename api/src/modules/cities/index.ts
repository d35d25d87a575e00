/**
 * The cities module's face: the cities' repository and the city search.
 * Other modules, the plugins and app.ts import the module only from here (docs/adr/0041-api-module-faces.md).
 */
export { createCitiesRepository, type CitiesRepository, type CityRecord } from './cities-repository';
export { citySearchKey } from './city-search';
export { currentCity } from './list-cities';
