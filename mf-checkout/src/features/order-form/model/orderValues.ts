import { yupToFormErrors } from 'formik';
import { displayPhone, toHttpError } from 'shared-kit';
import type { CartInfoDto, OrderCreateRequestDto, OrderDraftDto, PaymentKeyDto } from 'shared-kit/contracts';
import { COURIER_KEYS, POINT_KEY } from './deliveryText';
import { EMPTY_ADDRESS, orderSchema, type AddressValues, type OrderFormValues } from './schema';

/** The form's first values: the draft's pre-saved contacts and delivery, the first payment way. */
export function initialValues(draft: OrderDraftDto): OrderFormValues {
  const presaved = draft.presavedDelivery;
  const offered = draft.availableDelivery.some((option) => option.key === presaved.delivery_key);
  return {
    full_name: presaved.full_name ?? '',
    phone: displayPhone(presaved.phone),
    email: presaved.email ?? '',
    comment: '',
    company: false,
    inn: '',
    delivery_key: offered && presaved.delivery_key ? presaved.delivery_key : '',
    address: EMPTY_ADDRESS,
    saved_address_id: '',
    pickup_point_id: '',
    payment_key: draft.paymentInfo.methods[0]?.key ?? '',
    personal_data_consent: false,
  };
}

/** The form's rules; the address is required only when the chosen way of delivery needs it. */
export async function validateOrder(values: OrderFormValues) {
  try {
    await orderSchema.validate(values, { abortEarly: false, context: { deliveryKey: values.delivery_key } });
    return {};
  } catch (error) {
    return yupToFormErrors<OrderFormValues>(error);
  }
}

/** The address as the API takes it: trimmed, the empty optional parts left out. */
function addressBody(address: AddressValues): NonNullable<OrderCreateRequestDto['address']> {
  const body: NonNullable<OrderCreateRequestDto['address']> = { street: address.street.trim(), house: address.house.trim() };
  for (const name of ['flat', 'entrance', 'floor', 'intercom', 'comment'] as const) {
    const value = address[name].trim();
    if (value) body[name] = value;
  }
  return body;
}

/** The per-field messages of a 400 `DELIVERY_DETAILS_INVALID`, or null for any other failure. */
export function deliveryFieldErrors(error: unknown): Record<string, string> | null {
  const failed = toHttpError(error);
  const data = failed.data as { code?: unknown; fields?: unknown } | null;
  if (failed.status !== 400 || data?.code !== 'DELIVERY_DETAILS_INVALID') return null;
  const fields = data.fields;
  return typeof fields === 'object' && fields !== null ? (fields as Record<string, string>) : {};
}

/** The `POST /api/order` body of the form's values, with the cart's promo code, bonuses and delivery price. */
export function orderBody(values: OrderFormValues, draft: OrderDraftDto, info: CartInfoDto): OrderCreateRequestDto {
  const option = draft.availableDelivery.find((item) => item.key === values.delivery_key);
  const comment = values.comment.trim();
  return {
    full_name: values.full_name.trim(),
    phone: values.phone,
    email: values.email.trim(),
    ...(comment ? { comment } : {}),
    payment_key: values.payment_key as PaymentKeyDto,
    ...(values.company ? { inn: values.inn.trim() } : {}),
    promo_code: info.promo_code,
    bonuses: info.bonuses,
    ...(option ? { delivery_key: option.key, delivery_price: option.price } : {}),
    ...(COURIER_KEYS.includes(values.delivery_key) ? { address: addressBody(values.address) } : {}),
    ...(values.delivery_key === POINT_KEY ? { pickup_point_id: values.pickup_point_id } : {}),
    personal_data_consent: true,
  };
}
