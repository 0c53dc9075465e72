import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, isLocale, type Locale, splitLocalePath } from '@foundation/shared';

/*
 * The site's texts in its two languages (docs/decisions/0022-site-languages.md). A page load has one language,
 * read from its URL ('/hi/...' is Hindi, every other path English); switching language is a link to the
 * other language's URL, a new page load. Only that language's texts are fetched: those of the frame every page
 * shares before the app first renders (the site server preloads them), those of a page or the footer with its
 * code (./browserCatalogue.ts).
 */

/** Makes already loaded texts the ones `t` reads (the server and tests load whole catalogues at once). */
export function activateLocale(locale: Locale, messages: Messages): void {
  i18n.loadAndActivate({ locale, messages });
}

/** The language of the page being loaded, from its address. */
export function localeOfLocation(pathname: string): Locale {
  return splitLocalePath(pathname).locale;
}

/**
 * A text of the catalogue, by id, with its {placeholders} filled. The language is fixed for the whole page
 * load, so components read it at render without subscribing to changes.
 */
export function t(id: string, values?: Record<string, unknown>): string {
  return i18n._(id, values);
}

/** The page's language (English until a catalogue is active): fixed for the page load, so no hook. */
export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}
