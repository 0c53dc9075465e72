const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'api',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.int-spec.ts'],
  globalSetup: '<rootDir>/src/testing/global-setup.cjs',
  globalTeardown: '<rootDir>/src/testing/global-teardown.cjs',
  testTimeout: 30000,
  // sanitize-html's HTML parser (htmlparser2 and its dom* helpers) and the OpenAPI validator ship only as ES modules: Node loads
  // them with require(esm), Jest needs them compiled to CommonJS like NestJS's.
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|file-type|strtok3|token-types|@tokenizer|uint8array-extras|load-esm|htmlparser2|domhandler|domutils|domelementtype|dom-serializer|entities|@seriousme)/)',
  ],
};
