import { useFormikContext } from 'formik';
import type { OrderDraftDto, SavedAddressDto } from 'shared-kit/contracts';
import { AddressFields } from './AddressFields';
import { COURIER_KEYS, POINT_KEY } from '../model/deliveryText';
import { PickupPointPicker } from './PickupPointPicker';
import type { OrderFormValues } from '../model/schema';

/** Props of {@link DeliveryDetails}. */
export interface DeliveryDetailsProps {
  draft: OrderDraftDto;
  saved: SavedAddressDto[];
  onSavedChange: (saved: SavedAddressDto[]) => void;
}

/**
 * What the chosen way of delivery needs besides itself: the courier's address (the shop's courier in
 * its own city, the postal courier in the customer's city) or a pickup point. A store is the way itself.
 */
export function DeliveryDetails({ draft, saved, onSavedChange }: DeliveryDetailsProps) {
  const { values } = useFormikContext<OrderFormValues>();
  const key = values.delivery_key;
  if (COURIER_KEYS.includes(key)) {
    const shopCourier = key === 'courier_city';
    const city = shopCourier ? draft.courier_city : draft.delivery_city;
    // Only the addresses of the city the order goes to; deleting one keeps the others of the book.
    const ofCity = saved.filter((address) => address.city === city?.title);
    return (
      <AddressFields
        city={city}
        shopCourier={shopCourier}
        saved={ofCity}
        onSavedChange={(kept) => onSavedChange(saved.filter((address) => address.city !== city?.title || kept.includes(address)))}
      />
    );
  }
  if (key === POINT_KEY) return <PickupPointPicker city={draft.delivery_city} />;
  return null;
}
