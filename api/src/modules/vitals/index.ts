/**
 * The field data module's face: its setting, which config.ts reads. Its routes are discovered.
 * Files outside the module import it only from here (docs/adr/0041-api-module-faces.md).
 */
export { loadVitalsSampleRate } from './vitals-config';
