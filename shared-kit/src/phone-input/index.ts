/*
 * The entry point `shared-kit/phone-input`: the phone field built on react-text-mask (ADR 0039). Only the
 * lazily loaded forms import it, so the library comes with a form's own chunk and never with a page's first
 * load; the main entry and `shared-kit/validation` never reach it.
 */
export { PhoneMaskInput, type PhoneMaskInputProps } from './PhoneMaskInput';
export { phonePipe } from './phonePipe';
