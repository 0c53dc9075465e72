const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'tools',
  rootDir: __dirname,
  testMatch: ['<rootDir>/**/*.spec.ts', '<rootDir>/**/*.int-spec.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  // The seed's tests load the API's entities, and an entity that names another domain's entity loads that
  // domain through its index.ts, services included: sanitize-html's parser and the OpenAPI validator ship
  // only as ES modules, compiled to CommonJS here as in the API's own Jest config.
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|file-type|strtok3|token-types|@tokenizer|uint8array-extras|load-esm|htmlparser2|domhandler|domutils|domelementtype|dom-serializer|entities|@seriousme)/)',
  ],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^@foundation/shared$': '<rootDir>/../libs/shared/src/index.ts',
  },
  // The seed's tests use the API's test databases: one embedded PostgreSQL for the run, a database per suite.
  globalSetup: '<rootDir>/../apps/api/src/testing/global-setup.cjs',
  globalTeardown: '<rootDir>/../apps/api/src/testing/global-teardown.cjs',
  testTimeout: 60000,
};
