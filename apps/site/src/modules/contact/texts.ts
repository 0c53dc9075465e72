import { t } from '../../i18n/i18n';
import { catalogueTexts } from '../../i18n/texts';

/** The contact page's texts, in the page's language (entries `contact.*` of the catalogues). */
export const CONTACT_TEXTS = Object.assign(
  catalogueTexts('contact', [
    'title',
    'lead',
    'formTitle',
    'fullName',
    'whatsappNumber',
    'message',
    'send',
    'sending',
    'failed',
    'detailsTitle',
    'address',
    'phones',
    'email',
    'legalTitle',
    'licence',
    'pan',
    'gst',
    'registration80G',
  ]),
  {
    thanks: (name: string) => t('contact.thanks', { name }),
  },
);
