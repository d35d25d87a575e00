export { LazyContactForm } from './LazyContactForm';
export type { ContactKind } from './model/contactKind';
export { ConsentField, type ConsentFieldProps } from './ConsentField';
export { useFormsConfig } from './model/useFormsConfig';
