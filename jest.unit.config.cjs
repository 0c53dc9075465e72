// `npm run test:unit`: every test that needs no database, across the projects, in one Jest run. The
// projects' own configs minus their global setup (which starts PostgreSQL) and minus their `*.int-spec.ts`
// files: those need the database, `npm run test:int -- <file>` runs one, `npm test` runs them all.
const path = require('node:path');

const PROJECTS = ['apps/api', 'apps/site', 'apps/admin', 'libs/shared', 'tools'];

function withoutDatabase(dir) {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { globalSetup, globalTeardown, testTimeout, ...config } = require(
    path.join(__dirname, dir, 'jest.config.cjs'),
  );
  return {
    ...config,
    testMatch: config.testMatch.filter((pattern) => !pattern.includes('int-spec')),
    testPathIgnorePatterns: [...(config.testPathIgnorePatterns ?? ['/node_modules/']), '\\.int-spec\\.'],
  };
}

module.exports = {
  projects: PROJECTS.map(withoutDatabase),
  testTimeout: 30000,
  // Jest keeps a core for itself by default: on a two-core machine that is one worker for 119 files.
  maxWorkers: '100%',
};
