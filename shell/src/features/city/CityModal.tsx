import { useCallback, useEffect, useState } from 'react';
import { Modal, getEventBus } from 'shared-kit';
import type { CityDto } from 'shared-kit/contracts';
import './city.css';
import { messages } from '../../messages';
import { useChooseCityMutation, useCities } from './api/cityApi';
import { CityList } from './ui/CityList';
import { useCitySearch } from './model/useCitySearch';

export { CITY_QUERY_MIN_LENGTH, CITY_SEARCH_DEBOUNCE_MS } from './model/useCitySearch';

/**
 * The city window (`cityModal`, 800 px): the default list (main and important cities), search results,
 * or 'К сожалению, по вашему запросу не найдено населенных пунктов'. A choice is saved and closes it.
 */
export function CityModal() {
  const [open, setOpen] = useState(false);
  // Subscribed while open: opening after a failed load asks again.
  const { defaults, current, main, status } = useCities(!open);
  const [chooseCity] = useChooseCityMutation();
  const [query, setQuery] = useState('');
  const [saveFailed, setSaveFailed] = useState(false);
  const search = useCitySearch(open ? query : '');

  useEffect(
    () =>
      getEventBus().subscribe('shell:modal-requested', ({ name }) => {
        if (name !== 'cityModal') return;
        setQuery('');
        setSaveFailed(false);
        setOpen(true);
      }),
    [],
  );

  const close = useCallback(() => setOpen(false), []);

  if (!open) return null;
  const choose = (city: CityDto) => {
    setSaveFailed(false);
    chooseCity(city)
      .unwrap()
      .then(close)
      .catch((error: unknown) => {
        console.warn('[shell] city not saved', error);
        setSaveFailed(true);
      });
  };
  const shown = current ?? main;

  return (
    <Modal name="cityModal" title={messages.cityChoose} maxWidth={800} onClose={close}>
      <div className="sh-city">
        {shown && (
          <p className="sh-city__current">
            {messages.cityYours}: <strong>{shown.title}</strong>
          </p>
        )}
        <label className="sh-city__search">
          <span className="sh-visually-hidden">{messages.citySearch}</span>
          <input
            type="search"
            value={query}
            placeholder={messages.citySearchPlaceholder}
            aria-label={messages.citySearch}
            autoComplete="off"
            onChange={(event) => setQuery(event.target.value)}
          />
        </label>
        {saveFailed && (
          <p role="alert" className="sh-field-error">
            {messages.citySaveFailed}
          </p>
        )}
        {search.status === 'idle' && status === 'failed' && (
          <p role="alert" className="sh-field-error">
            {messages.cityLoadFailed}
          </p>
        )}
        {search.status === 'idle' && <CityList cities={defaults} current={current} onChoose={choose} />}
        {search.status === 'loading' && <p className="sh-city__loading">{messages.pageLoading}</p>}
        {search.status === 'failed' && (
          <p role="alert" className="sh-field-error">
            {messages.cityLoadFailed}
          </p>
        )}
        {search.status === 'ready' &&
          (search.results.length > 0 ? (
            <CityList cities={search.results} current={current} onChoose={choose} />
          ) : (
            <p className="sh-city__empty">{messages.cityNotFound}</p>
          ))}
      </div>
    </Modal>
  );
}
