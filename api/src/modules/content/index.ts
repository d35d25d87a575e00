/**
 * The content module's face: the content's repository (pages, navigation, selections).
 * Files outside the module import it only from here (docs/adr/0041-api-module-faces.md).
 */
export { createContentRepository, type ContentRepository } from './content-repository';
