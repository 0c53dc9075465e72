module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'api',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.int-spec.ts'],
  globalSetup: '<rootDir>/src/testing/global-setup.cjs',
  globalTeardown: '<rootDir>/src/testing/global-teardown.cjs',
  testTimeout: 30000,
};
