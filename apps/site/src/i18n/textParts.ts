import { i18n, type Messages } from '@lingui/core';
import { type Locale } from '@foundation/shared';

// The texts of each part the frame loads later (a page, the footer), one chunk per language and part, written
// by scripts/compile-catalogues.mjs. Only the frame's texts come before the first render (src/i18n/i18n.ts).
const PART_TEXTS = import.meta.glob<{ messages: Messages }>('../locales/*/parts/*.ts');

/** Adds the texts of a part, in the page's language, to the catalogue `t` reads; called with the part's chunk. */
export async function loadPartTexts(part: string, locale: Locale): Promise<void> {
  const load = PART_TEXTS[`../locales/${locale}/parts/${part}.ts`];
  // Written for every page and the footer: a missing one is a build that skipped the compiler.
  if (!load) throw new Error(`src/locales/${locale}/parts/${part}.ts is missing`);
  const { messages } = await load();
  i18n.load(locale, messages);
}
