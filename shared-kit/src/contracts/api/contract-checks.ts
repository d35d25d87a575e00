/**
 * Compile-time proof that the hand-written DTOs (answers.ts: `ApiAnswers`, `ApiBodies`, `ApiQueries`) are
 * what the API's route schemas say (generated.ts: `ApiRoutes`, written by `npm run contracts -w api`).
 * Routes whose shapes the contracts package writes (`ShapedAnswers`, ADR 0047) need no proof: their types
 * are those of the schemas themselves, and generated.ts leaves them out. Each module converted there leaves
 * this file with its exceptions.
 * Nothing here runs; `npm run typecheck -w shared-kit` (and of every package compiling the contracts)
 * fails naming the route, e.g. `Type '"GET /cart/list"' does not satisfy the constraint 'never'`.
 *
 * By default a DTO must be the schema's type exactly: the same properties, each as optional or required,
 * of the same types, nested objects included. Two lists below relax that for named routes, each with the
 * reason; an entry that is no longer needed is an error too, so the lists only shrink as schemas improve.
 */
import type { ShapedAnswers } from 'contracts';
import type { ApiAnswers as AllAnswers, ApiBodies as AllBodies, ApiQueries as AllQueries } from './answers';
import type { ApiRoutes } from './generated';

/** The maps' routes still written by hand, the only ones checked here. */
type ApiAnswers = Omit<AllAnswers, keyof ShapedAnswers>;
type ApiBodies = Omit<AllBodies, keyof ShapedAnswers>;
type ApiQueries = Omit<AllQueries, keyof ShapedAnswers>;

/** A part (`response`, `body`, `query`) of a generated route, `lang` left out of queries. */
type RoutePart<K, P extends 'response' | 'body' | 'query'> = K extends keyof ApiRoutes
  ? ApiRoutes[K] extends { [key in P]: infer T }
    ? P extends 'query'
      ? Omit<T, 'lang'>
      : T
    : never
  : never;

/** Interfaces, intersections and type literals alike as plain object types, all the way down. */
type Plain<T> = T extends readonly (infer U)[]
  ? Plain<U>[]
  : T extends object
    ? { [K in keyof T]: Plain<T[K]> }
    : T;

/** Exactly the same type (optional and required told apart, no extra optional property allowed). */
type Same<A, B> =
  (<T>() => T extends Plain<A> ? 1 : 2) extends <T>() => T extends Plain<B> ? 1 : 2 ? true : false;

/** Literal types as their primitive: `'male' | null` → `string | null`, `true` → `boolean`. */
type Widen<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends readonly (infer U)[]
        ? Widen<U>[]
        : T extends object
          ? { [K in keyof T]: Widen<T[K]> }
          : T;

/** Every property name of every member of a union. */
type KeysOf<T> = T extends unknown ? keyof T : never;
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** The DTO fits the schema and is the schema's type once its literals are widened. */
type Narrows<Dto, Schema> = [Dto] extends [Schema] ? Same<Widen<Dto>, Widen<Schema>> : false;

/** Properties `U` left aside, the DTO fits the schema and has the same property names. */
type Fits<Dto, Schema, U extends PropertyKey> = [OmitEach<Dto, U>] extends [OmitEach<Schema, U>]
  ? Same<KeysOf<OmitEach<Dto, U>>, KeysOf<OmitEach<Schema, U>>>
  : false;

/**
 * Routes whose DTO names the exact values where the schema only says `string`, `number` or `boolean`
 * (the API sends only those). Checked with {@link Narrows}. Each is a schema to tighten with an `enum`
 * or `const`; the value says where.
 */
interface NarrowedAnswers {
  'GET /personal/info': 'gender';
  'GET /reviews/model/{modelId}': 'rating, price_status, quality_status, statusCode, rating_counts';
  'GET /reviews/{id}': 'rating, price_status, quality_status, statusCode, rating_counts';
  'GET /selection/{*}': 'key of a product selection';
  'POST /callback': 'success: true';
  'POST /feedback': 'success: true';
  'POST /personal/avatar': 'gender';
  'POST /personal/avatar/remove': 'gender';
  'POST /personal/email_change': 'success: true';
  'POST /personal/email_change/confirm': 'gender';
  'POST /personal/email_login': 'success: true when the code was sent';
  'POST /personal/registration': 'success: true';
  'POST /personal/update': 'gender';
  'POST /subscriber': 'success: true';
}

/**
 * Routes whose schema is looser in structure than the DTO, checked with {@link Fits}: the value names the
 * properties left out of the comparison (`never` when none), each for the reason given.
 */
interface LooseAnswers {
  /** `facets`: one object type with optional `values`, `min`, `max` for both kinds of facet (the DTO: a union by `type`); `sorting`: a string. */
  'GET /category': never;
  'GET /category/{*}': never;
  'GET /products/filters': never;
  /** `last_order` is any object there (its schema says only "OrderDto" in words). */
  'GET /personal': 'last_order';
  /**
   * One object with every field optional (the DTO: a union by `status`); the schema still lists `token`,
   * which the route no longer sends (the key goes into the HttpOnly cookie).
   */
  'POST /auth/yandex/handoff': 'token';
}

/** Bodies the DTO describes more strictly than the schema (which takes them as forms too, or checks them in code). */
interface LooseBodies {
  /** The schema has every field optional: the route answers each missing field with its own Russian message. */
  'POST /callback': never;
  'POST /feedback': never;
  'POST /subscriber': never;
  /** The DTO serves both steps: `code` is only for `/confirm` (the schema of the first step has none). */
  'POST /personal/email_change': 'code';
}

/** Routes no app calls: the 1C exchange, the operators' API, the payment provider's notices, the health checks and probes. */
export type ServerOnlyRoutes =
  | 'GET /exchange/1c'
  | 'POST /exchange/1c'
  | 'GET /health'
  | 'GET /health/live'
  | 'GET /health/ready'
  | 'GET /operator/actions'
  | 'GET /operator/orders'
  | 'GET /operator/reviews'
  | 'GET /operator/vitals'
  | 'POST /operator/orders/{id}/status'
  | 'POST /operator/reviews/{id}/answer'
  | 'POST /operator/reviews/{id}/decision'
  | 'POST /payments/webhook/yookassa';

/** Fails to compile unless `T` is `never`; the error names what `T` holds (`& string` makes it spell the routes out). */
type ExpectNone<T extends never> = T;

type Failing<Map, P extends 'response' | 'body' | 'query'> = {
  [K in keyof Map]: Same<Map[K], RoutePart<K, P>> extends true ? never : K;
}[keyof Map];
type FailingNarrowed<Map, P extends 'response' | 'body'> = {
  [K in keyof Map]: K extends keyof ApiAnswers
    ? Narrows<ApiAnswers[K], RoutePart<K, P>> extends true
      ? never
      : K
    : K;
}[keyof Map];
type FailingLoose<Dtos, Map, P extends 'response' | 'body'> = {
  [K in keyof Map]: K extends keyof Dtos
    ? Fits<Dtos[K], RoutePart<K, P>, Map[K] & PropertyKey> extends true
      ? never
      : K
    : K;
}[keyof Map];
/** Exceptions that are no longer needed: the DTO is now exactly the schema's type. */
type NeedlessExceptions<Dtos, Map, P extends 'response' | 'body'> = {
  [K in keyof Map]: K extends keyof Dtos ? (Same<Dtos[K], RoutePart<K, P>> extends true ? K : never) : never;
}[keyof Map];

type RoutesWithBody = {
  [K in keyof ApiRoutes]: ApiRoutes[K] extends { body: unknown } ? K : never;
}[keyof ApiRoutes];
type VoidRoutes = {
  [K in keyof ApiRoutes]: ApiRoutes[K] extends { response: void } ? K : never;
}[keyof ApiRoutes];

/** Every key of the maps is a route of the API. */
export type KnownRoutes = ExpectNone<
  Exclude<keyof ApiAnswers | keyof ApiBodies | keyof ApiQueries, keyof ApiRoutes>
>;
/** Every route of the API is in `ApiAnswers` or said to be server-only; every body of those routes is in `ApiBodies`. */
export type CoveredRoutes = ExpectNone<Exclude<keyof ApiRoutes, keyof ApiAnswers | ServerOnlyRoutes>>;
export type CoveredBodies = ExpectNone<Exclude<Extract<RoutesWithBody, keyof ApiAnswers>, keyof ApiBodies>>;
/** 204 routes answer `void`, and only they. */
export type VoidAnswers = ExpectNone<
  Exclude<VoidRoutes, { [K in keyof ApiAnswers]: ApiAnswers[K] extends void ? K : never }[keyof ApiAnswers]>
>;

export type AnswersMatch = ExpectNone<
  Failing<Omit<ApiAnswers, keyof NarrowedAnswers | keyof LooseAnswers>, 'response'> & string
>;
export type NarrowedAnswersMatch = ExpectNone<FailingNarrowed<NarrowedAnswers, 'response'> & string>;
export type LooseAnswersMatch = ExpectNone<FailingLoose<ApiAnswers, LooseAnswers, 'response'> & string>;
export type BodiesMatch = ExpectNone<Failing<Omit<ApiBodies, keyof LooseBodies>, 'body'> & string>;
export type LooseBodiesMatch = ExpectNone<FailingLoose<ApiBodies, LooseBodies, 'body'> & string>;
export type QueriesMatch = ExpectNone<Failing<ApiQueries, 'query'> & string>;
export type ExceptionsNeeded = ExpectNone<
  (
    | NeedlessExceptions<ApiAnswers, NarrowedAnswers & LooseAnswers, 'response'>
    | NeedlessExceptions<ApiBodies, LooseBodies, 'body'>
  ) &
    string
>;
