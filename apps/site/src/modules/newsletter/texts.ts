import { catalogueTexts } from '../../i18n/texts';

/** The newsletter form's texts, in the page's language (entries `newsletter.*` of the catalogues). */
export const NEWSLETTER_TEXTS = catalogueTexts('newsletter', [
  'heading',
  'intro',
  'label',
  'placeholder',
  'submit',
  'submitting',
  'thanks',
  'failed',
  'consent',
]);
