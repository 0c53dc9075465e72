module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'admin',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)'],
};
