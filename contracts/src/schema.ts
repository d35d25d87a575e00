/**
 * Building blocks of the shapes. Each writes the JSON schema the API has always validated with (so
 * Fastify's answers, its error messages and the OpenAPI document stay as they were) and gives TypeBox
 * the exact TypeScript type of it.
 */
import { Type, type SchemaOptions, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';

/** `schema` or null, written as `type: [<type>, 'null']` rather than an `anyOf`. */
export function Nullable<T extends TSchema & { type: string }>(
  schema: T,
  options: SchemaOptions = {},
): TUnsafe<Static<T> | null> {
  return Type.Unsafe<Static<T> | null>({ ...schema, ...options, type: [schema.type, 'null'] });
}

/** One of the given strings, written as `{ type: 'string', enum }`; its type is the union of the literals. */
export function StringEnum<const T extends readonly string[]>(
  values: T,
  options: SchemaOptions = {},
): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ ...options, type: 'string', enum: [...values] });
}

/**
 * A reference to a shared shape registered on the API by its `$id` (`{ $ref: 'Product#' }`, a named
 * component of the OpenAPI document); its type is the shape's own.
 */
export function Ref<T extends TSchema>(schema: T): TUnsafe<Static<T>> {
  if (!schema.$id) throw new Error('Ref: the shape has no $id to be referenced by');
  return Type.Unsafe<Static<T>>({ $ref: `${schema.$id}#` });
}

/** One page of a paged list whose items are `item` (shared-kit's `PagedDto`). */
export function Paged<T extends TSchema>(item: T) {
  return Type.Object({
    content: Type.Array(item),
    page: Type.Integer(),
    pageSize: Type.Integer(),
    total: Type.Integer(),
    totalCapped: Type.Boolean(),
    pages: Type.Integer(),
    hasNext: Type.Boolean(),
  });
}

/** `?page&pageSize` of a paged list: pages from 1 to 1000, `pageSize` up to `maxPageSize`. */
export function pagingQuery(defaultPageSize: number, maxPageSize = 100) {
  return {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: maxPageSize, default: defaultPageSize })),
  };
}

/** What a route takes and answers: the parts its handler is typed by, keyed as the apps call it. */
export interface RouteShape {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  /** The success answer; absent for routes answering 204. */
  response?: TSchema;
}

/** Routes by `METHOD /path` as the apps call them (base `/api`, parameters as `{name}`). */
export type RouteShapes = Record<string, RouteShape>;

/** The success answer of each route of `R`, `void` for a route without one (204). */
export type AnswersOf<R extends RouteShapes> = {
  -readonly [K in keyof R]: R[K] extends { response: infer S extends TSchema } ? Static<S> : void;
};

/** The JSON body of each route of `R` that takes one. */
export type BodiesOf<R extends RouteShapes> = {
  -readonly [K in keyof R as R[K] extends { body: TSchema } ? K : never]: R[K] extends {
    body: infer S extends TSchema;
  }
    ? Static<S>
    : never;
};

/** The query of each route of `R` that has one (the API adds `lang` to every route's query itself). */
export type QueriesOf<R extends RouteShapes> = {
  -readonly [K in keyof R as R[K] extends { querystring: TSchema } ? K : never]: R[K] extends {
    querystring: infer S extends TSchema;
  }
    ? Static<S>
    : never;
};
