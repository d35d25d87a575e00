/**
 * The media module's face: the uploaded pictures.
 * Other modules, the plugins and app.ts import the module only from here (docs/adr/0041-api-module-faces.md).
 */
export { reencodePicture } from './uploaded-picture';
