import { flattenCatalogue } from '../i18n/catalogueKeys';
import { en } from '../i18n/en';

/** react-admin's `translate`, as the pure helpers below take it. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

const ENGLISH = flattenCatalogue(en);

/**
 * A catalogue key's English text with its `%{…}` filled in: the default of the pure helpers that screens call
 * with react-admin's `translate` (their unit tests and any caller outside React read English, word for word).
 */
export const englishText: Translate = (key, options = {}) =>
  (ENGLISH.get(key) ?? key).replace(/%\{(\w+)\}/g, (_, name: string) => String(options[name] ?? ''));
