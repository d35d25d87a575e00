/**
 * The cities module's face: the cities' repository and the city search.
 * Files outside the module import it only from here (docs/adr/0041-api-module-faces.md).
 */
export { createCitiesRepository, type CitiesRepository, type CityRecord } from './cities-repository';
export { citySearchKey } from './city-search';
export { currentCity } from './list-cities';
