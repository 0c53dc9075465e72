#!/usr/bin/env node
// @ts-check
// `npm test`: lint, type-check, unit and integration tests and builds of every project (Nx, cached), then
// the end-to-end tests in Chromium against the production builds. Exits non-zero on any failure.
import { assertSupportedNode } from './lib/node-version.mjs';
import { ROOT } from './lib/paths.mjs';
import { run } from './lib/run.mjs';

assertSupportedNode();

const env = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  FORCE_COLOR: process.env.CI ? '0' : '1',
};
/** @type {[title: string, args: string[]][]} */
const steps = [
  ['formatting (Prettier --check with the repository settings)', ['prettier', '--check', '.']],
  [
    'lint, type-check, unit and integration tests, builds',
    ['nx', 'run-many', '-t', 'lint', 'typecheck', 'test', 'build', '--outputStyle=static'],
  ],
  ['end-to-end tests (Playwright, Chromium)', ['nx', 'run-many', '-t', 'e2e', '--outputStyle=static']],
];
const started = Date.now();
let failed = 0;
for (const [title, args] of steps) {
  console.log(`\n=== ${title}`);
  try {
    await run('npx', args, { cwd: ROOT, env });
  } catch {
    failed += 1;
    console.error(`\n=== FAILED: ${title}`);
    break;
  }
}
const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\nnpm test: ${steps.length - failed} of ${steps.length} steps passed in ${minutes} min`);
process.exitCode = failed ? 1 : 0;
