import { useEffect } from 'react';
import { getEventBus } from 'shared-kit';
import { useShellDispatch, useShellSelector } from '../../app/store';
import './city.css';
import { messages } from '../../messages';
import { citiesRequested } from './citySlice';

/**
 * The visitor's city in the header and the phone menu (the main city until one is chosen); opens the city
 * window. `onOpen` lets the phone menu close itself first.
 */
export function HeaderCity({ className = 'sh-header__city', onOpen }: { className?: string; onOpen?: () => void }) {
  const dispatch = useShellDispatch();
  const { current, main, status } = useShellSelector((state) => state.city);

  useEffect(() => {
    if (status === 'idle') {
      dispatch(citiesRequested())
        .unwrap()
        .catch((error: unknown) => console.warn('[shell] cities unavailable', error));
    }
  }, [status, dispatch]);

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
