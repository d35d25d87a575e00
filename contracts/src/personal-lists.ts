/**
 * A signed-in customer's product lists, the favourites (`/api/favourites/*`) and the waitlist
 * (`/api/waiting/*`): one set of shapes for both. Every route answers only for the owner of the token.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Product } from './product';
import { Paged, pagingQuery, Ref, StringEnum, type RouteShapes } from './schema';

/** Products one page of a list holds when the query does not say. */
export const PERSONAL_LIST_PAGE_SIZE = 12;

/** Sort orders of the favourites and waitlist pages (`?sorting=`); newest added first when it does not say. */
export const PERSONAL_SORTINGS = ['added_desc', 'added_asc', 'price_asc', 'price_desc', 'title'] as const;
export const PersonalListSorting = StringEnum(PERSONAL_SORTINGS, { default: 'added_desc' });

/** How many products the list holds and their ids, most recently added first; `add` and `remove` answer it too. */
export const PersonalListInfo = Type.Object({
  quantity: Type.Integer(),
  products: Type.Array(Type.Integer()),
});

/** A page of the list. */
export const PersonalListQuery = Type.Object({
  ...pagingQuery(PERSONAL_LIST_PAGE_SIZE),
  sorting: Type.Optional(PersonalListSorting),
});

/** One page of the list's product cards. */
export const PersonalListPage = Paged(Ref(Product));

/** The product to add or remove. */
export const ProductRefRequest = Type.Object(
  { product_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Товар' }) },
  { additionalProperties: false },
);

/** The favourites' routes, as the apps call them. */
export const favouritesRoutes = {
  'GET /favourites/info': { response: PersonalListInfo },
  'GET /favourites/list': { querystring: PersonalListQuery, response: PersonalListPage },
  'POST /favourites/add': { body: ProductRefRequest, response: PersonalListInfo },
  'POST /favourites/remove': { body: ProductRefRequest, response: PersonalListInfo },
} as const satisfies RouteShapes;

/** The waitlist's routes, as the apps call them. */
export const waitlistRoutes = {
  'GET /waiting/info': { response: PersonalListInfo },
  'GET /waiting/list': { querystring: PersonalListQuery, response: PersonalListPage },
  'POST /waiting/add': { body: ProductRefRequest, response: PersonalListInfo },
  'POST /waiting/remove': { body: ProductRefRequest, response: PersonalListInfo },
} as const satisfies RouteShapes;

export type PersonalListSortingDto = Static<typeof PersonalListSorting>;
export type PersonalListQueryDto = Static<typeof PersonalListQuery>;
export type ProductRefRequestDto = Static<typeof ProductRefRequest>;
/** How many favourites and which products. */
export type FavouritesInfoDto = Static<typeof PersonalListInfo>;
/** How many products wait for their return to stock and which, most recently added first. */
export type WaitingInfoDto = Static<typeof PersonalListInfo>;
