import { t } from '../../i18n/i18n';
import { catalogueTexts, withTexts } from '../../i18n/texts';

/**
 * Texts of a person's rights over their data on the booking page and My giving (docs/privacy.md
 * "Rights"), in the page's language: entries `rights.*` of src/locales/{locale}/messages.json.
 */
export const RIGHTS_TEXTS = withTexts(
  catalogueTexts('rights', [
    'heading',
    'showData',
    'hideData',
    'loadingData',
    'dataFailed',
    'download',
    'nothing',
    'correctHeading',
    'correctNote',
    'donorCorrectNote',
    'donorCorrectPan',
    'donorCorrectLink',
    'save',
    'saving',
    'saved',
    'saveFailed',
    'eraseHeading',
    'eraseNote',
    'eraseButton',
    'eraseTitle',
    'eraseConfirmText',
    'eraseConfirm',
    'eraseKeep',
    'erasing',
    'eraseFailed',
    'erasedTitle',
    'keptHeading',
    'keptNone',
    'backHome',
  ]),
  {
    intro: (email: string) => t('rights.intro', { email }),
    dataHeading: (email: string) => t('rights.dataHeading', { email }),
    madeAt: (at: string) => t('rights.madeAt', { at }),
    subscribedSince: (date: string) => t('rights.subscribedSince', { date }),
    erasedNote: (count: number) => t('rights.erasedNote', { count }),
    consentLine: (record: string, date: string, version: number | null) =>
      version === null
        ? t('rights.consentNone', { record, date })
        : t('rights.consentLine', { record, date, version }),
    record: (kind: string) => t(`rights.record.${kind}`),
    section: catalogueTexts('rights.section', [
      'registrations',
      'waitlistEntries',
      'donations',
      'recurringGifts',
      'contactMessages',
      'volunteerApplications',
      'newsletter',
      'consents',
    ]),
    field: catalogueTexts('rights.field', [
      'name',
      'email',
      'phone',
      'address',
      'pan',
      'event',
      'tickets',
      'amount',
      'status',
      'date',
      'receipts',
      'message',
      'city',
      'role',
      'availability',
      'noticeVersion',
      'guardianName',
      'guardianConsentAt',
    ]),
    keptTaxRecord: (amount: string, date: string, until: string) =>
      t('rights.keptTaxRecord', { amount, date, until }),
    keptRecurringGift: (amount: string) => t('rights.keptRecurringGift', { amount }),
  },
);
