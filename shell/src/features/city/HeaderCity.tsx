import { useEffect } from 'react';
import { getEventBus } from 'shared-kit';
import { useShellDispatch, useShellSelector } from '../../app/store';
import './city.css';
import { messages } from '../../messages';
import { citiesRequested } from './citySlice';

/** The visitor's city in the header (the main city until one is chosen); opens the city window. */
export function HeaderCity() {
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
      className="sh-header__city"
      aria-label={city ? `${messages.cityYours}: ${city.title}. ${messages.cityChoose}` : messages.cityChoose}
      onClick={() => getEventBus().emit('shell:modal-requested', { name: 'cityModal' })}
    >
      <span aria-hidden="true">📍</span> {city?.title ?? messages.cityChoose}
    </button>
  );
}
