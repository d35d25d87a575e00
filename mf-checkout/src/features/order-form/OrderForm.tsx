import { useId, useState, type ReactNode } from 'react';
import { Form, Formik } from 'formik';
import type { CartInfoDto, DeliveryKeyDto, OrderDraftDto, SavedAddressDto } from 'shared-kit/contracts';
import { ContactsFieldset } from './ui/ContactsFieldset';
import { DeliveryFieldset } from './ui/DeliveryFieldset';
import { initialValues, validateOrder } from './model/orderValues';
import { PaymentFieldset } from './ui/PaymentFieldset';
import type { OrderFormValues } from './model/schema';
import { SubmitBlock } from './ui/SubmitBlock';
import { useDeliveryChoice } from './model/useDeliveryChoice';
import { usePlaceOrder } from './model/usePlaceOrder';
import '../../shared/ui/blocks.css';
import './OrderForm.css';

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
  /**
   * What the customer reads before ordering (the order's total, the bonuses): placed between the form's
   * fields and its consent and button, so a phone's single column shows the total before «Оформить заказ»;
   * a wide screen may lay it out as a side column (`.mfo-order__aside`).
   */
  aside?: ReactNode;
}

/**
 * The order form (docs/product.md §3 order draft, §5): contacts pre-filled from the draft, a company buyer's ИНН,
 * delivery as cards (each choice goes to the cart at once, so the totals show its price and the bonuses
 * reset), payment, the consent to the processing of personal data (never ticked beforehand).
 * Submitting sends `POST /api/order` with one `Idempotency-Key` per draft.
 */
export function OrderForm({ draft, info, onCartChanged, onUnauthorized, onDeliveryChosen, aside }: OrderFormProps) {
  const formId = useId();
  const [saved, setSaved] = useState<SavedAddressDto[]>(draft.saved_addresses);
  const delivery = useDeliveryChoice(draft, onDeliveryChosen);
  const { submit, failure, leaving } = usePlaceOrder({ draft, info, onCartChanged, onUnauthorized });

  return (
    <Formik<OrderFormValues> initialValues={initialValues(draft)} validate={validateOrder} onSubmit={submit}>
      {({ values, isSubmitting, setFieldValue }) => {
        const busy = isSubmitting || leaving;
        // Three siblings for the page's grid: the fields, the aside, then the consent and the button (which
        // belong to the form through its id). The page's order is the reading order at every width.
        return (
          <>
          <Form id={formId} className="mfo-order-form" noValidate aria-busy={busy || undefined}>
            <ContactsFieldset company={values.company} />
            <DeliveryFieldset
              draft={draft}
              chosen={values.delivery_key}
              saved={saved}
              onSavedChange={setSaved}
              disabled={delivery.pending || busy}
              failed={delivery.failed}
              onPick={(key) =>
                void delivery.pick(key, values.delivery_key, (value) => void setFieldValue('delivery_key', value))
              }
            />
            <PaymentFieldset draft={draft} chosen={values.payment_key} disabled={busy} />
          </Form>
          {aside !== undefined && <aside className="mfo-cart__aside mfo-order__aside">{aside}</aside>}
          <SubmitBlock
            form={formId}
            outOfStock={draft.paymentInfo.out_of_stock}
            failure={failure}
            busy={busy}
            deliveryPending={delivery.pending}
          />
          </>
        );
      }}
    </Formik>
  );
}
