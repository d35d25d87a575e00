const { createJestConfig } = require('shared-kit/tooling/jest');

module.exports = createJestConfig(__dirname, { appSetup: true });
