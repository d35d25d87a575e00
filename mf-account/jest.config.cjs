const { createJestConfig } = require('shared-kit/tooling/jest');

const base = createJestConfig(__dirname);

module.exports = {
  ...base,
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/test/setup.ts'],
};
