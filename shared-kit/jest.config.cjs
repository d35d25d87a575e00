const { createJestConfig } = require('./tooling/jest.cjs');

module.exports = createJestConfig(__dirname);
