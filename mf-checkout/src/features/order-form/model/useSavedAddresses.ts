import { useEffect, useState } from 'react';
import { useFormikContext } from 'formik';
import type { SavedAddressDto } from 'shared-kit/contracts';
import { useDeleteSavedAddressMutation } from '../../../shared/api';
import { EMPTY_ADDRESS, type OrderFormValues } from './schema';

/**
 * The customer's saved addresses in the order form: choosing one fills the address fields ('new' empties
 * them), the last used one of the city is offered first, and one can be deleted.
 */
export function useSavedAddresses(saved: SavedAddressDto[], onSavedChange: (saved: SavedAddressDto[]) => void) {
  const { values, setValues } = useFormikContext<OrderFormValues>();
  const [deleteSavedAddress] = useDeleteSavedAddressMutation();
  const [deleteFailed, setDeleteFailed] = useState(false);
  const chosenId = values.saved_address_id;
  const firstSaved = saved[0];
  const chosenGone = chosenId !== '' && chosenId !== 'new' && !saved.some((item) => String(item.id) === chosenId);

  const chooseSaved = (id: string) => {
    const address = saved.find((item) => String(item.id) === id);
    void setValues(
      {
        ...values,
        saved_address_id: id,
        address: address
          ? { street: address.street, house: address.house, flat: address.flat, entrance: address.entrance, floor: address.floor, intercom: address.intercom, comment: address.comment }
          : EMPTY_ADDRESS,
      },
      false,
    );
  };

  // The last used address of this city is offered first; one of another city (the way changed) is dropped.
  useEffect(() => {
    if (chosenId === '' && firstSaved && values.address.street === '') chooseSaved(String(firstSaved.id));
    else if (chosenGone) chooseSaved('new');
    // Runs when the offered addresses or the choice change, not on every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosenId, chosenGone, firstSaved]);

  const remove = async (address: SavedAddressDto) => {
    setDeleteFailed(false);
    try {
      await deleteSavedAddress(address.id).unwrap();
      onSavedChange(saved.filter((item) => item.id !== address.id));
      if (values.saved_address_id === String(address.id)) chooseSaved('new');
    } catch (error) {
      console.warn('[mf_checkout] deleting a saved address failed', error);
      setDeleteFailed(true);
    }
  };

  return { chosenId, chooseSaved, remove, deleteFailed };
}
