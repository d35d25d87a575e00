import { useState } from 'react';
import { ErrorMessage, Field, Form, Formik, yupToFormErrors, type FormikHelpers } from 'formik';
import { useNavigate } from 'react-router-dom';
import { Button, formatPhone, formatPrice, getEventBus } from 'shared-kit';
import type {
  CartInfoDto,
  DeliveryKeyDto,
  DeliveryOptionDto,
  OrderCreateRequestDto,
  OrderDraftDto,
  PaymentKeyDto,
  SavedAddressDto,
} from 'shared-kit/contracts';
import { chooseDelivery, countChanged, useCartDispatch } from '../../entities/cart';
import { apiFailureOf } from '../../shared/api/apiError';
import { placeOrder } from '../../shared/api/orderApi';
import { forgetOrderIdempotencyKey, orderIdempotencyKey } from '../../shared/lib/idempotencyKey';
import { externalNavigation } from '../../shared/lib/leavePage';
import { messages } from '../../messages';
import { DeliveryDetails } from './DeliveryDetails';
import { COURIER_KEYS, POINT_KEY } from './deliveryText';
import { PhoneInput } from './PhoneInput';
import { COMMENT_MAX, EMPTY_ADDRESS, orderSchema, type AddressValues, type OrderFormValues } from './schema';
import '../../shared/ui/blocks.css';
import './OrderForm.css';

const text = messages.order;

/** The page with the text of the consent to the processing of personal data. */
const CONSENT_PAGE = '/personal-data-consent';

/** Props of {@link OrderForm}. */
export interface OrderFormProps {
  draft: OrderDraftDto;
  /** The cart's totals now (they follow a change of delivery). */
  info: CartInfoDto;
  /** The server says the cart changed: read the draft again (the form keeps its values). */
  onCartChanged: () => void;
  /** The sign-in has expired. */
  onUnauthorized: () => void;
  /** The cart took a new way to receive the order. */
  onDeliveryChosen?: (key: DeliveryKeyDto) => void;
}

function initialValues(draft: OrderDraftDto): OrderFormValues {
  const presaved = draft.presavedDelivery;
  const offered = draft.availableDelivery.some((option) => option.key === presaved.delivery_key);
  return {
    full_name: presaved.full_name ?? '',
    phone: formatPhone(presaved.phone ?? ''),
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
async function validateOrder(values: OrderFormValues) {
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
function deliveryFieldErrors(error: unknown): Record<string, string> | null {
  const data = (error as { response?: { status?: number; data?: { code?: unknown; fields?: unknown } } }).response;
  if (data?.status !== 400 || data.data?.code !== 'DELIVERY_DETAILS_INVALID') return null;
  const fields = data.data.fields;
  return typeof fields === 'object' && fields !== null ? (fields as Record<string, string>) : {};
}

function DeliveryCard({ option }: { option: DeliveryOptionDto }) {
  return (
    <span className="mfo-choice__body">
      <span className="mfo-choice__title">{option.title}</span>
      {option.address && <span className="mfo-choice__hint">{option.address}</span>}
      <span className="mfo-choice__hint">{option.term}</span>
      <span className="mfo-choice__price">
        {option.price > 0 ? formatPrice(option.price) : text.deliveryFree}
      </span>
    </span>
  );
}

/**
 * The order form (docs/product.md §3 order draft, §5): contacts pre-filled from the draft, a company buyer's ИНН,
 * delivery as cards (each choice goes to the cart at once, so the totals show its price and the bonuses
 * reset), payment, the consent to the processing of personal data (never ticked beforehand).
 * Submitting sends `POST /api/order` with one `Idempotency-Key` per draft.
 */
export function OrderForm({ draft, info, onCartChanged, onUnauthorized, onDeliveryChosen }: OrderFormProps) {
  const dispatch = useCartDispatch();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [deliveryPending, setDeliveryPending] = useState(false);
  const [deliveryFailed, setDeliveryFailed] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [saved, setSaved] = useState<SavedAddressDto[]>(draft.saved_addresses);
  const blocked = draft.paymentInfo.out_of_stock.length > 0;

  const pickDelivery = async (key: DeliveryKeyDto, previous: string, setValue: (value: string) => void) => {
    const option = draft.availableDelivery.find((item) => item.key === key);
    if (!option || key === previous) return;
    setValue(key);
    setDeliveryFailed(false);
    setDeliveryPending(true);
    try {
      await dispatch(chooseDelivery(key, option.price));
      onDeliveryChosen?.(key);
    } catch (error) {
      console.warn('[mf_checkout] delivery choice failed', error);
      setValue(previous);
      setDeliveryFailed(true);
    } finally {
      setDeliveryPending(false);
    }
  };

  const submit = async (values: OrderFormValues, helpers: FormikHelpers<OrderFormValues>) => {
    setFailure(null);
    const option = draft.availableDelivery.find((item) => item.key === values.delivery_key);
    const comment = values.comment.trim();
    const body: OrderCreateRequestDto = {
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
    try {
      const order = await placeOrder(body, orderIdempotencyKey());
      forgetOrderIdempotencyKey();
      dispatch(countChanged(0));
      getEventBus().emit('checkout:cart-changed', { count: 0 });
      const url = order.payment?.confirmation_url;
      if (url) {
        // The provider's page is another site: the SPA is left, and the button stays busy until then.
        setLeaving(true);
        externalNavigation.assign(url);
      } else {
        void navigate(`/order/confirm/${order.id}`);
      }
    } catch (error) {
      const { status, code, message } = apiFailureOf(error);
      console.warn('[mf_checkout] order failed', error);
      if (status === null) return setFailure(text.networkFailed);
      if (status === 401) return onUnauthorized();
      const fields = deliveryFieldErrors(error);
      if (fields) {
        // Each message goes under its field; the summary above the button says where to look.
        for (const [field, fieldMessage] of Object.entries(fields)) {
          void helpers.setFieldTouched(field, true, false);
          helpers.setFieldError(field, fieldMessage);
        }
        setFailure(message ?? text.failed);
        return;
      }
      if (status === 409 && code === 'CART_CHANGED') {
        setFailure(message ?? text.failed);
        onCartChanged();
        return;
      }
      setFailure(message && status < 500 ? message : text.failed);
    }
  };

  return (
    <Formik<OrderFormValues>
      initialValues={initialValues(draft)}
      validate={validateOrder}
      onSubmit={submit}
    >
      {({ values, isSubmitting, setFieldValue }) => {
        const busy = isSubmitting || leaving;
        return (
          <Form className="mfo-order-form" noValidate aria-busy={busy || undefined}>
            <fieldset className="mfo-block">
              <legend className="mfo-block__title">{text.contacts}</legend>
              <div className="mfo-field">
                <label className="mfo-field__label" htmlFor="mfo-full_name">
                  {text.fullName}
                </label>
                <Field id="mfo-full_name" className="mfo-input" name="full_name" autoComplete="name" />
                <ErrorMessage name="full_name" component="p" className="mfo-block__error" />
              </div>
              <PhoneInput label={text.phone} placeholder={text.phonePlaceholder} />
              <div className="mfo-field">
                <label className="mfo-field__label" htmlFor="mfo-email">
                  {text.email}
                </label>
                <Field id="mfo-email" className="mfo-input" name="email" type="email" autoComplete="email" />
                <ErrorMessage name="email" component="p" className="mfo-block__error" />
              </div>
              <label className="mfo-check">
                <Field type="checkbox" name="company" />
                <span>{text.company}</span>
              </label>
              {values.company && (
                <div className="mfo-field">
                  <label className="mfo-field__label" htmlFor="mfo-inn">
                    {text.inn}
                  </label>
                  <Field id="mfo-inn" className="mfo-input" name="inn" inputMode="numeric" maxLength={12} />
                  <ErrorMessage name="inn" component="p" className="mfo-block__error" />
                </div>
              )}
              <div className="mfo-field">
                <label className="mfo-field__label" htmlFor="mfo-comment">
                  {text.comment}
                </label>
                <Field
                  id="mfo-comment"
                  as="textarea"
                  className="mfo-input mfo-input--area"
                  name="comment"
                  maxLength={COMMENT_MAX + 1}
                />
                <ErrorMessage name="comment" component="p" className="mfo-block__error" />
              </div>
            </fieldset>

            <fieldset className="mfo-block" disabled={deliveryPending || busy}>
              <legend className="mfo-block__title">{text.delivery}</legend>
              <div className="mfo-choices" role="radiogroup" aria-label={text.delivery}>
                {draft.availableDelivery.map((option) => (
                  <label
                    key={option.key}
                    className={`mfo-choice${values.delivery_key === option.key ? ' mfo-choice--on' : ''}`}
                  >
                    <input
                      type="radio"
                      name="delivery_key"
                      value={option.key}
                      aria-label={option.title}
                      checked={values.delivery_key === option.key}
                      onChange={() =>
                        void pickDelivery(
                          option.key,
                          values.delivery_key,
                          (value) => void setFieldValue('delivery_key', value),
                        )
                      }
                    />
                    <DeliveryCard option={option} />
                  </label>
                ))}
              </div>
              <ErrorMessage name="delivery_key" component="p" className="mfo-block__error" />
              <DeliveryDetails draft={draft} saved={saved} onSavedChange={setSaved} />
              {deliveryFailed && (
                <p role="alert" className="mfo-block__error">
                  {text.deliveryFailed}
                </p>
              )}
            </fieldset>

            <fieldset className="mfo-block" disabled={busy}>
              <legend className="mfo-block__title">{text.payment}</legend>
              <div className="mfo-choices" role="radiogroup" aria-label={text.payment}>
                {draft.paymentInfo.methods.map((method) => (
                  <label
                    key={method.key}
                    className={`mfo-choice${values.payment_key === method.key ? ' mfo-choice--on' : ''}`}
                  >
                    <Field type="radio" name="payment_key" value={method.key} aria-label={method.title} />
                    <span className="mfo-choice__body">
                      <span className="mfo-choice__title">{method.title}</span>
                      <span className="mfo-choice__hint">{method.description}</span>
                    </span>
                  </label>
                ))}
              </div>
              <ErrorMessage name="payment_key" component="p" className="mfo-block__error" />
            </fieldset>

            <div className="mfo-block">
              <label className="mfo-check">
                <Field type="checkbox" name="personal_data_consent" />
                <span>
                  {text.consentBefore}
                  <a href={CONSENT_PAGE} target="_blank" rel="noopener noreferrer">
                    {text.consentLink}
                  </a>
                </span>
              </label>
              <ErrorMessage name="personal_data_consent" component="p" className="mfo-block__error" />
              {blocked && (
                <p role="note" className="mfo-block__error">
                  {text.outOfStock(draft.paymentInfo.out_of_stock.join(', '))}
                </p>
              )}
              {failure && (
                <p role="alert" className="mfo-form-failure">
                  {failure}
                </p>
              )}
              <Button
                type="submit"
                className="mfo-order-form__submit"
                disabled={busy || blocked || deliveryPending}
                aria-busy={busy || undefined}
              >
                {busy ? text.submitting : text.submit}
              </Button>
            </div>
          </Form>
        );
      }}
    </Formik>
  );
}
