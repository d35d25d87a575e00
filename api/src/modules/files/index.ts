/**
 * The files module's face: where the API keeps its own files, a folder or the database (ADR 0051).
 * Files outside the module import it only from here (docs/adr/0041-api-module-faces.md).
 */
export { createFileStore, defaultFileStoreKind, loadFileStoreKind } from './file-store';
export { type FileStore, type FileStoreKind, type FileWriter } from './stored-files';
