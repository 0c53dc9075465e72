import { catalogueTexts } from '../../i18n/texts';

/** The unsubscribe page's texts, in the page's language (entries `unsubscribe.*` of the catalogues). */
export const UNSUBSCRIBE_TEXTS = catalogueTexts('unsubscribe', [
  'title',
  'note',
  'confirm',
  'working',
  'doneTitle',
  'doneNote',
  'invalidTitle',
  'invalidNote',
  'failed',
  'home',
]);
