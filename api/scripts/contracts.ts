/**
 * `npm run contracts -w api`: builds the app, takes its OpenAPI document (made from the JSON
 * schemas Fastify validates every route with) and writes what the clients compile and test against:
 *
 * - `shared-kit/src/contracts/api/generated.ts`: the TypeScript types of every route (`ApiRoutes`) and
 *   shared schema (`ApiComponents`); the hand-written DTOs are checked against them (`contract-checks.ts`);
 * - `shared-kit/src/contracts/api/openapi.json`: the document itself, which the apps' fake API checks
 *   every mocked answer against (`shared-kit/src/testing/apiSchemas.ts`).
 *
 * `src/contracts-generated.test.ts` renders both in memory and fails while the files are stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { buildApp } from '../src/app';
import { openPgliteDatabase } from '../src/db/pglite-database';
import { testConfig } from '../src/test/build-test-app';
import {
  CONTRACTS_COMMAND,
  normaliseDocument,
  renderContractTypes,
  type OpenApiDocument,
} from './contracts-render';

/** Folder of the API's contracts in shared-kit. */
export const CONTRACTS_DIR = path.resolve(__dirname, '..', '..', 'shared-kit', 'src', 'contracts', 'api');

/** A file the command writes: where, and what. */
export interface ContractFile {
  path: string;
  contents: string;
}

/**
 * The OpenAPI document of the app as the tests build it (test configuration: the development-only
 * routes are in it). Routes register without touching the database, so an empty in-memory one does.
 */
export async function buildOpenApiDocument(): Promise<OpenApiDocument> {
  const db = await openPgliteDatabase(null);
  try {
    const app = await buildApp({ config: testConfig, db });
    try {
      return JSON.parse(JSON.stringify(app.swagger())) as OpenApiDocument;
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
  }
}

/** Formats as `npm run format` would, so that formatting the repository never makes the files stale. */
async function format(file: string, source: string): Promise<string> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(source, { ...options, filepath: file });
}

/** The generated files for `document`, formatted. */
export async function renderContractFiles(document: OpenApiDocument): Promise<ContractFile[]> {
  const normalised = normaliseDocument(document);
  const typesPath = path.join(CONTRACTS_DIR, 'generated.ts');
  const documentPath = path.join(CONTRACTS_DIR, 'openapi.json');
  return [
    { path: typesPath, contents: await format(typesPath, renderContractTypes(normalised)) },
    {
      path: documentPath,
      // JSON has no comments: an OpenAPI extension field says where the file comes from.
      contents: await format(
        documentPath,
        JSON.stringify({ 'x-generated-by': CONTRACTS_COMMAND, ...normalised }, null, 2),
      ),
    },
  ];
}

async function main(): Promise<void> {
  const files = await renderContractFiles(await buildOpenApiDocument());
  for (const file of files) {
    const unchanged = fs.existsSync(file.path) && fs.readFileSync(file.path, 'utf8') === file.contents;
    if (!unchanged) fs.writeFileSync(file.path, file.contents);
    console.log(`${unchanged ? 'unchanged' : 'written'}: ${path.relative(process.cwd(), file.path)}`);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
