#!/usr/bin/env node
// @ts-check
// `npm start`: builds what changed (Nx cache), then runs the whole product with demo data. Ctrl-C stops
// everything, PostgreSQL included.
import path from 'node:path';
import { assertSupportedNode } from './lib/node-version.mjs';
import { ROOT, VAR_DIR } from './lib/paths.mjs';
import { run } from './lib/run.mjs';
import { startStack } from './lib/stack.mjs';

/** @param {string} name @param {number} fallback */
const port = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    console.error(`${name} must be a port number, got "${process.env[name]}"`);
    process.exit(1);
  }
  return value;
};

assertSupportedNode();

const started = Date.now();
console.log('Building the API, the site and the admin panel (cached after the first time)...');
try {
  await run(
    'npx',
    [
      'nx',
      'run-many',
      '-t',
      'build',
      '-p',
      '@foundation/api',
      '@foundation/site',
      '@foundation/admin',
      '--outputStyle=static',
    ],
    { cwd: ROOT, quiet: true, env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' } },
  );
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exit(1);
}

let stack;
try {
  stack = await startStack({
    varDir: VAR_DIR,
    apiPort: port('API_PORT', 3000),
    sitePort: port('SITE_PORT', 4200),
    adminPort: port('ADMIN_PORT', 4300),
    databasePort: port('EMBEDDED_PG_PORT', 54329),
    host: process.env.HOST ?? '127.0.0.1',
    // Request logs are JSON lines; at 'warn' the terminal shows only problems. LOG_LEVEL=info shows every request.
    apiEnv: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
  });
} catch (caught) {
  const error = /** @type {NodeJS.ErrnoException} */ (caught);
  console.error(`Could not start: ${error.message}`);
  if (error.code === 'EADDRINUSE')
    console.error('A port is taken: set API_PORT, SITE_PORT or ADMIN_PORT (see docs/operations.md).');
  process.exit(1);
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`
Foundation website is running (ready in ${seconds} s)
  Site         ${stack.urls.site}
  Admin panel  ${stack.urls.admin}
  API          ${stack.urls.api}/api   (OpenAPI: ${stack.urls.api}/api/docs)
  Admin login  ${stack.admin.email} / ${stack.admin.password}   (owner)
${stack.signIns
  .filter(({ role }) => role !== 'owner')
  .map(({ role, email, password }) => `               ${email} / ${password}   (${role})`)
  .join('\n')}
  Data         ${process.env.DATABASE_URL ? 'DATABASE_URL' : path.relative(ROOT, path.join(VAR_DIR, 'postgres'))}
Press Ctrl-C to stop.
`);

let stopping = false;
/**
 * Stops everything this command started, then exits with `code` (non-zero when something failed).
 *
 * @param {string} reason @param {number} [code]
 */
const shutdown = async (reason, code = 0) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${reason}: stopping the API, the web servers and PostgreSQL...`);
  await stack.stop();
  console.log('Stopped.');
  process.exit(code);
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGHUP', () => shutdown('SIGHUP'));
stack.apiProcess.on('exit', (code, signal) => {
  if (stopping) return;
  console.error(`The API stopped unexpectedly (${signal ?? `exit ${code}`}); stopping everything.`);
  shutdown('API exit', 1);
});
// The web servers run in this process: an error nobody handled must not leave the API and PostgreSQL
// running without them (they would keep the ports and the data folder busy for the next `npm start`).
process.on('uncaughtException', (error) => {
  console.error('The web servers failed:', error);
  shutdown('Error', 1);
});
