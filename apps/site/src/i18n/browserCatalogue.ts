import { i18n, type Messages } from '@lingui/core';
import { type Locale } from '@foundation/shared';
import { activateLocale, currentLocale } from './i18n';

/*
 * The texts the browser loads, in the page's language and in parts (docs/decisions/0022-site-languages.md):
 * the frame's before the first render, a page's or the footer's with its code. The site's build writes them
 * from the catalogues into src/locales/browser/ (scripts/compile-catalogues.mjs, writeBrowserTexts), one chunk
 * each; the server and unit tests use the whole catalogues instead (./wholeCatalogue.ts).
 */
type TextsModule = { messages: Messages };

const FRAME_TEXTS = import.meta.glob<TextsModule>('../locales/browser/*/frame.ts');
const PART_TEXTS = import.meta.glob<TextsModule>('../locales/browser/*/parts/*.ts');

/** Loads the frame's texts in a language and makes that language the one `t` reads. */
export async function loadLocale(locale: Locale): Promise<void> {
  const { messages } = await textsModule(FRAME_TEXTS, `../locales/browser/${locale}/frame.ts`);
  activateLocale(locale, messages);
}

/**
 * A part's code (a page, the footer) with its texts in the page's language, fetched side by side: the
 * module once both are in, the texts added to the catalogue `t` reads.
 */
export async function withPartTexts<M>(part: string, load: () => Promise<M>): Promise<M> {
  const locale = currentLocale();
  const [module, { messages }] = await Promise.all([
    load(),
    textsModule(PART_TEXTS, `../locales/browser/${locale}/parts/${part}.ts`),
  ]);
  i18n.load(locale, messages);
  return module;
}

function textsModule(modules: Record<string, () => Promise<TextsModule>>, file: string) {
  const load = modules[file];
  // Written by every build for each page and the footer: a missing one is a build that skipped the split.
  if (!load) throw new Error(`${file} is missing`);
  return load();
}
