import { boolean, object, string } from 'yup';
import { validationMessages } from 'shared-kit';
import { emailSchema, phoneSchema } from 'shared-kit/validation';
import { messages } from '../../../messages';
import { ADDRESS_LIMITS, COURIER_KEYS, POINT_KEY, deliveryText } from './deliveryText';

const text = messages.order;

/** Longest comment the order takes. */
export const COMMENT_MAX = 2000;

/** Control characters and invisible marks; the comment may keep its line breaks. */
function hasControl(value: string | undefined, lines: boolean): boolean {
  for (const char of value ?? '') {
    const code = char.codePointAt(0) ?? 0;
    if (lines && (code === 0x0a || code === 0x0d)) continue;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || (code >= 0x200b && code <= 0x200f) || code === 0xfeff) return true;
  }
  return false;
}

/** One address field: its length and no control characters. */
function addressField(name: keyof typeof ADDRESS_LIMITS) {
  return string()
    .max(ADDRESS_LIMITS[name], deliveryText.tooLong(ADDRESS_LIMITS[name]))
    .test('control', deliveryText.control, (value) => !hasControl(value, name === 'comment'));
}

/** Whether the chosen way of delivery needs the courier's address. */
const needsAddress = (key: unknown) => typeof key === 'string' && COURIER_KEYS.includes(key);

/** The courier's address: street and house required when the way of delivery needs them. */
const addressSchema = object({
  street: addressField('street').when('$deliveryKey', {
    is: needsAddress,
    then: (schema) => schema.trim().required(deliveryText.streetRequired),
  }),
  house: addressField('house').when('$deliveryKey', {
    is: needsAddress,
    then: (schema) => schema.trim().required(deliveryText.houseRequired),
  }),
  flat: addressField('flat'),
  entrance: addressField('entrance'),
  floor: addressField('floor'),
  intercom: addressField('intercom'),
  comment: addressField('comment'),
});

/** The order form of docs/product.md §3 (draft) and §5 (phone texts and mask). */
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
  address: addressSchema,
  saved_address_id: string(),
  pickup_point_id: string().when('delivery_key', {
    is: POINT_KEY,
    then: (schema) => schema.required(deliveryText.pointRequired),
  }),
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
  /** The courier's address (courier delivery only). */
  address: AddressValues;
  /** The saved address chosen (its id), `new` for a new one, empty when there are none. */
  saved_address_id: string;
  /** The pickup point chosen (`post_pickup` only). */
  pickup_point_id: string;
  payment_key: string;
  personal_data_consent: boolean;
}

/** The address fields of the order form. */
export interface AddressValues {
  street: string;
  house: string;
  flat: string;
  entrance: string;
  floor: string;
  intercom: string;
  comment: string;
}

export const EMPTY_ADDRESS: AddressValues = { street: '', house: '', flat: '', entrance: '', floor: '', intercom: '', comment: '' };
