import {
  type DonationRefundStatus,
  type DonationType,
  type PaymentStatus,
  type RecurringGiftStatus,
  type RecurringPeriod,
  type TaxRegimeId,
  taxRegimeById,
} from '@foundation/shared';
import { t } from '../../i18n/i18n';
import { catalogueTexts } from '../../i18n/texts';

/**
 * Texts of the donor's "My giving" page (opened from the link in every donation e-mail), in the page's
 * language: entries `myGiving.*` of src/locales/{locale}/messages.json.
 */
export const MY_GIVING = Object.assign(
  catalogueTexts('myGiving', [
    'title',
    'lead',
    'loading',
    'noToken',
    'invalidTitle',
    'invalid',
    'failed',
    'retry',
    'contribute',
    'recurringTitle',
    'giftsTitle',
    'empty',
    'chargesSoFar',
    'nextCharge',
    'started',
    'cancelledOn',
    'noNextCharge',
    'cancel',
    'cancelText',
    'cancelConfirm',
    'cancelKeep',
    'cancelling',
    'cancelFailed',
    'amount',
    'date',
    'kind',
    'status',
    'receipts',
    'noReceipt',
    'download',
    'downloading',
    'downloadFailed',
    'taxTitle',
    'pan',
    'panPlaceholder',
    'panInvalid',
    'addressRequiredWithPan',
    'address',
    'taxSubmit',
    'taxSubmitting',
    'taxDone',
    'taxFailed',
    'documentsTitle',
    'documentsHint',
  ]),
  {
    statement: (year: string) => t('myGiving.statement', { year }),
    certificate: (form: string, year: string) => t('myGiving.certificate', { form, year }),
    greeting: (name: string | null, email: string) => (name ? `${name} (${email})` : email),
    every: catalogueTexts('myGiving.every', ['monthly', 'yearly']) as Record<RecurringPeriod, string>,
    // One message per number rather than an ICU plural: the catalogue test compares both languages' placeholders.
    charges: (count: number, total: number) =>
      t(total === 1 ? 'myGiving.chargesOne' : 'myGiving.chargesMany', { count, total }),
    cancelTitle: (period: RecurringPeriod, amount: string) => t('myGiving.cancelTitle', { period, amount }),
    cancelled: (period: RecurringPeriod) => t('myGiving.cancelled', { period }),
    giftStatus: catalogueTexts('myGiving.giftStatus', [
      'created',
      'failed',
      'authenticated',
      'active',
      'pending',
      'halted',
      'cancelled',
      'completed',
    ]) as Record<RecurringGiftStatus, string>,
    type: catalogueTexts('myGiving.type', ['monthly', 'yearly', 'one-time']) as Record<DonationType, string>,
    paymentStatus: catalogueTexts('myGiving.paymentStatus', ['completed', 'pending', 'failed']) as Record<
      PaymentStatus,
      string
    >,
    refundStatus: catalogueTexts('myGiving.refundStatus', ['pending', 'processed', 'failed']) as Record<
      DonationRefundStatus,
      string
    >,
    replaces: (receiptNumber: string) => t('myGiving.replaces', { receiptNumber }),
    downloadLabel: (receiptNumber: string) => t('myGiving.downloadLabel', { receiptNumber }),
    /** A receipt's kind, named by the section of the regime of the gift's date (80G or 133). */
    receiptKind: (deductible: boolean, regimeId: TaxRegimeId) => {
      const section = taxRegimeById(regimeId)?.deductionSection ?? '';
      return deductible ? t('myGiving.receipt80g', { section }) : t('myGiving.receiptPlain', { section });
    },
    taxText: (count: number) =>
      count === 1 ? t('myGiving.taxTextOne') : t('myGiving.taxTextMany', { count }),
  },
);

/** Statuses in which a recurring gift can still take debits, so the donor can cancel it. */
export const CANCELLABLE: readonly RecurringGiftStatus[] = ['authenticated', 'active', 'pending', 'halted'];
