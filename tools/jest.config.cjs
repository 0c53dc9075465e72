const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'tools',
  rootDir: __dirname,
  testMatch: ['<rootDir>/**/*.spec.ts', '<rootDir>/**/*.int-spec.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^@foundation/shared$': '<rootDir>/../libs/shared/src/index.ts',
  },
  testTimeout: 60000,
};
