/**
 * The operators module's face: the operators' settings.
 * Other modules, the plugins and app.ts import the module only from here (docs/adr/0041-api-module-faces.md).
 */
export { DEFAULT_OPERATOR_CONFIG, DEVELOPMENT_OPERATOR_PASSWORD, DEVELOPMENT_OPERATOR_USER, loadOperatorConfig, type OperatorConfig } from './operator-config';
