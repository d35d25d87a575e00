import type { PersonalTopDto } from 'api-contracts';
import type { Identity } from '../../plugins/identity';
import type { CatalogRepository } from '../catalog/index';
import { toProductDto } from '../catalog/index';
import type { PersonalTopRepository } from './personal-top-repository';

/** Products the personal selection shows at most. */
export const PERSONAL_TOP_LIMIT = 12;

/** Titles of the selection: picked for the customer, or the shop's bestsellers when nothing is known. */
export const PERSONAL_TOP_TITLES = { personal: 'Подобрали для вас', bestsellers: 'Хиты продаж' } as const;

/**
 * `GET /api/selection/personal_top`: for a signed-in customer, what suits what they bought and viewed;
 * signed out, or when nothing is known yet, the shop's bestsellers.
 */
export async function getPersonalTop(
  catalog: Pick<CatalogRepository, 'findProductCards'>,
  repository: PersonalTopRepository,
  identity: Identity,
): Promise<PersonalTopDto> {
  const personal = identity.kind === 'account' ? await repository.listPersonalIds(identity.accountId, PERSONAL_TOP_LIMIT) : [];
  const ids = personal.length > 0 ? personal : await repository.listBestsellerIds(PERSONAL_TOP_LIMIT);
  const cards = await catalog.findProductCards(ids);
  return { title: personal.length > 0 ? PERSONAL_TOP_TITLES.personal : PERSONAL_TOP_TITLES.bestsellers, items: cards.map(toProductDto) };
}
