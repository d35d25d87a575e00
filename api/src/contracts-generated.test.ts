import fs from 'node:fs';
import path from 'node:path';
import { buildOpenApiDocument, renderContractFiles, type ContractFile } from '../scripts/contracts';
import {
  CONTRACTS_COMMAND,
  renderContractTypes,
  routeKey,
  type OpenApiDocument,
} from '../scripts/contracts-render';

/**
 * The clients compile against shared-kit/src/contracts/api/generated.ts and test their mocks against
 * openapi.json next to it; both are written from the route schemas by `npm run contracts -w api`. A
 * schema changed without running the command leaves them stale, and this test says so.
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
  const cartList = changed.paths['/api/cart/list'].get.responses!['200'].content!['application/json'].schema!;
  cartList.properties!.statuses.properties!.gifts_added = { type: 'string' };
  const before = renderContractTypes(document);
  const after = renderContractTypes(changed);
  expect(before).toContain('gifts_added: boolean;');
  expect(after).not.toEqual(before);
  expect(after).toContain('gifts_added: string;');
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
      if (json) expected.push(routeKey(method, route));
    }
  }
  expect(expected).toContain('GET /cart/list');
  expect(expected.filter((key) => !types.includes(`'${key}': {`))).toEqual([]);
});
