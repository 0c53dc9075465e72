const fs = require('node:fs');

module.exports = async function globalTeardown() {
  const state = globalThis.__FOUNDATION_TEST_DATABASE__;
  if (!state) return;
  await state.database.stop();
  if (!state.database.external) fs.rmSync(state.dataDir, { recursive: true, force: true });
};
