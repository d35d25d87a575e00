import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { infoLoaded, selectAccount, useAccountDispatch, useAccountSelector } from '../../entities/account';
import { getAccountInfo, getPersonalSummary } from '../../shared/api/accountApi';
import { useResource } from '../../shared/lib/useResource';
import { CabinetLayout, ResourceStatus } from '../../widgets/cabinet-layout';
import { messages } from '../../messages';
import './PersonalHomePage.css';

const text = messages.cabinet;

/** `/personal` (guarded): who is signed in, with the way to each part of the cabinet. */
export function PersonalHomePage() {
  const dispatch = useAccountDispatch();
  const state = useResource(getAccountInfo, 'info');
  const summary = useResource(getPersonalSummary, 'summary');
  const { favourites, waitlist } = useAccountSelector(selectAccount);

  useEffect(() => {
    if (state.kind === 'ready') dispatch(infoLoaded(state.data));
  }, [dispatch, state]);

  return (
    <CabinetLayout title={text.title}>
      {state.kind === 'ready' ? (
        <>
          <div className="mfa-card mfa-home__who">
            <p className="mfa-home__greeting">
              {text.greeting([state.data.name, state.data.surname].filter(Boolean).join(' '))}
            </p>
            <dl className="mfa-home__contacts">
              <div>
                <dt>{text.email}</dt>
                <dd>{state.data.email}</dd>
              </div>
              {state.data.phone && (
                <div>
                  <dt>{text.phone}</dt>
                  <dd>{state.data.phone}</dd>
                </div>
              )}
            </dl>
            <p className="mfa-muted">{text.intro}</p>
          </div>
          {summary.kind === 'ready' && (
            <div className="mfa-card mfa-home__bonus">
              <span>{text.bonus}</span>
              <strong>{text.bonusPoints(summary.data.bonus_balance)}</strong>
              <span className="mfa-muted">{text.bonusHint}</span>
            </div>
          )}
          <ul className="mfa-home__tiles">
            <li>
              <Link className="mfa-home__tile" to="/personal/orders">
                {text.links.orders}
              </Link>
            </li>
            <li>
              <Link className="mfa-home__tile" to="/personal/favourites">
                {text.links.favourites}
                {favourites.quantity > 0 && <span className="mfa-home__count">{favourites.quantity}</span>}
              </Link>
            </li>
            <li>
              <Link className="mfa-home__tile" to="/personal/waitlist">
                {text.links.waitlist}
                {waitlist.quantity > 0 && <span className="mfa-home__count">{waitlist.quantity}</span>}
              </Link>
            </li>
            <li>
              <Link className="mfa-home__tile" to="/personal/reviews">
                {text.links.reviews}
              </Link>
            </li>
          </ul>
        </>
      ) : (
        <ResourceStatus state={state} />
      )}
    </CabinetLayout>
  );
}
