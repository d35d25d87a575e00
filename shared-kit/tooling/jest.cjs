// Jest configuration shared by the front-end packages: swc for TS/TSX, jsdom, Testing Library.
const path = require('node:path');

/** @param {string} rootDir @param {{ environment?: 'jsdom' | 'node' }} [options] */
function createJestConfig(rootDir, { environment = 'jsdom' } = {}) {
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
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.cjs')],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    testMatch: [
      '<rootDir>/src/**/*.test.{ts,tsx}',
      '<rootDir>/server/**/*.test.{js,cjs,ts}',
      '<rootDir>/tooling/**/*.test.cjs',
    ],
  };
}

module.exports = { createJestConfig };
