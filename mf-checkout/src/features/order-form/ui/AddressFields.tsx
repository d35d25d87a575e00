import { ErrorMessage, Field, getIn, useFormikContext } from 'formik';
import type { DeliveryCityDto, SavedAddressDto } from 'shared-kit/contracts';
import { ADDRESS_LIMITS, deliveryText as text } from '../model/deliveryText';
import type { OrderFormValues } from '../model/schema';
import { StreetCombobox } from './StreetCombobox';
import { useSavedAddresses } from '../model/useSavedAddresses';
import { AddressInput } from './AddressInput';
import { SavedAddresses } from './SavedAddresses';

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

/**
 * The courier's address: the customer's saved addresses first (choosing one fills the fields, each can
 * be deleted), then the city (the chosen one, not typed), the street with suggestions, the house and
 * the rest. Street and house are required.
 */
export function AddressFields({ city, shopCourier, saved, onSavedChange }: AddressFieldsProps) {
  const { values, errors, touched, setFieldValue, setFieldTouched } = useFormikContext<OrderFormValues>();
  const { chosenId, chooseSaved, remove, deleteFailed } = useSavedAddresses(saved, onSavedChange);
  const streetInvalid = Boolean(getIn(errors, 'address.street') && getIn(touched, 'address.street'));

  return (
    <fieldset className="mfo-subblock">
      <legend className="mfo-subblock__title">{text.addressTitle}</legend>
      {saved.length > 0 && (
        <SavedAddresses saved={saved} chosenId={chosenId} deleteFailed={deleteFailed} onChoose={chooseSaved} onDelete={(address) => void remove(address)} />
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
