import { useLocaleState } from 'react-admin';
import type { Locale } from '@foundation/shared';

/** The panel's language as the shared formatters take it (English unless Hindi is chosen). */
export function usePanelLocale(): Locale {
  const [locale] = useLocaleState();
  return locale === 'hi' ? 'hi' : 'en';
}
