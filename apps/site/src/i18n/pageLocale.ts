import { type Locale, type LocaleOfWrite, splitLocalePath } from '@foundation/shared';
import { currentLocale } from './i18n';

/**
 * The language of the page the visitor is on: its address says it ('/hi/...' is Hindi), the active
 * catalogue where there is no address (outside a browser). Fixed for the page load, like the catalogue.
 */
export function pageLocale(): Locale {
  if (typeof window === 'undefined' || !window.location) return currentLocale();
  return splitLocalePath(window.location.pathname).locale;
}

/**
 * The body of a public write with the page's language added: the API stores it on the record it makes
 * (a booking, a gift, a message, an application), and every later e-mail, receipt and ticket about that
 * record is written in it (docs/decisions/0024-documents-in-the-visitors-language.md). The site's API
 * modules add it, so no form has to know about it.
 */
export function withPageLocale<T extends object>(body: T): T & Required<LocaleOfWrite> {
  return { ...body, locale: pageLocale() };
}
