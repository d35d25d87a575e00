import { ErrorMessage } from 'formik';
import { formatPrice } from 'shared-kit';
import type { DeliveryKeyDto, DeliveryOptionDto, OrderDraftDto, SavedAddressDto } from 'shared-kit/contracts';
import { messages } from '../../../messages';
import { DeliveryDetails } from './DeliveryDetails';

const text = messages.order;

function DeliveryCard({ option }: { option: DeliveryOptionDto }) {
  return (
    <span className="mfo-choice__body">
      <span className="mfo-choice__title">{option.title}</span>
      {option.address && <span className="mfo-choice__hint">{option.address}</span>}
      <span className="mfo-choice__hint">{option.term}</span>
      <span className="mfo-choice__price">{option.price > 0 ? formatPrice(option.price) : text.deliveryFree}</span>
    </span>
  );
}

interface DeliveryFieldsetProps {
  draft: OrderDraftDto;
  chosen: string;
  saved: SavedAddressDto[];
  onSavedChange: (saved: SavedAddressDto[]) => void;
  disabled: boolean;
  failed: boolean;
  onPick: (key: DeliveryKeyDto) => void;
}

/** The ways to receive the order as cards, the details the chosen one needs (address, pickup point). */
export function DeliveryFieldset({ draft, chosen, saved, onSavedChange, disabled, failed, onPick }: DeliveryFieldsetProps) {
  return (
    <fieldset className="mfo-block" disabled={disabled}>
      <legend className="mfo-block__title">{text.delivery}</legend>
      <div className="mfo-choices" role="radiogroup" aria-label={text.delivery}>
        {draft.availableDelivery.map((option) => (
          <label key={option.key} className={`mfo-choice${chosen === option.key ? ' mfo-choice--on' : ''}`}>
            <input
              type="radio"
              name="delivery_key"
              value={option.key}
              aria-label={option.title}
              checked={chosen === option.key}
              onChange={() => onPick(option.key)}
            />
            <DeliveryCard option={option} />
          </label>
        ))}
      </div>
      <ErrorMessage name="delivery_key" component="p" className="mfo-block__error" />
      <DeliveryDetails draft={draft} saved={saved} onSavedChange={onSavedChange} />
      {failed && (
        <p role="alert" className="mfo-block__error">
          {text.deliveryFailed}
        </p>
      )}
    </fieldset>
  );
}
