#!/usr/bin/env node
// @ts-check
// `npm run bench` runs every benchmark of the product one after the other and prints their figures;
// `npm run bench -- registrations csv-export` runs only those. Benchmarks are never part of `npm test`.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from '../lib/run.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const available = readdirSync(here)
  .filter((file) => file.endsWith('.mjs') && file !== 'index.mjs')
  .map((file) => file.replace(/\.mjs$/, ''))
  .sort();
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !available.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown benchmark(s): ${unknown.join(', ')}. Available: ${available.join(', ')}`);
  process.exit(2);
}
let failed = 0;
for (const name of wanted.length > 0 ? wanted : available) {
  console.log(`\n##### benchmark: ${name}`);
  try {
    await run('node', [path.join(here, `${name}.mjs`)]);
  } catch (error) {
    failed += 1;
    console.error(`benchmark ${name} failed: ${/** @type {Error} */ (error).message}`);
  }
}
process.exitCode = failed ? 1 : 0;
