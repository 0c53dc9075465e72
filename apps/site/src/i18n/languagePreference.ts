import { type Locale, isLocale } from '@foundation/shared';

const KEY = 'foundation.locale';

/** The language the visitor last chose with the switch, if any (none when storage is unavailable). */
export function rememberedLocale(): Locale | null {
  try {
    const value = window.localStorage.getItem(KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/** Remembers the visitor's choice, to offer it when they next arrive in the other language. */
export function rememberLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(KEY, locale);
  } catch {
    // private mode or storage full: the switch still works, it is just not remembered
  }
}
