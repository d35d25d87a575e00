const { createJestConfig } = require('shared-kit/tooling/jest');

const base = createJestConfig(__dirname, { appSetup: true });

module.exports = {
  ...base,
  // swiper ships ES modules only: let swc turn them into CommonJS like our own code.
  transformIgnorePatterns: ['/node_modules/(?!swiper/)'],
  transform: { ...base.transform, '^.+\\.mjs$': base.transform['^.+\\.(t|j)sx?$'] },
  moduleNameMapper: {
    ...base.moduleNameMapper,
    // Its style sheets are imported as `swiper/css`, `swiper/css/navigation`: no `.css` at the end.
    '^swiper/css(/.*)?$': Object.values(base.moduleNameMapper)[0],
  },
};
