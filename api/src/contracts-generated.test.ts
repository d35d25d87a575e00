import fs from 'node:fs';
import path from 'node:path';
import { routeShapes, type RouteShape } from 'contracts';
import Fastify from 'fastify';
import { buildOpenApiDocument, renderContractFiles, type ContractFile } from '../scripts/contracts';
import {
  CONTRACTS_COMMAND,
  renderContractTypes,
  routeKey,
  type OpenApiDocument,
  type OpenApiOperation,
} from '../scripts/contracts-render';
import { hostileInputPlugin } from './plugins/hostile-input';
import { swaggerPlugin } from './plugins/swagger';
import { sharedSchemas } from './shared/schemas';

/**
 * The clients compile against shared-kit/src/contracts/api/generated.ts and test their mocks against
 * openapi.json next to it; both are written from the route schemas by `npm run contracts -w api`. A
 * schema changed without running the command leaves them stale, and this test says so.
 *
 * Routes whose shapes the contracts package writes (`routeShapes`, ADR 0047) are typed from those shapes,
 * not from generated.ts; the API must then serve each of them with exactly those shapes, and this test
 * says so too.
 */

const REPO_ROOT = path.resolve(__dirname, '..', '..');

let document: OpenApiDocument;
let files: ContractFile[];

beforeAll(async () => {
  document = await buildOpenApiDocument();
  files = await renderContractFiles(document);
}, 120_000);

test('the generated contract files are those the route schemas give', () => {
  const stale = files
    .filter((file) => !fs.existsSync(file.path) || fs.readFileSync(file.path, 'utf8') !== file.contents)
    .map((file) => `${path.relative(REPO_ROOT, file.path)} is stale: run \`${CONTRACTS_COMMAND}\``);
  expect(stale).toEqual([]);
  expect(files.map((file) => path.basename(file.path))).toEqual(['generated.ts', 'openapi.json']);
});

test('a changed route schema changes the generated types', () => {
  const changed: OpenApiDocument = JSON.parse(JSON.stringify(document));
  const devToken = changed.paths['/api/captcha/dev-token'].post.responses!['200'].content!['application/json'].schema!;
  devToken.properties!.token = { type: 'integer' };
  const before = renderContractTypes(document);
  const after = renderContractTypes(changed);
  expect(before).toContain("action: 'mailSubscription' | 'feedback' | 'callback' | 'signIn';\n    };\n    response: {\n      token: string;");
  expect(after).not.toEqual(before);
  expect(after).toContain("response: {\n      token: number;");
});

test('the output does not depend on the order the routes were registered in', () => {
  const reversed: OpenApiDocument = {
    ...document,
    paths: Object.fromEntries(Object.entries(document.paths).reverse()),
  };
  expect(renderContractTypes(reversed)).toEqual(renderContractTypes(document));
});

test('every route answering JSON is in the generated types under the key the apps call it by', () => {
  const types = files[0].contents;
  const expected: string[] = [];
  for (const [route, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const json = Object.entries(operation.responses ?? {}).some(
        ([status, answer]) =>
          /^2/.test(status) &&
          Object.keys(answer.content ?? {}).some((type) => type.startsWith('application/json')),
      );
      if (json && !Object.hasOwn(routeShapes, routeKey(method, route))) expected.push(routeKey(method, route));
    }
  }
  expect(expected).toContain('POST /captcha/dev-token');
  expect(expected.filter((key) => !types.includes(`'${key}': {`))).toEqual([]);
});

test('no route typed from the contracts package is in the generated types', () => {
  const types = files[0].contents;
  expect(Object.keys(routeShapes)).toContain('GET /cart/list');
  expect(Object.keys(routeShapes).filter((key) => types.includes(`'${key}': {`))).toEqual([]);
});

/**
 * Where a route key is: `GET /cart/promocode/{code}` is `get` of `/api/cart/promocode/{code}` in the OpenAPI
 * document, registered on Fastify as `/api/cart/promocode/:code`.
 */
function locate(key: string): { method: string; path: string; url: string } {
  const [method, route] = key.split(' ');
  const path = `/api${route}`;
  return { method: method.toLowerCase(), path, url: path.replace('{*}', '*').replace(/\{(\w+)\}/g, ':$1') };
}

/** The parts of an operation the shapes decide, as the OpenAPI document writes them. */
function shapedParts(operation: OpenApiOperation | undefined) {
  return {
    params: (operation?.parameters ?? []).filter((parameter) => parameter.in === 'path'),
    // `lang` is the API's own, on every route.
    query: (operation?.parameters ?? []).filter((parameter) => parameter.in === 'query' && parameter.name !== 'lang'),
    body: operation?.requestBody,
    response: operation?.responses?.['200'],
  };
}

test('the API serves every route of the contracts package with exactly its shapes', async () => {
  // The shapes alone, on an app with the same shared schemas and the same OpenAPI conversion.
  const probe = Fastify();
  await probe.register(swaggerPlugin);
  for (const schema of sharedSchemas) probe.addSchema(schema);
  await probe.register(hostileInputPlugin);
  const shapes: Record<string, RouteShape> = routeShapes;
  for (const [key, shape] of Object.entries(shapes)) {
    const { method, url } = locate(key);
    const schema = {
      params: shape.params,
      querystring: shape.querystring,
      body: shape.body,
      response: shape.response && { 200: shape.response },
    };
    probe.route({ method: method.toUpperCase() as 'GET', url, schema, handler: async () => ({}) });
  }
  await probe.ready();
  const expected = JSON.parse(JSON.stringify(probe.swagger())) as OpenApiDocument;
  await probe.close();

  const differing = Object.keys(shapes).filter((key) => {
    const { method, path } = locate(key);
    const served = shapedParts(document.paths[path]?.[method]);
    const shaped = shapedParts(expected.paths[path]?.[method]);
    // A route without a success shape answers 204 (no body; the probe's route gets a default 200 instead).
    const answers = shapes[key].response ? served.response : document.paths[path]?.[method]?.responses?.['204'];
    if (!shapes[key].response) shaped.response = undefined;
    return !answers || JSON.stringify(served) !== JSON.stringify(shaped);
  });
  expect(Object.keys(shapes).length).toBeGreaterThan(10);
  expect(differing).toEqual([]);
});
