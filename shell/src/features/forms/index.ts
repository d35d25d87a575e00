export { ContactForm, type ContactKind } from './ContactForm';
export { ConsentCheckbox } from './ConsentCheckbox';
export { useFormsConfig } from './useFormsConfig';
