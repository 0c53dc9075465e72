// These tests read the panel's source files from disk (Node), unlike the screens they check.
/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import englishMessages from 'ra-language-english';
import { flattenCatalogue } from './catalogueKeys';
import { en } from './en';
import { hi } from './hi';

const SRC = path.join(__dirname, '..');
const english = flattenCatalogue(en);
const hindi = flattenCatalogue(hi);

/** The panel's source files, catalogues and tests left out. */
function sourceFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'i18n' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The keys the shared components build from a resource's name in one source file: ResourceList and
 * ResourceRowActions (common/ResourceList.tsx), ResourceForm and its inputs (common/resourceInputs.tsx),
 * ResourceCreate and ResourceEdit (common/ResourcePages.tsx).
 */
function keysBuiltIn(code: string): string[] {
  const named = [...code.matchAll(/resource="([\w-]+)"/g)].map((match) => match[1]);
  const constant = /resource=\{R\}/.test(code) ? /const R = '([\w-]+)'/.exec(code)?.[1] : undefined;
  const has = (pattern: RegExp) => pattern.test(code);
  return [...new Set([...named, ...(constant ? [constant] : [])])].flatMap((resource) => {
    const keys: string[] = [];
    if (has(/<ResourceList\b/)) {
      keys.push('list.empty', 'list.fetchFailed');
      if (has(/\bemptyHelp\b/)) keys.push('list.emptyHelp');
      if (!has(/\b(filters|searchPlaceholder)=/)) keys.push('list.searchPlaceholder');
    }
    if (has(/<ResourceRowActions\b/) || (has(/<ResourceList\b/) && !has(/\browActions=/)))
      keys.push('list.deleteTitle', 'list.deleteContent', 'list.deleteFailed');
    if (has(/<ResourceForm\b/) && !has(/\bsaveLabel=/)) keys.push('form.save');
    const saveFailed = has(/\bsaveFailed=/) ? [] : ['form.saveFailed'];
    if (has(/<ResourceCreate\b/)) keys.push('list.addNew', ...saveFailed);
    if (has(/<ResourceEdit\b/)) keys.push('edit.title', 'list.fetchFailed', ...saveFailed);
    if (has(/<SortOrderInput\b/)) keys.push('fields.sortOrder', 'form.orderHelp');
    if (has(/<ActiveSwitchInput\b/)) keys.push('fields.isActive', 'form.activeHelp');
    for (const match of code.matchAll(/<TwinTextInput\s[^>]*?source="(\w+)"/g))
      keys.push(`fields.${match[1]}`);
    return keys.map((key) => `resources.${resource}.${key}`);
  });
}

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the admin catalogues', () => {
  it('have the same keys in English and Hindi', () => {
    const missingInHindi = [...english.keys()].filter((key) => !hindi.has(key));
    const missingInEnglish = [...hindi.keys()].filter((key) => !english.has(key));
    expect({ missingInHindi, missingInEnglish }).toEqual({ missingInHindi: [], missingInEnglish: [] });
  });

  it("cover every key of react-admin's English catalogue", () => {
    const missing = [...flattenCatalogue(englishMessages).keys()].filter((key) => !hindi.has(key));
    expect(missing).toEqual([]);
  });

  it('keep the placeholders and plural forms of each English text in Hindi', () => {
    const mismatched = [...english].filter(([key, text]) => {
      const twin = hindi.get(key) ?? '';
      return (
        placeholders(text).join() !== placeholders(twin).join() ||
        text.split('||||').length !== twin.split('||||').length
      );
    });
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('are written in Devanagari in Hindi (no English left untranslated)', () => {
    const latinOnly = [...hindi].filter(([, text]) => {
      const words = text.replace(/%\{\w+\}/g, '').trim();
      return words.length > 0 && !/[\u0900-\u097F]/.test(words);
    });
    expect(latinOnly.map(([key]) => key)).toEqual([]);
  });

  it('use each of our keys somewhere in the panel', () => {
    const sources = sourceFiles().map((file) => readFileSync(file, 'utf8'));
    const code = sources.join('\n');
    const built = new Set(sources.flatMap(keysBuiltIn));
    const resources = [
      ...readFileSync(path.join(SRC, 'App.tsx'), 'utf8').matchAll(/<Resource name="([^"]+)"/g),
    ].map((match) => match[1]);
    const used = (key: string) => {
      if (code.includes(`'${key}'`) || code.includes(`"${key}"`) || code.includes(`\`${key}\``)) return true;
      if (built.has(key)) return true;
      // Keys read for each resource by react-admin (its name, its success toasts) and by our AddNewToolbar.
      const own = /^resources\.([^.]+)\.(name|notifications\.(created|updated|deleted)|list\.addNew)$/.exec(
        key,
      );
      if (own && resources.includes(own[1])) return true;
      // Keys built from a value: `admin.eventTypes.${type}`.
      const parent = key.slice(0, key.lastIndexOf('.'));
      return code.includes(`\`${parent}.\${`);
    };
    const unused = [...english.keys()].filter((key) => !key.startsWith('ra.') && !used(key));
    expect(unused).toEqual([]);
  });
});
