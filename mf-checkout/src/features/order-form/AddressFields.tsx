import { useEffect, useState } from 'react';
import { ErrorMessage, Field, getIn, useFormikContext } from 'formik';
import type { DeliveryCityDto, SavedAddressDto } from 'shared-kit/contracts';
import { useDeleteSavedAddressMutation } from '../../shared/api';
import { ADDRESS_LIMITS, deliveryText as text } from './deliveryText';
import { EMPTY_ADDRESS, type OrderFormValues } from './schema';
import { StreetCombobox } from './StreetCombobox';

/** Props of {@link AddressFields}. */
export interface AddressFieldsProps {
  city: DeliveryCityDto | null;
  /** The shop's own courier: the city is always the shop's. */
  shopCourier: boolean;
  saved: SavedAddressDto[];
  onSavedChange: (saved: SavedAddressDto[]) => void;
}

const SMALL_FIELDS = [
  ['flat', 'address-line2'],
  ['entrance', 'off'],
  ['floor', 'off'],
  ['intercom', 'off'],
] as const;

/** One text field of the address with its label and the error under it. */
function AddressInput({ name, label, autoComplete, required }: { name: keyof typeof ADDRESS_LIMITS; label: string; autoComplete: string; required?: boolean }) {
  const { errors, touched } = useFormikContext<OrderFormValues>();
  const path = `address.${name}`;
  const invalid = Boolean(getIn(errors, path) && getIn(touched, path));
  return (
    <div className={`mfo-field mfo-field--${name}`}>
      <label className="mfo-field__label" htmlFor={`mfo-address-${name}`}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <Field
        id={`mfo-address-${name}`}
        className="mfo-input"
        name={path}
        autoComplete={autoComplete}
        maxLength={ADDRESS_LIMITS[name] + 1}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `mfo-address-${name}-error` : undefined}
      />
      <ErrorMessage name={path}>
        {(message) => (
          <p id={`mfo-address-${name}-error`} className="mfo-block__error">
            {message}
          </p>
        )}
      </ErrorMessage>
    </div>
  );
}

/**
 * The courier's address: the customer's saved addresses first (choosing one fills the fields, each can
 * be deleted), then the city (the chosen one, not typed), the street with suggestions, the house and
 * the rest. Street and house are required.
 */
export function AddressFields({ city, shopCourier, saved, onSavedChange }: AddressFieldsProps) {
  const { values, errors, touched, setFieldValue, setFieldTouched, setValues } = useFormikContext<OrderFormValues>();
  const [deleteSavedAddress] = useDeleteSavedAddressMutation();
  const [deleteFailed, setDeleteFailed] = useState(false);
  const streetInvalid = Boolean(getIn(errors, 'address.street') && getIn(touched, 'address.street'));
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

  return (
    <fieldset className="mfo-subblock">
      <legend className="mfo-subblock__title">{text.addressTitle}</legend>
      {saved.length > 0 && (
        <fieldset className="mfo-saved">
          <legend className="mfo-field__label">{text.savedTitle}</legend>
          {saved.map((address) => (
            <div key={address.id} className="mfo-saved__row">
              <label className={`mfo-saved__option${values.saved_address_id === String(address.id) ? ' mfo-saved__option--on' : ''}`}>
                <input
                  type="radio"
                  name="saved_address_id"
                  value={String(address.id)}
                  checked={values.saved_address_id === String(address.id)}
                  onChange={() => chooseSaved(String(address.id))}
                />
                <span>{address.title}</span>
              </label>
              <button type="button" className="mfo-saved__delete" aria-label={text.deleteAddress(address.title)} onClick={() => void remove(address)}>
                ×
              </button>
            </div>
          ))}
          <label className={`mfo-saved__option${values.saved_address_id === 'new' ? ' mfo-saved__option--on' : ''}`}>
            <input type="radio" name="saved_address_id" value="new" checked={values.saved_address_id === 'new'} onChange={() => chooseSaved('new')} />
            <span>{text.newAddress}</span>
          </label>
          {deleteFailed && (
            <p role="alert" className="mfo-block__error">
              {text.deleteFailed}
            </p>
          )}
        </fieldset>
      )}
      <div className="mfo-field">
        <label className="mfo-field__label" htmlFor="mfo-address-city">
          {text.city}
        </label>
        <input id="mfo-address-city" className="mfo-input" value={city?.title ?? ''} readOnly aria-describedby="mfo-address-city-hint" />
        <p id="mfo-address-city-hint" className="mfo-field__hint">
          {shopCourier ? text.courierCityHint : text.cityHint}
        </p>
      </div>
      <div className="mfo-field">
        <label className="mfo-field__label" htmlFor="mfo-address-street">
          {text.street}
          <span aria-hidden="true"> *</span>
        </label>
        <StreetCombobox
          id="mfo-address-street"
          value={values.address.street}
          cityId={city?.id ?? null}
          invalid={streetInvalid}
          describedBy={streetInvalid ? 'mfo-address-street-error' : undefined}
          onChange={(value) => void setFieldValue('address.street', value)}
          onBlur={() => void setFieldTouched('address.street', true)}
          onPick={(suggestion) => {
            void setFieldValue('address.street', suggestion.street);
            if (suggestion.house) void setFieldValue('address.house', suggestion.house);
            else document.getElementById('mfo-address-house')?.focus();
          }}
        />
        <ErrorMessage name="address.street">
          {(message) => (
            <p id="mfo-address-street-error" className="mfo-block__error">
              {message}
            </p>
          )}
        </ErrorMessage>
      </div>
      <div className="mfo-address-grid">
        <AddressInput name="house" label={text.house} autoComplete="off" required />
        {SMALL_FIELDS.map(([name, autoComplete]) => (
          <AddressInput key={name} name={name} label={text[name]} autoComplete={autoComplete} />
        ))}
      </div>
      <div className="mfo-field">
        <label className="mfo-field__label" htmlFor="mfo-address-comment">
          {text.comment}
        </label>
        <Field id="mfo-address-comment" as="textarea" className="mfo-input mfo-input--area" name="address.comment" maxLength={ADDRESS_LIMITS.comment + 1} />
        <ErrorMessage name="address.comment" component="p" className="mfo-block__error" />
      </div>
    </fieldset>
  );
}
