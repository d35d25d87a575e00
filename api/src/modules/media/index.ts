/**
 * The media module's face: the uploaded pictures.
 * Files outside the module import it only from here (docs/adr/0041-api-module-faces.md).
 */
export { reencodePicture } from './uploaded-picture';
