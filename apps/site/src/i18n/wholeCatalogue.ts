import { type Locale } from '@foundation/shared';
import { messages as en } from '../locales/en/messages';
import { messages as hi } from '../locales/hi/messages';
import { activateLocale } from './i18n';

/** Every text of each language, for the server, which renders any page, and for tests (never the browser). */
export const WHOLE_CATALOGUES = { en, hi } as const;

/** Makes a language's whole catalogue the one `t` reads; the browser loads the same texts in parts. */
export async function activateWholeCatalogue(locale: Locale): Promise<void> {
  activateLocale(locale, WHOLE_CATALOGUES[locale]);
}
