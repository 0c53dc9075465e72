/**
 * Compiles the site's message catalogues (docs/adr/0022-site-languages.md): src/locales/{locale}/messages.json
 * (message id → ICU MessageFormat text, what translators edit) into src/locales/{locale}/messages.ts, the
 * precompiled form Lingui's runtime reads without shipping a message parser. Lingui's own CLI needs a newer
 * Node than this project's; its compiler (@lingui/message-utils) is the same one the CLI uses.
 *
 * messages.ts holds every text (the server renders any page with it). The browser loads less, split at build
 * time by writeBrowserTexts (the site's vite.config calls it) into src/locales/browser/, which git ignores:
 * {locale}/frame.ts, the texts of the frame every page shares (what src/main.tsx imports), loaded before the
 * first render, and {locale}/parts/{Part}.ts, the further texts of one part the frame loads later (a page,
 * the footer), loaded with that part's chunk. Which code uses which text is read from the sources, with the
 * rules of the catalogue test's unused-id check (textIdsOf).
 *
 *   node apps/site/scripts/compile-catalogues.mjs          writes the two messages.ts
 *   node apps/site/scripts/compile-catalogues.mjs --check  fails when one is out of date
 *   node apps/site/scripts/compile-catalogues.mjs --split  prints the browser's split as JSON
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import * as prettier from 'prettier';

const SRC = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src');
const LOCALES_DIR = path.join(SRC, 'locales');
const PAGES_DIR = path.join(SRC, 'pages');
export const CATALOGUE_LOCALES = ['en', 'hi'];

/**
 * The message ids a source file names: quoted ids, the prefix + keys of each catalogueTexts/catalogueEntry
 * call, and for an id built from a prefix and a variable part (`stepTitle.${step}`) the whole family.
 */
export function textIdsOf(source, allIds) {
  const ids = new Set();
  for (const [, id] of source.matchAll(/['"`]([a-zA-Z0-9]+(?:\.[a-zA-Z0-9/:-]+)+)['"`]/g)) ids.add(id);
  for (const [, prefix, keys] of source.matchAll(
    /(?:catalogueTexts|catalogueEntry)\(\s*'([^']+)',\s*\[([^\]]*)\]/g,
  )) {
    for (const [, key] of keys.matchAll(/'([^']+)'/g)) ids.add(`${prefix}.${key}`);
  }
  for (const [, prefix] of source.matchAll(/`([a-zA-Z0-9]+(?:\.[a-zA-Z0-9]+)*\.)\$\{/g)) {
    for (const id of allIds) if (id.startsWith(prefix)) ids.add(id);
  }
  return ids;
}

/** The source file a relative import names (`./Footer` → Footer.tsx), or null for anything else. */
function resolveImport(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier.replace(/\?.*$/, '').replace(/\.js$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * Every message id the code reachable from `file` names, through its relative imports: static ones, and
 * with `dynamic` the import() calls too (what a page loads later still speaks the page's texts).
 * import.meta.glob is never followed: App.tsx reaches every page through it, and each page has its own texts.
 */
function textIdsReachable(file, allIds, dynamic) {
  const seen = new Set();
  const ids = new Set();
  const visit = (current) => {
    if (seen.has(current)) return;
    seen.add(current);
    const source = readFileSync(current, 'utf8');
    for (const id of textIdsOf(source, allIds)) ids.add(id);
    const imports = dynamic
      ? /(?:\bfrom|\bimport\(?)\s*'(\.{1,2}\/[^']+)'/g
      : /(?:\bfrom|^import)\s*'(\.{1,2}\/[^']+)'/gm;
    for (const [, specifier] of source.matchAll(imports)) {
      const target = resolveImport(current, specifier);
      if (target && !target.startsWith(LOCALES_DIR)) visit(target);
    }
  };
  visit(file);
  return ids;
}

/** The parts the frame loads later, each with its own texts: every page, and the footer (layout/SiteLayout.tsx). */
function lazyParts() {
  const pages = readdirSync(PAGES_DIR)
    .filter((name) => /^\w+\.tsx$/.test(name))
    .sort()
    .map((name) => [name.replace(/\.tsx$/, ''), path.join(PAGES_DIR, name)]);
  return [['Footer', path.join(SRC, 'layout/Footer.tsx')], ...pages];
}

/** The ids of the frame, and per lazily loaded part (parts/{name}.ts) those its code names beyond the frame's. */
export function catalogueSplit(allIds) {
  const known = new Set(allIds);
  const frame = new Set(
    [...textIdsReachable(path.join(SRC, 'main.tsx'), allIds, false)].filter((id) => known.has(id)),
  );
  const parts = new Map();
  for (const [name, file] of lazyParts()) {
    const ids = [...textIdsReachable(file, allIds, true)].filter((id) => known.has(id) && !frame.has(id));
    parts.set(name, new Set(ids));
  }
  return { frame, parts };
}

/** The TypeScript module of one compiled catalogue, formatted as the repository's Prettier would. */
export async function compiledCatalogue(messages, filepath, only) {
  const compiled = Object.fromEntries(
    Object.keys(messages)
      .filter((id) => !only || only.has(id))
      .sort()
      .map((id) => [id, compileMessage(messages[id])]),
  );
  const source = [
    '// Generated by apps/site/scripts/compile-catalogues.mjs from messages.json beside it: do not edit.',
    "import type { Messages } from '@lingui/core';",
    '',
    `export const messages: Messages = ${JSON.stringify(compiled)};`,
    '',
  ].join('\n');
  const options = (await prettier.resolveConfig(filepath)) ?? {};
  return prettier.format(source, { ...options, filepath });
}

/** The whole compiled catalogue of one language, as committed beside its messages.json. */
async function wholeCatalogueOf(locale) {
  const target = path.join(LOCALES_DIR, locale, 'messages.ts');
  return [target, await compiledCatalogue(messagesOf(locale), target)];
}

const messagesOf = (locale) =>
  JSON.parse(readFileSync(path.join(LOCALES_DIR, locale, 'messages.json'), 'utf8'));

/** Where the browser's split of the catalogues is written at build time (git-ignored; see the site's vite.config). */
export const BROWSER_TEXTS_DIR = path.join(LOCALES_DIR, 'browser');

/**
 * Writes the browser's split of both catalogues: browser/{locale}/frame.ts and browser/{locale}/parts/*.ts,
 * replacing whatever an earlier build left there (a page that was removed leaves no texts behind).
 */
export async function writeBrowserTexts() {
  const split = catalogueSplit(Object.keys(messagesOf('en')));
  rmSync(BROWSER_TEXTS_DIR, { recursive: true, force: true });
  for (const locale of CATALOGUE_LOCALES) {
    const messages = messagesOf(locale);
    const dir = path.join(BROWSER_TEXTS_DIR, locale);
    mkdirSync(path.join(dir, 'parts'), { recursive: true });
    const outputs = [
      [path.join(dir, 'frame.ts'), split.frame],
      ...[...split.parts].map(([part, ids]) => [path.join(dir, 'parts', `${part}.ts`), ids]),
    ];
    for (const [target, only] of outputs) {
      writeFileSync(target, await compiledCatalogue(messages, target, only));
    }
  }
}

async function main() {
  if (process.argv.includes('--split')) {
    // The split as JSON (for the catalogue test): the frame's ids and each part's.
    const { frame, parts } = catalogueSplit(Object.keys(messagesOf('en')));
    const json = {
      frame: [...frame],
      parts: Object.fromEntries([...parts].map(([name, ids]) => [name, [...ids]])),
    };
    process.stdout.write(JSON.stringify(json));
    return;
  }
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const locale of CATALOGUE_LOCALES) {
    const [target, output] = await wholeCatalogueOf(locale);
    if (!check) {
      writeFileSync(target, output);
      continue;
    }
    let current = '';
    try {
      current = readFileSync(target, 'utf8');
    } catch {
      // missing: stale
    }
    if (current !== output) {
      console.error(
        `${path.relative(process.cwd(), target)} is out of date: run npm run i18n:compile -w apps/site`,
      );
      stale += 1;
    }
  }
  process.exitCode = stale > 0 ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
