/**
 * The operator-actions module's face: the record of operators', 1C's and letter links' actions, written inside other modules' transactions.
 * Files outside the module import it only from here (docs/adr/0041-api-module-faces.md).
 */
export { listActions, recordAction, subjectExists } from './operator-actions-repository';
