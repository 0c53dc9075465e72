import { t } from './i18n';

/**
 * A module's texts as an object of catalogue entries: `catalogueTexts('newsletter', ['heading'])` reads
 * `newsletter.heading` from the active language's catalogue each time a property is read, so existing code
 * (`NEWSLETTER_TEXTS.heading`) speaks the page's language without changing. The English and Hindi texts live
 * in src/locales/{en,hi}/messages.json.
 */
export function catalogueTexts<const K extends string>(
  prefix: string,
  keys: readonly K[],
): Readonly<Record<K, string>> {
  const result = {} as Record<K, string>;
  for (const key of keys) {
    Object.defineProperty(result, key, { enumerable: true, get: () => t(`${prefix}.${key}`) });
  }
  return result;
}

/**
 * One item of a module's built-in content (a slide, a card) whose `keys` are catalogue entries
 * `{prefix}.{key}`, read in the page's language whenever they are read; `rest` (pictures, links) as given.
 */
export function catalogueEntry<const K extends string, R extends object>(
  prefix: string,
  keys: readonly K[],
  rest: R,
): Readonly<Record<K, string>> & R {
  return Object.assign(catalogueTexts(prefix, keys), rest);
}

/**
 * A module's texts with more entries beside the catalogue's: functions, nested texts, and getters that build
 * lists (`get activities()`). Unlike `Object.assign`, which would read each getter once when the module loads
 * (in whatever language was active then), the getters are kept, so they read the page's language when used.
 */
export function withTexts<A extends object, B extends object>(texts: A, more: B): A & B {
  return Object.defineProperties(texts, Object.getOwnPropertyDescriptors(more)) as A & B;
}
