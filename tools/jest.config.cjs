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
  // The seed's tests use the API's test databases: one embedded PostgreSQL for the run, a database per suite.
  globalSetup: '<rootDir>/../apps/api/src/testing/global-setup.cjs',
  globalTeardown: '<rootDir>/../apps/api/src/testing/global-teardown.cjs',
  testTimeout: 60000,
};
