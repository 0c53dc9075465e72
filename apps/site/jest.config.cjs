module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'site',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)'],
};
