/**
 * Writes the TypeScript contract of the API from its OpenAPI document: the shared schemas
 * (`ApiComponents`) and, per route, the JSON it answers, the JSON body and the query it takes
 * (`ApiRoutes`). The output depends only on the document: routes and shared schemas are sorted,
 * properties keep the order of their schema. Routes whose shapes the contracts package writes
 * (`routeShapes`, ADR 0047) are left out: the apps take their types from those shapes themselves.
 */
import { routeShapes } from 'contracts';
import { COMPONENTS_TYPE, docComment, schemaToType, type OpenApiSchema } from './contracts-schema-to-ts';

/** The parts of an OpenAPI 3.0 document the contract is written from. */
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, OpenApiSchema> };
  [key: string]: unknown;
}

interface OpenApiMedia {
  schema?: OpenApiSchema;
}

export interface OpenApiOperation {
  summary?: string;
  parameters?: Array<{
    in: string;
    name: string;
    required?: boolean;
    description?: string;
    schema?: OpenApiSchema;
  }>;
  requestBody?: { content?: Record<string, OpenApiMedia> };
  responses?: Record<string, { content?: Record<string, OpenApiMedia> }>;
}

/** The command that writes the generated files; named in their header and in the staleness test. */
export const CONTRACTS_COMMAND = 'npm run contracts -w api';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** `GET /cart/list` for `get` of `/api/cart/list`: the key the apps' HTTP client (base `/api`) calls it by. */
export function routeKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.replace(/^\/api(?=\/)/, '')}`;
}

function jsonSchemaOf(content: Record<string, OpenApiMedia> | undefined): OpenApiSchema | undefined {
  const type = Object.keys(content ?? {}).find((name) => /^application\/json\b/.test(name));
  return type ? content?.[type].schema : undefined;
}

/** The type of the route's success answers, `void` for 204 alone, or undefined when none is JSON. */
function responseType(operation: OpenApiOperation, indent: string): string | undefined {
  const responses = operation.responses ?? {};
  const success = Object.keys(responses)
    .filter((code) => /^2\d\d$/.test(code))
    .sort();
  const types = success.flatMap((code) => {
    const schema = jsonSchemaOf(responses[code].content);
    return schema ? [schemaToType(schema, indent)] : [];
  });
  if (types.length > 0) return [...new Set(types)].join(' | ');
  return success.includes('204') ? 'void' : undefined;
}

function parametersType(
  operation: OpenApiOperation,
  place: 'query' | 'path',
  indent: string,
): string | undefined {
  const parameters = (operation.parameters ?? []).filter((parameter) => parameter.in === place);
  if (parameters.length === 0) return undefined;
  const schema: OpenApiSchema = {
    type: 'object',
    required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
    properties: Object.fromEntries(
      parameters.map((parameter) => [
        parameter.name,
        { description: parameter.description, ...parameter.schema },
      ]),
    ),
  };
  return schemaToType(schema, indent);
}

/** The members of one route's entry in `ApiRoutes`, or undefined for routes answering no JSON (files, pages, redirects). */
function routeEntry(operation: OpenApiOperation): string | undefined {
  const indent = '    ';
  const response = responseType(operation, indent);
  if (response === undefined) return undefined;
  const body = jsonSchemaOf(operation.requestBody?.content);
  const members: Array<[string, string | undefined]> = [
    ['params', parametersType(operation, 'path', indent)],
    ['query', parametersType(operation, 'query', indent)],
    ['body', body ? schemaToType(body, indent) : undefined],
    ['response', response],
  ];
  return members
    .filter((member): member is [string, string] => member[1] !== undefined)
    .map(([name, type]) => `${indent}${name}: ${type};\n`)
    .join('');
}

function renderComponents(document: OpenApiDocument): string {
  const schemas = document.components?.schemas ?? {};
  const entries = Object.keys(schemas)
    .sort()
    .map(
      (name) =>
        `${docComment(schemas[name].description, '  ')}  ${name}: ${schemaToType(schemas[name], '  ')};\n`,
    );
  return `/** The shared schemas of the API (\`$ref\`), by name. */\nexport interface ${COMPONENTS_TYPE} {\n${entries.join('')}}\n`;
}

function renderRoutes(document: OpenApiDocument): string {
  const routes: Array<[string, string, string | undefined]> = [];
  for (const path of Object.keys(document.paths)) {
    for (const method of METHODS) {
      const operation = document.paths[path][method];
      const key = routeKey(method, path);
      const entry = operation && !Object.hasOwn(routeShapes, key) && routeEntry(operation);
      if (entry) routes.push([key, entry, operation.summary]);
    }
  }
  routes.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const members = routes.map(
    ([key, entry, summary]) => `${docComment(summary, '  ')}  '${key}': {\n${entry}  };\n`,
  );
  return [
    '/**',
    " * Every route answering JSON, by `METHOD /path` as the apps call it (the HTTP client's base is `/api`;",
    ' * path parameters are `{name}`, the catch-all `{*}`): its path parameters, query, JSON body and',
    ' * success answer (`void` for 204). Routes answering files, pages or redirects are left out, and so are',
    " * those whose shapes the contracts package writes (`routeShapes` of contracts/src/index.ts).",
    ' */',
    `export interface ApiRoutes {\n${members.join('')}}\n`,
  ].join('\n');
}

/** The contents of `shared-kit/src/contracts/api/generated.ts` for `document` (before formatting). */
export function renderContractTypes(document: OpenApiDocument): string {
  const header = [
    '/**',
    ` * GENERATED by \`${CONTRACTS_COMMAND}\` from the API's OpenAPI document, i.e. from the JSON schemas`,
    ' * Fastify validates every route with. Do not edit: change the route schema in api/ and run the command;',
    ' * api/src/contracts-generated.test.ts fails while this file is stale.',
    ' */',
    '',
  ].join('\n');
  return `${header}\n${renderComponents(document)}\n${renderRoutes(document)}`;
}

function sortedKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((key) => [key, record[key]]),
  );
}

/**
 * The document with its paths and shared schemas in sorted order, so that the exported JSON does not
 * change when routes are merely registered in another order.
 */
export function normaliseDocument(document: OpenApiDocument): OpenApiDocument {
  const schemas = document.components?.schemas;
  return {
    ...document,
    components: schemas ? { ...document.components, schemas: sortedKeys(schemas) } : document.components,
    paths: sortedKeys(document.paths),
  };
}
