import polyglotI18nProvider from 'ra-i18n-polyglot';
import { LOCALE_NAMES, LOCALES, type Locale } from '@foundation/shared';
import { en } from './i18n/en';
import { loadDevanagariFont } from './i18n/loadDevanagariFont';

/**
 * English texts of react-admin with the panel's own: docs/product.md §8's success toasts per resource and the
 * labels staff see.
 */
export const messages = en;

/**
 * English is in the entry bundle; the Hindi catalogue is its own chunk, fetched only when staff choose हिन्दी
 * (react-admin remembers the choice in its store, so a reload comes back in Hindi), together with the
 * Devanagari font's files.
 */
function loadMessages(locale: string) {
  // With the catalogue, the Devanagari font's every weight: no Hindi text is drawn before its font is in.
  return locale === 'hi'
    ? Promise.all([import('./i18n/hi'), loadDevanagariFont()]).then(([module]) => module.hi)
    : en;
}

export const i18nProvider = polyglotI18nProvider(
  loadMessages,
  'en' satisfies Locale,
  LOCALES.map((locale) => ({ locale, name: LOCALE_NAMES[locale] })),
  { allowMissing: true },
);
