import type { BonusEntryDto, PagedDto } from 'api-contracts';
import type { Identity } from '../../plugins/identity';
import { unauthorized } from '../../shared/http-error';
import { toPage } from '../../shared/paging';
import { bonusEntryTitle } from './bonus-rules';
import type { BonusEntryRecord, BonusesRepository } from './bonuses-repository';

function toBonusEntryDto(row: BonusEntryRecord): BonusEntryDto {
  return {
    id: Number(row.id),
    delta: row.delta,
    balance: row.balance_after,
    reason: row.reason,
    title: bonusEntryTitle(row.reason, row.order_id),
    order_id: row.order_id,
    created_at: row.created_at,
  };
}

/** `GET /api/personal/bonuses`: the signed-in customer's bonus history, newest first. */
export async function listBonusHistory(
  bonuses: BonusesRepository,
  identity: Identity,
  query: { page: number; pageSize: number },
): Promise<PagedDto<BonusEntryDto>> {
  if (identity.kind !== 'account') throw unauthorized();
  const rows = await bonuses.listEntries(identity.accountId, query.page, query.pageSize);
  // A page past the end has no rows to carry the total.
  const total = rows[0]?.total ?? (query.page > 1 ? await bonuses.countEntries(identity.accountId) : 0);
  return toPage(rows.map(toBonusEntryDto), query.page, query.pageSize, total);
}
