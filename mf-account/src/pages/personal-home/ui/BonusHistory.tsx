import { usePagedList } from 'shared-kit';
import type { BonusEntryDto } from 'shared-kit/contracts';
import { formatDate, useBonusHistoryInfiniteQuery, EVERY_VISIT, readListPage } from '../../../shared/api';
import { PagedListView } from '../../../widgets/cabinet-layout';
import { messages } from '../../../messages';

const text = messages.cabinet;

/** `+300` for points added, `−150` (a real minus) for points taken. */
const signed = (delta: number) => (delta < 0 ? `−${Math.abs(delta)}` : `+${delta}`);

function BonusEntries({ entries }: { entries: BonusEntryDto[] }) {
  return (
    <ul className="mfa-bonus-history" aria-label={text.bonusHistory}>
      {entries.map((entry) => (
        <li key={entry.id} className="mfa-bonus-entry">
          <span className="mfa-muted mfa-bonus-entry__date">{formatDate(entry.created_at)}</span>
          <span className="mfa-bonus-entry__title">{entry.title}</span>
          <span
            className={`mfa-bonus-entry__delta mfa-bonus-entry__delta--${entry.delta < 0 ? 'minus' : 'plus'}`}
          >
            {signed(entry.delta)}
          </span>
          <span className="mfa-muted mfa-bonus-entry__balance">{text.bonusBalanceAfter(entry.balance)}</span>
        </li>
      ))}
    </ul>
  );
}

/** 'История бонусов': the ledger of `GET /api/personal/bonuses`, newest first; 'Показать ещё' appends. */
export function BonusHistory() {
  const list = usePagedList(useBonusHistoryInfiniteQuery({ pageSize: 10 }, EVERY_VISIT), readListPage);
  return (
    <section className="mfa-home__history">
      <h2 className="mfa-home__subtitle">{text.bonusHistory}</h2>
      <PagedListView
        list={list}
        empty={{ title: text.bonusHistoryEmpty }}
        renderItems={(entries) => <BonusEntries entries={entries} />}
      />
    </section>
  );
}
