import { useEffect, useState } from 'react';
import { ErrorMessage, useFormikContext } from 'formik';
import type { DeliveryCityDto, PickupPointDto } from 'shared-kit/contracts';
import { useLazyPickupPointsQuery } from '../../../shared/api';
import { deliveryText as text } from '../model/deliveryText';
import type { OrderFormValues } from '../model/schema';

/** Wait after the last key of the filter before asking again. */
const DEBOUNCE_MS = 250;

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; city: string; items: PickupPointDto[] };

/**
 * The pickup point picker without a map: the postal service's points of the delivery city as a list of
 * radio cards (kind, title, address, hours), narrowed by a text filter.
 */
export function PickupPointPicker({ city }: { city: DeliveryCityDto | null }) {
  const { values, setFieldValue, errors, submitCount } = useFormikContext<OrderFormValues>();
  const [query, setQuery] = useState('');
  const [state, setState] = useState<State>({ status: 'loading' });
  const cityId = city?.id ?? null;
  const [listPickupPoints] = useLazyPickupPointsQuery();

  useEffect(() => {
    let running: ReturnType<typeof listPickupPoints> | null = null;
    let stale = false;
    const timer = setTimeout(
      () => {
        running = listPickupPoints({ cityId, query });
        running
          .unwrap()
          .then((list) => setState({ status: 'ready', city: list.city?.title ?? city?.title ?? '', items: list.items }))
          .catch((error: unknown) => {
            if (stale) return;
            console.warn('[mf_checkout] pickup points failed', error);
            setState({ status: 'failed' });
          });
      },
      query ? DEBOUNCE_MS : 0,
    );
    return () => {
      clearTimeout(timer);
      stale = true;
      running?.abort();
    };
  }, [cityId, city?.title, query, listPickupPoints]);

  const invalid = Boolean(errors.pickup_point_id && submitCount > 0);
  return (
    <fieldset className="mfo-subblock" aria-describedby={invalid ? 'mfo-point-error' : undefined}>
      <legend className="mfo-subblock__title">{text.pointTitle}</legend>
      <div className="mfo-field">
        <label className="mfo-field__label" htmlFor="mfo-point-filter">
          {text.pointFilter}
        </label>
        <input id="mfo-point-filter" className="mfo-input" type="search" value={query} maxLength={100} onChange={(event) => setQuery(event.target.value)} />
      </div>
      {state.status === 'loading' && <p aria-busy="true">{text.pointsLoading}</p>}
      {state.status === 'failed' && (
        <p role="alert" className="mfo-block__error">
          {text.pointsFailed}
        </p>
      )}
      {state.status === 'ready' && state.items.length === 0 && <p role="status">{query.trim() ? text.pointsEmpty : text.pointsNone}</p>}
      {state.status === 'ready' && state.items.length > 0 && (
        <div className="mfo-points" role="radiogroup" aria-label={text.pointsIn(state.city)}>
          {state.items.map((point) => (
            <label key={point.id} className={`mfo-choice mfo-point${values.pickup_point_id === point.id ? ' mfo-choice--on' : ''}`}>
              <input
                type="radio"
                name="pickup_point_id"
                value={point.id}
                checked={values.pickup_point_id === point.id}
                onChange={() => void setFieldValue('pickup_point_id', point.id)}
              />
              <span className="mfo-choice__body">
                <span className="mfo-choice__title">{point.title}</span>
                <span className="mfo-choice__hint">
                  {point.kind_title}, {point.address}
                </span>
                <span className="mfo-choice__hint">
                  {text.hours}: {point.hours}
                </span>
              </span>
            </label>
          ))}
        </div>
      )}
      <ErrorMessage name="pickup_point_id">
        {(message) => (
          <p id="mfo-point-error" className="mfo-block__error">
            {message}
          </p>
        )}
      </ErrorMessage>
    </fieldset>
  );
}
