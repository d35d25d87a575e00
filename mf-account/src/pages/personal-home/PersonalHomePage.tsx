import { Link } from 'react-router-dom';
import { displayPhone, queryStateOf } from 'shared-kit';
import { selectAccount, useAccountInfoQuery, useAccountSelector } from '../../entities/account';
import { usePersonalSummaryQuery, EVERY_VISIT } from '../../shared/api';
import { CabinetLayout, ResourceStatus } from '../../widgets/cabinet-layout';
import { messages } from '../../messages';
import { BonusHistory } from './ui/BonusHistory';
import { LastOrder } from './ui/LastOrder';
import { PersonalTop } from './ui/PersonalTop';
import './PersonalHomePage.css';

const text = messages.cabinet;

/** A shortcut to a part of the cabinet with how many things are there (once known). */
function Tile({ to, title, count }: { to: string; title: string; count: number | null }) {
  return (
    <li>
      <Link className="mfa-home__tile" to={to}>
        {title}
        {count !== null && <span className="mfa-home__count">{count}</span>}
      </Link>
    </li>
  );
}

/**
 * `/personal` (guarded): who is signed in, the bonus balance with its history, the last order, the
 * way to each part of the cabinet with its count, and products picked for the customer.
 */
export function PersonalHomePage() {
  // The account read here also lands in the account slice (the header's popup shows it).
  const state = queryStateOf(useAccountInfoQuery(undefined, EVERY_VISIT));
  const summaryQuery = usePersonalSummaryQuery(undefined, EVERY_VISIT);
  const summary = queryStateOf(summaryQuery);
  const reloadSummary = () => void summaryQuery.refetch();
  const { favourites, waitlist } = useAccountSelector(selectAccount);

  const counts = summary.status === 'ready' ? summary.data : null;

  return (
    <CabinetLayout title={text.title}>
      {state.status === 'ready' ? (
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
                  <dd>{displayPhone(state.data.phone)}</dd>
                </div>
              )}
            </dl>
            <p className="mfa-muted">{text.intro}</p>
          </div>
          {summary.status === 'failed' && <ResourceStatus status={summary.status} onRetry={reloadSummary} />}
          {summary.status === 'ready' && (
            <div className="mfa-card mfa-home__bonuses">
              <div className="mfa-home__bonus">
                <span>{text.bonus}</span>
                <strong>{text.bonusPoints(summary.data.bonus_balance)}</strong>
                <span className="mfa-muted">{text.bonusHint}</span>
              </div>
              <BonusHistory />
            </div>
          )}
          {summary.status === 'ready' && summary.data.last_order && (
            <LastOrder order={summary.data.last_order} />
          )}
          <ul className="mfa-home__tiles">
            <Tile to="/personal/orders" title={text.links.orders} count={counts?.orders ?? null} />
            <Tile
              to="/personal/favourites"
              title={text.links.favourites}
              count={counts?.favourites ?? (favourites.quantity || null)}
            />
            <Tile
              to="/personal/waitlist"
              title={text.links.waitlist}
              count={counts?.waitlist ?? (waitlist.quantity || null)}
            />
            <Tile
              to="/personal/reviews"
              title={text.awaitingReview}
              count={counts?.awaiting_review ?? null}
            />
          </ul>
          <PersonalTop />
        </>
      ) : (
        <ResourceStatus status={state.status} />
      )}
    </CabinetLayout>
  );
}
