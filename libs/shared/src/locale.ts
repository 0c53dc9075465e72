/**
 * The product's two languages. English lives at today's URLs, Hindi under `/hi/`; everything a person reads
 * (site, admin panel, e-mails, receipts, tickets) is in one of these. Records the staff write carry optional
 * Hindi twins of their visible texts, named `<field>Hi` (column `<field>_hi`, same length limit as the
 * English field, null or blank when not translated); the Hindi site shows the English text wherever the
 * Hindi one is empty (`localizedText`). A person's language at the time of a booking or gift is stored on
 * that record (`locale`) so every later e-mail and PDF about it speaks it.
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The `Intl` locale of each language: Indian digit grouping (1,25,000) in both. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language named in itself, for the language switch. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

export const LOCALE_MESSAGES = {
  localeInvalid: `Language must be one of ${LOCALES.join(', ')}`,
} as const;

/**
 * The language field every public write accepts beside its own fields (absent: English). Kept apart from
 * the forms' field types, which the site iterates as its form fields.
 */
export interface LocaleOfWrite {
  locale?: Locale;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language of a site path and the path without its prefix: '/hi/events/x' → hi, '/events/x'. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(hi)(\/.*)?$/.exec(pathname);
  if (!match) return { locale: 'en', path: pathname || '/' };
  return { locale: match[1] as Locale, path: match[2] && match[2].length > 0 ? match[2] : '/' };
}

/** A site path in a language: English unprefixed ('/events'), Hindi under '/hi' ('/hi/events', '/hi'). */
export function localePath(path: string, locale: Locale): string {
  const bare = splitLocalePath(path).path;
  if (locale === 'en') return bare;
  return bare === '/' ? '/hi' : `/hi${bare}`;
}

type HindiTwinOf<K extends string> = `${K}Hi`;

/**
 * A record's text in a language, per field: the Hindi twin (`titleHi`) when the language is Hindi and the
 * twin is not blank, the English field otherwise. A list twin (an event's `featuresHi`, `faqsHi`) stands
 * for its whole English list when it has an item; null or empty, the English list is shown.
 */
export function localizedText<R extends object, K extends keyof R & string>(
  record: R,
  field: K,
  locale: Locale,
): R[K] {
  if (locale === 'hi') {
    const twin = (record as Record<string, unknown>)[`${field}Hi` satisfies HindiTwinOf<K>];
    if (typeof twin === 'string' && twin.trim().length > 0) return twin as R[K];
    if (Array.isArray(twin) && twin.length > 0) return twin as R[K];
  }
  return record[field];
}
