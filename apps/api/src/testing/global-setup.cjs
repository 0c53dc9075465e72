// Starts one PostgreSQL server for the whole test run (embedded in a temporary folder, or the server of
// DATABASE_URL) and tells the test files where it is. Each suite then creates its own database on it.
const os = require('node:os');
const path = require('node:path');
const fs = require('node:fs');

module.exports = async function globalSetup() {
  const { startDatabase } = await import('../../../../tools/lib/database.mjs');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foundation-test-pg-'));
  fs.chmodSync(dataDir, 0o755); // the embedded server runs as the 'postgres' user when we are root
  const database = await startDatabase({ dataDir: path.join(dataDir, 'data'), databaseName: 'postgres' });
  globalThis.__FOUNDATION_TEST_DATABASE__ = { database, dataDir };
  process.env.FOUNDATION_TEST_DATABASE_URL = database.url;
  // The API has no built-in JWT key: the run signs its tokens with a key of its own (see test-secrets.ts).
  process.env.FOUNDATION_TEST_JWT_SECRET = require('node:crypto').randomBytes(48).toString('base64url');
};
