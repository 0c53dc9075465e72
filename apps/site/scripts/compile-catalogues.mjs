/**
 * Compiles the site's message catalogues (docs/decisions/0022-site-languages.md): src/locales/{locale}/messages.json
 * (message id → ICU MessageFormat text, what translators edit) into src/locales/{locale}/messages.ts, the
 * precompiled form Lingui's runtime reads without shipping a message parser. Lingui's own CLI needs a newer
 * Node than this project's; its compiler (@lingui/message-utils) is the same one the CLI uses.
 *
 * messages.ts holds every text (the server renders any page with it). The browser loads less, split at build
 * time by writeBrowserTexts (the site's vite.config calls it) into src/locales/browser/, which git ignores:
 * {locale}/frame.ts, the texts of the frame every page shares (what src/main.tsx imports), loaded before the
 * first render (the footer's among them: it is content, in every page's HTML), and {locale}/parts/{Part}.ts,
 * the further texts of one page, loaded with that part's chunk. Which code uses which text is read from the sources, with the
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
import { textIdsOf } from './text-ids.mjs';

const SRC = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src');
const LOCALES_DIR = path.join(SRC, 'locales');
const PAGES_DIR = path.join(SRC, 'pages');
export const CATALOGUE_LOCALES = ['en', 'hi'];

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
function textIdsReachable(file, allIds, dynamic, stop = new Set()) {
  const seen = new Set([...stop].filter((other) => other !== file));
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

/** `withPartTexts('RegistrationFlow', () => import('./RegistrationFlow'))`: code a page loads on demand. */
const DEFERRED_PART = /withPartTexts\(\s*'(\w+)',\s*\(\)\s*=>\s*import\('(\.{1,2}\/[^']+)'\)/g;

/** Every source file of src/ but the catalogues. */
function sourceFiles(dir = SRC) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return file === LOCALES_DIR ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/**
 * The parts the frame loads later, each with its own texts: every page (the footer is the frame's own), and
 * the code a page loads only when used, with its texts then (EventRegistration.tsx: the registration flow).
 */
function lazyParts() {
  const pages = readdirSync(PAGES_DIR)
    .filter((name) => /^\w+\.tsx$/.test(name))
    .sort()
    .map((name) => [name.replace(/\.tsx$/, ''), path.join(PAGES_DIR, name)]);
  const deferred = sourceFiles().flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(DEFERRED_PART)].map(([, name, specifier]) => [
      name,
      resolveImport(file, specifier),
    ]),
  );
  return [...pages, ...deferred.filter(([, file]) => file)];
}

/** The ids of the frame, and per lazily loaded part (parts/{name}.ts) those its code names beyond the frame's. */
export function catalogueSplit(allIds) {
  const known = new Set(allIds);
  const frame = new Set(
    [...textIdsReachable(path.join(SRC, 'main.tsx'), allIds, false)].filter((id) => known.has(id)),
  );
  const parts = new Map();
  const all = lazyParts();
  // A page's part stops at the code it loads on demand: that code's texts are in its own part.
  const deferred = new Set(all.map(([, file]) => file).filter((file) => !file.startsWith(PAGES_DIR)));
  for (const [name, file] of all) {
    const ids = [...textIdsReachable(file, allIds, true, deferred)].filter(
      (id) => known.has(id) && !frame.has(id),
    );
    parts.set(name, new Set(ids));
  }
  return { frame, parts };
}

/** The TypeScript module of one compiled catalogue, formatted as the repository's Prettier would. */
export async function compiledCatalogue(messages, filepath, only, literal = {}) {
  const compiled = Object.fromEntries(
    [
      ...Object.keys(messages)
        .filter((id) => !only || only.has(id))
        .map((id) => [id, compileMessage(messages[id])]),
      // Plain texts, not MessageFormat: shown as they are.
      ...Object.entries(literal).map(([id, text]) => [id, [text]]),
    ].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
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

const ROUTE_TABLE = path.join(SRC, 'routes.json');

/**
 * The head texts of the route table (src/routes.json: a static page's title and description, those of a
 * not-found state) in one language, by the part that shows them, as catalogue entries `page:{path}.title`
 * (`page:{state}.title` for notFound, eventNotFound, programNotFound). The browser's copy of the table goes
 * without them (the site's vite.config, browserRouteTable): each page's come with its texts instead, and
 * src/seo/pageMeta.ts reads them there.
 */
export function pageHeadTexts(locale) {
  const table = JSON.parse(readFileSync(ROUTE_TABLE, 'utf8'));
  const inLocale = (entry, field) => {
    const twin = entry[`${field}Hi`];
    return locale === 'hi' && typeof twin === 'string' && twin.trim() ? twin : entry[field];
  };
  const byPart = new Map();
  const add = (part, key, entry) => {
    const texts = byPart.get(part) ?? {};
    texts[`page:${key}.title`] = inLocale(entry, 'title');
    texts[`page:${key}.description`] = inLocale(entry, 'description');
    byPart.set(part, texts);
  };
  for (const [pagePath, entry] of Object.entries(table.pages)) add(entry.component, pagePath, entry);
  add(table.notFound.component, 'notFound', table.notFound);
  const itemPart = (kind) => table.itemPages.find((item) => item.kind === kind).component;
  add(itemPart('event'), 'eventNotFound', table.eventNotFound);
  add(itemPart('program'), 'programNotFound', table.programNotFound);
  return byPart;
}

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
    const heads = pageHeadTexts(locale);
    const outputs = [
      [path.join(dir, 'frame.ts'), split.frame, {}],
      ...[...split.parts].map(([part, ids]) => [
        path.join(dir, 'parts', `${part}.ts`),
        ids,
        heads.get(part) ?? {},
      ]),
    ];
    for (const [target, only, literal] of outputs) {
      writeFileSync(target, await compiledCatalogue(messages, target, only, literal));
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
