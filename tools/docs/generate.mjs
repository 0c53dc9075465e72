#!/usr/bin/env node
// @ts-check
// `npm run docs:generate`: writes the generated parts of docs/ from the code (docs/configuration.md, the
// dependency diagrams of docs/architecture.md). `--check` writes nothing and exits 1 naming each file that
// differs from what the code says (tools/docs/docs.spec.ts runs it in `npm test`).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/paths.mjs';
import { declarationProblems } from './configuration-doc.mjs';
import { generatedDocs } from './generated-docs.mjs';

const isMain =
  process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const check = process.argv.includes('--check');
  // `--root DIR`: another tree (the tests plant faults in a scratch one).
  const rootIndex = process.argv.indexOf('--root');
  const root = rootIndex > 0 ? path.resolve(process.argv[rootIndex + 1]) : ROOT;
  const problems = declarationProblems(root);
  const stale = [];
  for (const { file, text } of await generatedDocs(root)) {
    const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
    if (current === text) continue;
    if (check) stale.push(path.relative(root, file));
    else {
      writeFileSync(file, text);
      console.log(`wrote ${path.relative(root, file)}`);
    }
  }
  for (const problem of problems) console.error(problem);
  for (const file of stale) console.error(`${file} is out of date with the code: run npm run docs:generate`);
  process.exitCode = problems.length > 0 || stale.length > 0 ? 1 : 0;
}
