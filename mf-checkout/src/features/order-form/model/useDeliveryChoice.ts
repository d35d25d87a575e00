import { useState } from 'react';
import type { DeliveryKeyDto, OrderDraftDto } from 'shared-kit/contracts';
import { useChooseDeliveryMutation } from '../../../entities/cart';

/**
 * Choosing a way to receive the order: each choice goes to the cart at once (`POST /api/cart/delivery`),
 * so the totals show its price and the bonuses reset; a failure puts the previous choice back.
 */
export function useDeliveryChoice(draft: OrderDraftDto, onDeliveryChosen?: (key: DeliveryKeyDto) => void) {
  const [chooseDelivery] = useChooseDeliveryMutation();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const pick = async (key: DeliveryKeyDto, previous: string, setValue: (value: string) => void) => {
    const option = draft.availableDelivery.find((item) => item.key === key);
    if (!option || key === previous) return;
    setValue(key);
    setFailed(false);
    setPending(true);
    try {
      await chooseDelivery({ key, price: option.price }).unwrap();
      onDeliveryChosen?.(key);
    } catch (error) {
      console.warn('[mf_checkout] delivery choice failed', error);
      setValue(previous);
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  return { pick, pending, failed };
}
