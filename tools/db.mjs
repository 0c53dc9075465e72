#!/usr/bin/env node
// @ts-check
// npm run db:migrate | db:revert | db:generate -- NAME | db:seed
// Uses DATABASE_URL when set, otherwise the embedded PostgreSQL kept under var/postgres (the one `npm start`
// uses; shared with it when it is running).
import path from 'node:path';
import { startDatabase } from './lib/database.mjs';
import { API_DIST, DEMO_SEED, ROOT, VAR_DIR } from './lib/paths.mjs';
import { run } from './lib/run.mjs';

const [command, ...rest] = process.argv.slice(2);
await run('npx', ['nx', 'run', '@foundation/api:build', '--outputStyle=static'], { cwd: ROOT, quiet: true });
const database = await startDatabase({
  dataDir: path.join(VAR_DIR, 'postgres'),
  port: Number(process.env.EMBEDDED_PG_PORT ?? 54329),
});
try {
  const args =
    command === 'generate' ? [rest[0] ?? '', path.join(ROOT, 'apps/api/src/database/migrations')] : rest;
  // The demo content is no part of the API: tools/demo-data seeds it through the API's services.
  const script =
    command === 'seed' ? [DEMO_SEED] : [path.join(API_DIST, 'database/cli.js'), command, ...args];
  await run('node', script, {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      UPLOADS_DIR: process.env.UPLOADS_DIR ?? path.join(VAR_DIR, 'uploads'),
    },
  });
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exitCode = 1;
} finally {
  await database.stop();
}
