const path = require('node:path');
const { createJestConfig } = require('shared-kit/tooling/jest');

const config = createJestConfig(__dirname, { appSetup: true });
// swiper's style sheets are imported by their package entry points (`swiper/css`, `swiper/css/a11y`), without `.css`.
config.moduleNameMapper = { '^swiper/css(/.*)?$': path.join(path.dirname(require.resolve('shared-kit/tooling/jest')), 'style-mock.cjs'), ...config.moduleNameMapper };

module.exports = config;
