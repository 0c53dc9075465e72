#!/usr/bin/env node
// @ts-check
// The link check of `npm test` (tools/docs/docs.spec.ts): every reference to a file of the repository must
// name a file that exists. Read are the Markdown links and the repository paths (docs/…, apps/…, libs/…,
// tools/…) written in README.md and docs/, and the repository paths written in code comments and in
// docker-compose.yml. `node tools/docs/links.mjs` prints the broken ones and exits 1 when there are any.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/paths.mjs';

const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', 'test-results', '.nx', 'var', '.git']);
const CODE = /\.(ts|tsx|mts|cts|mjs|cjs|js)$/;

/** A path from the root of the repository, as prose and comments write it, ending in a file's extension. */
const REPO_PATH =
  /(?<![\w./-])(?:docs|apps|libs|tools)\/[\w.@/-]*?[\w-]\.(?:md|ts|tsx|mts|mjs|cjs|js|json|ya?ml|conf|template|sh|css|html|png|svg|sql)(?![\w-]|\.\w)/g;

/** @param {string} dir @param {(name: string) => boolean} wanted @returns {string[]} */
function filesUnder(dir, wanted) {
  if (!existsSync(dir)) return [];
  /** @type {string[]} */
  const files = [];
  for (const name of readdirSync(dir).sort()) {
    if (SKIPPED_DIRS.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) files.push(...filesUnder(full, wanted));
    else if (wanted(name)) files.push(full);
  }
  return files;
}

/** The comments of a source file (line and block comments; strings are not comments). */
export function commentsOf(/** @type {string} */ source) {
  const comments = [];
  const pattern = /\/\*[\s\S]*?\*\/|(?<![:'"`\w\\])\/\/[^\n]*/g;
  for (const match of source.matchAll(pattern)) comments.push({ text: match[0], index: match.index ?? 0 });
  return comments;
}

const lineAt = (/** @type {string} */ text, /** @type {number} */ index) =>
  text.slice(0, index).split('\n').length;

/**
 * Every reference to a missing file: `{ file, line, target }`.
 * @returns {{ file: string, line: number, target: string }[]}
 */
export function brokenLinks(root = ROOT) {
  /** @type {{ file: string, line: number, target: string }[]} */
  const broken = [];
  const seen = new Set();
  const report = (/** @type {string} */ file, /** @type {number} */ line, /** @type {string} */ target) => {
    const entry = { file: path.relative(root, file), line, target };
    const key = JSON.stringify(entry); // a Markdown link's target is also a path in the prose: once
    if (!seen.has(key)) broken.push(entry);
    seen.add(key);
  };
  const fromRoot = (/** @type {string} */ file, /** @type {string} */ text, /** @type {number} */ offset) => {
    for (const match of text.matchAll(REPO_PATH)) {
      if (match[0].includes('/dist/')) continue; // a build's output, there once built
      if (!existsSync(path.join(root, match[0])))
        report(file, lineAt(readFileSync(file, 'utf8'), offset + (match.index ?? 0)), match[0]);
    }
  };

  const markdown = [
    path.join(root, 'README.md'),
    ...filesUnder(path.join(root, 'docs'), (name) => name.endsWith('.md')),
  ];
  for (const file of markdown) {
    const text = readFileSync(file, 'utf8');
    // Markdown links and images: [text](target) and <a href>, relative to the file.
    for (const match of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)|href="([^"]+)"/g)) {
      const target = (match[1] ?? match[2]).split('#')[0];
      if (target === '' || /^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // an anchor, or another scheme
      if (!existsSync(path.resolve(path.dirname(file), decodeURI(target)))) {
        report(file, lineAt(text, match.index ?? 0), match[1] ?? match[2]);
      }
    }
    fromRoot(file, text, 0);
  }

  const code = [
    ...['apps', 'libs', 'tools'].flatMap((dir) =>
      filesUnder(path.join(root, dir), (name) => CODE.test(name)),
    ),
    ...filesUnder(root, (name) => CODE.test(name)).filter((file) => path.dirname(file) === root),
  ];
  for (const file of code) {
    for (const comment of commentsOf(readFileSync(file, 'utf8'))) fromRoot(file, comment.text, comment.index);
  }
  for (const name of ['docker-compose.yml']) {
    const file = path.join(root, name);
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    let offset = 0;
    for (const line of text.split('\n')) {
      const hash = line.indexOf('#');
      if (hash >= 0) fromRoot(file, line.slice(hash), offset + hash);
      offset += line.length + 1;
    }
  }
  return broken;
}

const isMain =
  process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const broken = brokenLinks();
  for (const { file, line, target } of broken) console.error(`${file}:${line}: ${target} does not exist`);
  console.log(`${broken.length} broken reference(s) to files`);
  process.exitCode = broken.length > 0 ? 1 : 0;
}
