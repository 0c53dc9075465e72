#!/usr/bin/env node
// @ts-check
// `npm run test:int -- <file> [more jest options]`: one integration test file (`*.int-spec.ts`) of the API or
// the tools, run by its project's Jest config, whose global setup starts an embedded PostgreSQL for the run
// (each suite gets its own database). Any test file works; `npm run test:unit` runs those without a database.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/paths.mjs';
import { run } from './lib/run.mjs';

const PROJECTS = ['apps/api', 'apps/site', 'apps/admin', 'libs/shared', 'tools'];
const [file, ...jestOptions] = process.argv.slice(2);
if (!file) {
  console.error('Usage: npm run test:int -- <test file> [jest options], e.g.');
  console.error('  npm run test:int -- apps/api/src/bookings/bookings.int-spec.ts');
  process.exit(2);
}
const absolute = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
const relative = path.relative(ROOT, absolute);
const project = PROJECTS.find((dir) => relative.startsWith(`${dir}/`));
if (!existsSync(absolute) || !project) {
  console.error(`${file}: no such test file in ${PROJECTS.join(', ')}`);
  process.exit(2);
}
try {
  await run('npx', ['jest', '--runTestsByPath', absolute, ...jestOptions], { cwd: path.join(ROOT, project) });
} catch {
  process.exitCode = 1;
}
