import Ajv, { type ValidateFunction } from 'ajv';

/**
 * The API's route schemas for the apps' tests: which route a request goes to, and whether an answer is one
 * the API could send. The schemas come from `contracts/api/openapi.json`, written from the API's own route
 * schemas by `npm run contracts -w api` (a test of the API fails while it is stale).
 *
 * An answer is checked as the API's serializer would treat it: a property the schema does not list is an
 * error here (the API would drop it, so a page relying on it would work only in tests).
 */

interface Schema {
  [keyword: string]: unknown;
  $ref?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  allOf?: Schema[];
  nullable?: boolean;
}

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

// Loaded with require: an import would make TypeScript infer the literal type of the whole 0.5 MB document.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const document = require('../contracts/api/openapi.json') as OpenApiDocument;

const COMPONENT_REF = /^#\/components\/schemas\/(.+)$/;
const rawComponents = document.components?.schemas ?? {};

function resolve(schema: Schema): Schema {
  const name = schema.$ref && COMPONENT_REF.exec(schema.$ref)?.[1];
  return name ? resolve(rawComponents[name]) : schema;
}

/** The branches of an `allOf` of objects as one object, so that it can be closed as a whole. */
function mergeAllOf(branches: Schema[]): Schema {
  const parts = branches.map(resolve);
  return {
    type: 'object',
    required: [...new Set(parts.flatMap((part) => part.required ?? []))],
    properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})) as Record<string, Schema>,
  };
}

/** `schema` with every object that lists its properties closed to others (`additionalProperties: false`). */
function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (!schema || typeof schema !== 'object') return schema;
  const source = schema as Schema;
  if (source.allOf && source.allOf.every((branch) => resolve(branch).properties)) {
    const { allOf, ...rest } = source;
    return closed({ ...rest, ...mergeAllOf(allOf) });
  }
  const copy: Schema = {};
  for (const [keyword, value] of Object.entries(source)) {
    copy[keyword] =
      keyword === 'properties'
        ? Object.fromEntries(
            Object.entries(value as Record<string, Schema>).map(([name, property]) => [
              name,
              closed(property),
            ]),
          )
        : ['enum', 'required', 'const', 'default'].includes(keyword)
          ? value
          : closed(value);
  }
  if (copy.properties && copy.additionalProperties === undefined) copy.additionalProperties = false;
  return copy;
}

const components = closed(rawComponents) as Record<string, Schema>;

const ajv = new Ajv({ allErrors: true, strict: false, logger: false });
ajv.addFormat('date-time', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
ajv.addFormat('binary', () => true);

/** `get` of `/api/cart/list` as `GET /cart/list`, the key the apps' HTTP client (base `/api`) calls it by. */
const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/^\/api(?=\/)/, '')}`;

interface RouteTemplate {
  key: string;
  method: string;
  pattern: RegExp;
  /** Static routes first, then those with fewer parameters; the catch-all last. */
  rank: number;
}

const templates: RouteTemplate[] = Object.entries(document.paths)
  .flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => {
      const key = keyOf(method, path);
      const route = key.slice(key.indexOf(' ') + 1);
      const source = route
        .split(/(\{[^}]+\})/)
        .map((part) =>
          part === '{*}'
            ? '.*'
            : /^\{.+\}$/.test(part)
              ? '[^/]+'
              : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('');
      const parameters = (route.match(/\{[^}]+\}/g) ?? []).length;
      return {
        key,
        method: method.toUpperCase(),
        pattern: new RegExp(`^${source}$`),
        rank: route.includes('{*}') ? 1000 : parameters,
      };
    }),
  )
  .sort((a, b) => a.rank - b.rank);

/**
 * The API route a request of the apps' HTTP client goes to, e.g. `GET /category/{*}` for
 * `GET /category/vitaminy`; undefined for a path the API does not have.
 */
export function apiRouteOf(method: string, url: string): string | undefined {
  const path = url.split(/[?#]/)[0].replace(/(.)\/+$/, '$1');
  const upper = method.toUpperCase();
  return templates.find((template) => template.method === upper && template.pattern.test(path))?.key;
}

function answerSchemaOf(route: string): Schema | undefined {
  const [method, path] = route.split(' ');
  const operation = document.paths[`/api${path}`]?.[method.toLowerCase()];
  const schemas = Object.entries(operation?.responses ?? {})
    .filter(([status]) => /^2\d\d$/.test(status))
    .flatMap(([, answer]) => Object.entries(answer.content ?? {}))
    .filter(([type]) => type.startsWith('application/json'))
    .map(([, media]) => media.schema)
    .filter((schema): schema is Schema => schema !== undefined);
  if (schemas.length === 0) return undefined;
  return schemas.length === 1 ? schemas[0] : { anyOf: schemas };
}

const validators = new Map<string, ValidateFunction | null>();

function validatorOf(route: string): ValidateFunction | null {
  if (!validators.has(route)) {
    const schema = answerSchemaOf(route);
    validators.set(
      route,
      schema ? ajv.compile({ ...(closed(schema) as Schema), components: { schemas: components } }) : null,
    );
  }
  return validators.get(route) ?? null;
}

/**
 * What is wrong with `data` as a success answer of `route` (`GET /cart/list`), one line per problem with
 * its place in the answer; empty when the API could send it, or when the route answers no JSON.
 */
export function apiAnswerProblems(route: string, data: unknown): string[] {
  const validate = validatorOf(route);
  if (!validate || validate(data)) return [];
  return (validate.errors ?? []).map((error) => {
    const extra =
      error.keyword === 'additionalProperties' ? ` «${String(error.params.additionalProperty)}»` : '';
    return `${error.instancePath || '(the answer)'} ${error.message ?? 'is wrong'}${extra}`;
  });
}
