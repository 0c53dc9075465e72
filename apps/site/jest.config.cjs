module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'site',
  rootDir: __dirname,
  testEnvironment: 'node',
  setupFiles: ['<rootDir>/jest.setup.cjs'],
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)', '<rootDir>/server/**/*.spec.mjs'],
};
