const os = require('node:os');

/**
 * Jest for the API: TypeScript through @swc/jest in a Node environment. Test files run on Jest's workers,
 * two on a two-core machine (a core each, more on a bigger one): each file starts its own database, seeded
 * once — an in-memory PGlite, or with `TEST_DATABASE_URL` a schema of its own in its worker's database
 * (`<database>_w<JEST_WORKER_ID>`, src/test/test-database.ts), which the global setup and teardown drop.
 */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  globalSetup: '<rootDir>/src/test/worker-databases.ts',
  globalTeardown: '<rootDir>/src/test/worker-databases.ts',
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
    // Node 20.19 can require() an ES module, Jest before Node 24.9 cannot: compile these few to CommonJS.
    '^.+\\.js$': ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  // The shapes' package is TypeScript here, as in the typecheck; the built server runs its dist/.
  moduleNameMapper: { '^contracts$': '<rootDir>/../contracts/src/index.ts' },
  transformIgnorePatterns: ['/node_modules/(?!((@[^/]+/)?[^/]+/node_modules/)?(content-disposition|cookie)/)'],
  // Starting PGlite and seeding take a few seconds per file.
  testTimeout: 60_000,
};
