/**
 * The accounts module's face: the accounts' repository and the sign-in rules.
 * Files outside the module import it only from here (docs/adr/0041-api-module-faces.md).
 */
export { createAccountsRepository, writer, type AccountsRepository, type AccountsWriter } from './accounts-repository';
export { SIGN_IN_RULES } from './sign-in-rules';
