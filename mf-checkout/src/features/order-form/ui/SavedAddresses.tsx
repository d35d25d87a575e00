import type { SavedAddressDto } from 'shared-kit/contracts';
import { deliveryText as text } from '../model/deliveryText';

/** Props of {@link SavedAddresses}. */
interface SavedAddressesProps {
  saved: SavedAddressDto[];
  chosenId: string;
  deleteFailed: boolean;
  onChoose: (id: string) => void;
  onDelete: (address: SavedAddressDto) => void;
}

/** The customer's saved addresses as radios, each with a delete button, and «a new address» last. */
export function SavedAddresses({ saved, chosenId, deleteFailed, onChoose, onDelete }: SavedAddressesProps) {
  return (
    <fieldset className="mfo-saved">
      <legend className="mfo-field__label">{text.savedTitle}</legend>
      {saved.map((address) => (
        <div key={address.id} className="mfo-saved__row">
          <label className={`mfo-saved__option${chosenId === String(address.id) ? ' mfo-saved__option--on' : ''}`}>
            <input
              type="radio"
              name="saved_address_id"
              value={String(address.id)}
              checked={chosenId === String(address.id)}
              onChange={() => onChoose(String(address.id))}
            />
            <span>{address.title}</span>
          </label>
          <button type="button" className="mfo-saved__delete" aria-label={text.deleteAddress(address.title)} onClick={() => onDelete(address)}>
            ×
          </button>
        </div>
      ))}
      <label className={`mfo-saved__option${chosenId === 'new' ? ' mfo-saved__option--on' : ''}`}>
        <input type="radio" name="saved_address_id" value="new" checked={chosenId === 'new'} onChange={() => onChoose('new')} />
        <span>{text.newAddress}</span>
      </label>
      {deleteFailed && (
        <p role="alert" className="mfo-block__error">
          {text.deleteFailed}
        </p>
      )}
    </fieldset>
  );
}
