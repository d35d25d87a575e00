/**
 * The content module's face: the content's repository (pages, navigation, selections).
 * Other modules, the plugins and app.ts import the module only from here (docs/adr/0041-api-module-faces.md).
 */
export { createContentRepository, type ContentRepository } from './content-repository';
