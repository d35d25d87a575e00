import { useCallback, useEffect, useState } from 'react';
import { Modal, getEventBus } from 'shared-kit';
import type { CityDto } from 'shared-kit/contracts';
import './city.css';
import { messages } from '../../messages';
import { useChooseCityMutation, useCities, useLazySearchCitiesQuery } from './cityApi';

/** Search waits this long after the last key (docs/product.md §9). */
export const CITY_SEARCH_DEBOUNCE_MS = 500;
/** Shortest search, counted after trimming (docs/product.md §5). */
export const CITY_QUERY_MIN_LENGTH = 3;

type Search = { state: 'none' } | { state: 'loading' } | { state: 'done'; results: CityDto[] } | { state: 'failed' };

/** Runs the search 500 ms after the last change of a query of 3 or more characters; fewer clears it. */
function useCitySearch(query: string): Search {
  const [search, setSearch] = useState<Search>({ state: 'none' });
  const [searchCities] = useLazySearchCitiesQuery();
  const trimmed = query.trim();
  useEffect(() => {
    if (trimmed.length < CITY_QUERY_MIN_LENGTH) {
      setSearch({ state: 'none' });
      return undefined;
    }
    let running: ReturnType<typeof searchCities> | null = null;
    let stale = false;
    const timer = setTimeout(() => {
      setSearch({ state: 'loading' });
      running = searchCities(trimmed);
      running
        .unwrap()
        .then((page) => setSearch({ state: 'done', results: page.results }))
        .catch((error: unknown) => {
          if (stale) return;
          console.warn('[shell] city search failed', error);
          setSearch({ state: 'failed' });
        });
    }, CITY_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      stale = true;
      running?.abort();
    };
  }, [trimmed, searchCities]);
  return search;
}

function CityList({ cities, current, onChoose }: { cities: CityDto[]; current: CityDto | null; onChoose: (city: CityDto) => void }) {
  return (
    <ul className="sh-city__list">
      {cities.map((city) => (
        <li key={city.id}>
          <button
            type="button"
            className={`sh-city__item${city.id === current?.id ? ' sh-city__item--current' : ''}`}
            aria-current={city.id === current?.id ? 'true' : undefined}
            onClick={() => onChoose(city)}
          >
            <span className="sh-city__title">{city.title}</span>
            <span className="sh-city__region">{city.region}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

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
        {search.state === 'none' && status === 'failed' && (
          <p role="alert" className="sh-field-error">
            {messages.cityLoadFailed}
          </p>
        )}
        {search.state === 'none' && <CityList cities={defaults} current={current} onChoose={choose} />}
        {search.state === 'loading' && <p className="sh-city__loading">{messages.pageLoading}</p>}
        {search.state === 'failed' && (
          <p role="alert" className="sh-field-error">
            {messages.cityLoadFailed}
          </p>
        )}
        {search.state === 'done' &&
          (search.results.length > 0 ? (
            <CityList cities={search.results} current={current} onChoose={choose} />
          ) : (
            <p className="sh-city__empty">{messages.cityNotFound}</p>
          ))}
      </div>
    </Modal>
  );
}
