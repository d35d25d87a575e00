// Form parts built on Formik: a segment of their own, so the fragments that import `shared/ui` on every
// page (the header icons, the favourites button) do not bring the form library with them.
export { PhoneField, type PhoneFieldProps } from './PhoneField';
