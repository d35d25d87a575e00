import { useEffect, useState } from 'react';
import { isHttpErrorStatus } from 'shared-kit';
import type { OrderDto } from 'shared-kit/contracts';
import { useCartDispatch } from '../../../entities/cart';
import { checkoutApi, useOrderConfirmationQuery, usePayOrderMutation } from '../../../shared/api';
import { externalNavigation } from '../../../shared/lib';

/** How often a pending payment is read again: the provider's webhook may land after the customer returns. */
export const PAYMENT_POLL_MS = 3_000;
/** How many times it is read (a minute in all); then the page offers 'Оплатить' and stops asking. */
export const PAYMENT_POLL_TIMES = 20;

/** What the page shows of the order. */
export type ConfirmationState =
  | { status: 'loading' }
  | { status: 'ready'; order: OrderDto }
  | { status: 'not-found' }
  | { status: 'unauthorized' }
  | { status: 'failed' };

/**
 * The placed order `id` (`GET /api/order-confirm/{id}`): a pending payment is read again every 3 s,
 * each read (answered or not) scheduling the next, up to {@link PAYMENT_POLL_TIMES}; a failed read keeps
 * the order shown.
 */
function useConfirmation(id: string): ConfirmationState {
  const { currentData: order, error, isFetching, refetch } = useOrderConfirmationQuery(id, { skip: !id });
  const [polls, setPolls] = useState({ id, count: 0 });
  const count = polls.id === id ? polls.count : 0;
  const pending = order?.payment.status === 'pending';

  useEffect(() => {
    if (!pending || isFetching || count >= PAYMENT_POLL_TIMES) return undefined;
    const timer = setTimeout(() => {
      setPolls({ id, count: count + 1 });
      void refetch();
    }, PAYMENT_POLL_MS);
    return () => clearTimeout(timer);
  }, [id, pending, isFetching, count, refetch]);

  useEffect(() => {
    if (error && !isHttpErrorStatus(error, 404)) console.warn(order ? '[mf_checkout] payment status failed' : '[mf_checkout] order confirmation failed', error);
  }, [error, order]);

  if (!id) return { status: 'not-found' };
  if (order) return { status: 'ready', order };
  if (!error || isFetching) return { status: 'loading' };
  if (isHttpErrorStatus(error, 404)) return { status: 'not-found' };
  return { status: isHttpErrorStatus(error, 401) ? 'unauthorized' : 'failed' };
}

/** The order of the page and its payment: 'Оплатить' goes to the provider's page from `POST /api/order/{id}/pay`. */
export function useOrderConfirmation(id: string) {
  const dispatch = useCartDispatch();
  const state = useConfirmation(id);
  const [payOrder] = usePayOrderMutation();
  const [paying, setPaying] = useState(false);
  const [payFailed, setPayFailed] = useState(false);

  const pay = async (orderId: number) => {
    setPaying(true);
    setPayFailed(false);
    try {
      const next = await payOrder(orderId).unwrap();
      const url = next.payment.confirmation_url;
      if (url) {
        externalNavigation.assign(url);
        return;
      }
      dispatch(checkoutApi.util.upsertQueryEntries([{ endpointName: 'orderConfirmation', arg: id, value: next }]));
    } catch (error) {
      console.warn('[mf_checkout] payment start failed', error);
      setPayFailed(true);
    }
    setPaying(false);
  };

  return { state, pay, paying, payFailed };
}
