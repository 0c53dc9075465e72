const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'api',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.int-spec.ts'],
  globalSetup: '<rootDir>/src/testing/global-setup.cjs',
  globalTeardown: '<rootDir>/src/testing/global-teardown.cjs',
  // A whole Nest app per file (createTestApp) on the shared PostgreSQL: on a loaded 2-core host its start took
  // over 30 s in a clean-clone run (the programs and newsletter files' beforeAll, 2026-12-03), with every
  // request answered at once after it. Only the time before a failure is longer; conditions are still awaited.
  testTimeout: 60000,
  // sanitize-html's HTML parser (htmlparser2 and its dom* helpers) and the OpenAPI validator ship only as ES modules: Node loads
  // them with require(esm), Jest needs them compiled to CommonJS like NestJS's.
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|file-type|strtok3|token-types|@tokenizer|uint8array-extras|load-esm|htmlparser2|domhandler|domutils|domelementtype|dom-serializer|entities|@seriousme)/)',
  ],
};
