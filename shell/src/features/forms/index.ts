export { LazyContactForm } from './LazyContactForm';
export type { ContactKind } from './contactKind';
export { ConsentField, type ConsentFieldProps } from './ConsentField';
export { useFormsConfig } from './useFormsConfig';
