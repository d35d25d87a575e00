// Jest configuration shared by the front-end packages: swc for TS/TSX, jsdom, Testing Library.
const path = require('node:path');

/**
 * @param {string} rootDir
 * @param {{ environment?: 'jsdom' | 'node', appSetup?: boolean }} [options] `appSetup` adds the apps'
 *   common setup (src/testing/setup.ts): a started session, and the real HTTP transport, restored mocks
 *   and a drained event bus after each test.
 */
function createJestConfig(rootDir, { environment = 'jsdom', appSetup = false } = {}) {
  return {
    rootDir,
    testEnvironment: environment,
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
        },
      ],
    },
    moduleNameMapper: { '\\.(css)$': path.join(__dirname, 'style-mock.cjs') },
    setupFilesAfterEnv: [
      path.join(__dirname, 'jest-setup.cjs'),
      ...(appSetup ? [path.join(__dirname, '..', 'src', 'testing', 'setup.ts')] : []),
    ],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    testMatch: [
      '<rootDir>/src/**/*.test.{ts,tsx}',
      '<rootDir>/server/**/*.test.{js,cjs,ts}',
      '<rootDir>/tooling/**/*.test.cjs',
    ],
  };
}

module.exports = { createJestConfig };
