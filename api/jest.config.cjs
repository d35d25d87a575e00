/**
 * Jest for the API: TypeScript through @swc/jest in a Node environment. Tests run one file at a
 * time (`--runInBand`): each file starts its own database, seeded once.
 */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
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
