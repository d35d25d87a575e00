/**
 * The operators module's face: the operators' settings.
 * Files outside the module import it only from here (docs/adr/0041-api-module-faces.md).
 */
export { DEFAULT_OPERATOR_CONFIG, DEVELOPMENT_OPERATOR_PASSWORD, DEVELOPMENT_OPERATOR_USER, loadOperatorConfig, type OperatorConfig } from './operator-config';
export { createOperatorCheck, requireOperator } from './operator-auth';
