/**
 * The search module's face: the search repository and the search engine's plugin.
 * Files outside the module import it only from here (docs/adr/0041-api-module-faces.md).
 */
export { searchEnginePlugin } from './search-engine-plugin';
export { createSearchRepository, type SearchRepository } from './search-repository';
