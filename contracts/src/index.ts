/**
 * The shop API's shapes, each written once. The API imports these values: Fastify validates requests and
 * serialises answers with them and the OpenAPI document is made from them. The apps take only their types
 * (`import type`, through `shared-kit/contracts`), so nothing of this package reaches a browser.
 */
export * from './schema';
export * from './product';
export * from './cart';
export * from './cities';
export * from './delivery';
export * from './checkout';
export * from './addresses';
export * from './bonuses';
export * from './personal-lists';

import { addressesRoutes } from './addresses';
import { bonusesRoutes } from './bonuses';
import { cartRoutes } from './cart';
import { checkoutRoutes } from './checkout';
import { citiesRoutes } from './cities';
import { favouritesRoutes, waitlistRoutes } from './personal-lists';
import type { AnswersOf, BodiesOf, QueriesOf } from './schema';

/** Every route whose shapes are written here, by `METHOD /path` as the apps call it. */
export const routeShapes = {
  ...cartRoutes,
  ...citiesRoutes,
  ...checkoutRoutes,
  ...favouritesRoutes,
  ...waitlistRoutes,
  ...addressesRoutes,
  ...bonusesRoutes,
};
export type RouteShapeMap = typeof routeShapes;

/** What each route of {@link routeShapes} answers on success (`void` for 204). */
export type ShapedAnswers = AnswersOf<RouteShapeMap>;
/** The JSON body each route of {@link routeShapes} takes. */
export type ShapedBodies = BodiesOf<RouteShapeMap>;
/** The query each route of {@link routeShapes} takes besides `lang`. */
export type ShapedQueries = QueriesOf<RouteShapeMap>;
