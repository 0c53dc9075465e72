module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'shared',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
