import { getEventBus } from 'shared-kit';
import './city.css';
import { messages } from '../../messages';
import { useHeaderCities } from './api/cityApi';

/**
 * The visitor's city in the header and the phone menu (the main city until one is chosen); opens the city
 * window. `onOpen` lets the phone menu close itself first.
 */
export function HeaderCity({ className = 'sh-header__city', onOpen }: { className?: string; onOpen?: () => void }) {
  const { current, main } = useHeaderCities();
  const city = current ?? main;
  return (
    <button
      type="button"
      className={className}
      aria-label={city ? `${messages.cityYours}: ${city.title}. ${messages.cityChoose}` : messages.cityChoose}
      onClick={() => {
        onOpen?.();
        getEventBus().emit('shell:modal-requested', { name: 'cityModal' });
      }}
    >
      <span aria-hidden="true">📍</span> {city?.title ?? messages.cityChoose}
    </button>
  );
}
