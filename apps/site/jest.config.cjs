const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'site',
  rootDir: __dirname,
  testEnvironment: 'node',
  setupFiles: ['<rootDir>/jest.setup.cjs', '<rootDir>/src/i18n/jest-setup.ts'],
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)', '<rootDir>/server/**/*.spec.mjs'],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // Files the bundler copies and names (`?url`): a fixed name in tests.
    '\\?url(?:&no-inline)?$': '<rootDir>/src/i18n/fileUrlStub.cjs',
    // import.meta.glob is the bundler's: the tests' texts are the whole catalogues (src/testing/browserCatalogue.ts).
    '/i18n/browserCatalogue$': '<rootDir>/src/testing/browserCatalogue.ts',
  },
  // Lingui ships ES modules only: compile them to CommonJS like the rest.
  transformIgnorePatterns: [preset.transformIgnorePatterns[0].replace('(?!(', '(?!(@lingui|@messageformat|')],
};
