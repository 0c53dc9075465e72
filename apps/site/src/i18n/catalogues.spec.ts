/// <reference types="node" />
// Reads the catalogues and the sources from disk (Node APIs in a test only; the app has none).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { textIdsOf } from '../../scripts/text-ids.mjs';
import { messages as compiledEnglish } from '../locales/en/messages';
import { messages as compiledHindi } from '../locales/hi/messages';

const SRC = path.join(__dirname, '..');
const LOCALES_DIR = path.join(SRC, 'locales');
const catalogue = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(LOCALES_DIR, locale, 'messages.json'), 'utf8'));
const english = catalogue('en');
const hindi = catalogue('hi');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'locales' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [file] : [];
  });
}
const FILES = sourceFiles(SRC);
const relative = (file: string) => path.relative(SRC, file).split(path.sep).join('/');

/** Every message id the code names, read as the build's split of the catalogues reads it. */
function usedIds(): Set<string> {
  const ids = new Set<string>();
  const all = Object.keys(english);
  for (const file of FILES) for (const id of textIdsOf(readFileSync(file, 'utf8'), all)) ids.add(id);
  return ids;
}

describe('the site’s message catalogues (src/locales)', () => {
  it('has every message in both languages', () => {
    expect(Object.keys(hindi).filter((id) => !(id in english))).toEqual([]);
    expect(Object.keys(english).filter((id) => !(id in hindi))).toEqual([]);
  });

  it('has no empty message and keeps every {placeholder} of the English text in the Hindi one', () => {
    for (const [id, text] of Object.entries(english)) {
      expect({ id, empty: text.trim() === '' || (hindi[id] ?? '').trim() === '' }).toEqual({
        id,
        empty: false,
      });
      const placeholders = (message: string) =>
        [...message.matchAll(/\{(\w+)\s*[,}]/g)].map((match) => match[1]).sort();
      expect({ id, placeholders: placeholders(hindi[id] ?? '') }).toEqual({
        id,
        placeholders: placeholders(text),
      });
      expect(() => compileMessage(hindi[id] ?? '')).not.toThrow();
    }
  });

  it('has no message that the code never uses', () => {
    const used = usedIds();
    expect(Object.keys(english).filter((id) => !used.has(id))).toEqual([]);
  });

  it('is compiled: src/locales/*/messages.ts match messages.json (npm run i18n:compile -w apps/site)', () => {
    const compile = (messages: Record<string, string>) =>
      Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, compileMessage(text)]));
    expect(compiledEnglish).toEqual(compile(english));
    expect(compiledHindi).toEqual(compile(hindi));
  });

  it('is split for the browser so that the frame and the parts hold every text, each once beside the frame', () => {
    // The split the build writes (scripts/compile-catalogues.mjs, writeBrowserTexts), printed by the compiler.
    const run = spawnSync(
      process.execPath,
      [path.join(SRC, '../scripts/compile-catalogues.mjs'), '--split'],
      {
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(0);
    const split = JSON.parse(run.stdout) as { frame: string[]; parts: Record<string, string[]> };
    const parts = Object.values(split.parts).flat();
    expect(split.frame).toContain('layout.skipLink');
    // The footer's content is in every page's server HTML, which the browser keeps as it is: its texts are
    // loaded only with its code, for a page the browser renders itself (components/ServerHtml.tsx).
    expect(split.frame).not.toContain('footer.contact');
    expect(split.parts.FrameContent).toContain('footer.contact');
    // The newsletter form in the footer works on every page: its texts come with the frame's.
    expect(split.frame).toContain('newsletter.heading');
    expect(Object.keys(split.parts)).toEqual(
      expect.arrayContaining(['HomePage', 'EventDetailPage', 'ContributePage']),
    );
    expect(parts.filter((id) => split.frame.includes(id))).toEqual([]);
    expect(new Set([...split.frame, ...parts])).toEqual(new Set(Object.keys(english)));
  });
});

/*
 * The files whose texts are not in the catalogues yet (remaining work of the Hindi site): they
 * still show English on Hindi pages. Convert a file, then take it off this list; the test below fails on
 * English text written in any file that is not on it.
 */
const REMAINING = new Set<string>([]);

/** English words written as JSX text or as a visible attribute (aria-label, alt, placeholder, title). */
function englishLiterals(source: string): string[] {
  const found: string[] = [];
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
  for (const [, text] of code.matchAll(/>([^<>{}();=`]*?[A-Za-z]{2,}[^<>{}();=`]*?)</g)) {
    found.push(text!.trim());
  }
  for (const [, text] of code.matchAll(
    /\b(?:aria-label|alt|placeholder|title|label)="([^"]*[A-Za-z]{2,}[^"]*)"/g,
  )) {
    found.push(text!);
  }
  return found;
}

/** Texts modules (texts.ts, content.ts, waitlistTexts.ts): any quoted text of two or more words. */
const TEXT_MODULE = /(?:^|\/)(?:texts|content|\w+Texts)\.ts$/;
function englishStrings(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [
    ...code.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*?[A-Za-z]{2,} [A-Za-z]{2,}(?:(?!\1)[^\\\n]|\\.)*?)\1/g),
  ].map((match) => match[2]!);
}

describe('English text outside the catalogues', () => {
  it('lists only files that still have English texts as remaining', () => {
    const done = [...REMAINING].filter((file) => {
      const source = readFileSync(path.join(SRC, file), 'utf8');
      return (
        englishLiterals(source).length === 0 &&
        (!TEXT_MODULE.test(file) || englishStrings(source).length === 0)
      );
    });
    expect(done).toEqual([]);
  });

  it('is written in no converted file', () => {
    const offenders = FILES.filter((file) => !REMAINING.has(relative(file)))
      .map((file) => {
        const source = readFileSync(file, 'utf8');
        const english = [
          ...(file.endsWith('.tsx') ? englishLiterals(source) : []),
          ...(TEXT_MODULE.test(relative(file)) ? englishStrings(source) : []),
        ];
        return { file: relative(file), english };
      })
      .filter(({ english: texts }) => texts.length > 0);
    expect(offenders).toEqual([]);
  });
});
