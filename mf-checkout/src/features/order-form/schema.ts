import { boolean, object, string } from 'yup';
import { emailSchema, phoneSchema, validationMessages } from 'shared-kit';
import { messages } from '../../messages';

const text = messages.order;

/** Longest comment the order takes. */
export const COMMENT_MAX = 2000;

/** The order form of spec §3 (draft) and §5 (phone texts and mask). */
export const orderSchema = object({
  full_name: string().trim().required(validationMessages.required).max(200),
  phone: phoneSchema,
  email: emailSchema,
  comment: string().max(COMMENT_MAX, text.commentTooLong),
  company: boolean(),
  inn: string().when('company', {
    is: true,
    then: (schema) =>
      schema
        .trim()
        .required(text.innRequired)
        .matches(/^(\d{10}|\d{12})$/, text.innInvalid),
    otherwise: (schema) => schema.strip(),
  }),
  delivery_key: string().required(text.deliveryRequired),
  payment_key: string().required(text.paymentRequired),
  personal_data_consent: boolean().oneOf([true], text.consentRequired),
});

/** Values of the order form. */
export interface OrderFormValues {
  full_name: string;
  phone: string;
  email: string;
  comment: string;
  company: boolean;
  inn: string;
  delivery_key: string;
  payment_key: string;
  personal_data_consent: boolean;
}
