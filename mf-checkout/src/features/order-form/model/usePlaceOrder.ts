import { useState } from 'react';
import type { FormikHelpers } from 'formik';
import { useNavigate } from 'react-router-dom';
import { getEventBus } from 'shared-kit';
import type { CartInfoDto, OrderDraftDto } from 'shared-kit/contracts';
import { cartCountReported, useCartDispatch } from '../../../entities/cart';
import { apiFailureOf, usePlaceOrderMutation } from '../../../shared/api';
import { forgetOrderIdempotencyKey, orderIdempotencyKey, externalNavigation } from '../../../shared/lib';
import { messages } from '../../../messages';
import { deliveryFieldErrors, orderBody } from './orderValues';
import type { OrderFormValues } from './schema';

const text = messages.order;

interface PlaceOrderOptions {
  draft: OrderDraftDto;
  info: CartInfoDto;
  onCartChanged: () => void;
  onUnauthorized: () => void;
}

/**
 * Submitting the form: `POST /api/order` with one `Idempotency-Key` per draft. A placed order empties the
 * cart (`checkout:cart-changed` with 0) and goes to the payment provider's page or to its confirmation;
 * a refusal shows its message, under the fields it names, or reads the draft again when the cart changed.
 */
export function usePlaceOrder({ draft, info, onCartChanged, onUnauthorized }: PlaceOrderOptions) {
  const dispatch = useCartDispatch();
  const navigate = useNavigate();
  const [placeOrder] = usePlaceOrderMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  const refused = (error: unknown, helpers: FormikHelpers<OrderFormValues>) => {
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
      return setFailure(message ?? text.failed);
    }
    if (status === 409 && code === 'CART_CHANGED') {
      setFailure(message ?? text.failed);
      return onCartChanged();
    }
    setFailure(message && status < 500 ? message : text.failed);
  };

  const submit = async (values: OrderFormValues, helpers: FormikHelpers<OrderFormValues>) => {
    setFailure(null);
    try {
      const order = await placeOrder({ body: orderBody(values, draft, info), idempotencyKey: orderIdempotencyKey() }).unwrap();
      forgetOrderIdempotencyKey();
      dispatch(cartCountReported(0));
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
      refused(error, helpers);
    }
  };

  return { submit, failure, leaving };
}
