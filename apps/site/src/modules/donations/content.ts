import { type DonationType } from '@foundation/shared';
import { t } from '../../i18n/i18n';
import { catalogueTexts, withTexts } from '../../i18n/texts';

const TYPES: DonationType[] = ['monthly', 'yearly', 'one-time'];

/**
 * Contents of the Contribute page (docs/product.md §2 and §9): its texts in the page's language (entries
 * `contribute.*` of the catalogues), its amounts and rules as they are.
 */
export const CONTRIBUTE = withTexts(
  catalogueTexts('contribute', [
    'title',
    'lead',
    'formTitle',
    'typeLegend',
    'amountLegend',
    'customAmount',
    'name',
    'email',
    'phone',
    'taxDetailsLegend',
    'taxDetailsHint',
    'pan',
    'address',
    'nameRequired',
    'emailRequired',
    'emailInvalid',
    'phoneRequired',
    'approvalContinue',
    'approvalStop',
    'donate',
    'processing',
    'taxNote',
    'thanksTitle',
    'receiptOnItsWay',
    'donateAgain',
    'cancelled',
    'failed',
    'unconfirmed',
    'projectsTitle',
    'projectsLoading',
    'projectsEmpty',
    'projectsError',
    'projectChoice',
    'noProject',
    'giveToProject',
    'goal',
    'raised',
    'taxPanelTitle',
    'taxPanelText',
    'panInvalid',
    'addressRequiredWithPan',
    'createOrderFailed',
    'createOrderServerError',
    'invalidOrderResponse',
    'unparsableOrderResponse',
  ]),
  {
    get types(): { value: DonationType; label: string }[] {
      return TYPES.map((value) => ({ value, label: t(`contribute.type.${value}`) }));
    },
    defaultType: 'monthly' as DonationType,
    presets: [500, 1000, 2500, 5000, 10000],
    defaultAmount: 1000,
    panPlaceholder: 'ABCDE1234F',
    amountOutOfBounds: (min: string, max: string) => t('contribute.amountOutOfBounds', { min, max }),
    /** Razorpay's rule for UPI AutoPay and card mandates above the threshold, said before Checkout opens. */
    approvalNote: (amount: string, period: 'monthly' | 'yearly', threshold: string) =>
      t('contribute.approvalNote', { amount, period, threshold }),
    approvalNoteFromServer: (amount: string, period: 'monthly' | 'yearly') =>
      t('contribute.approvalNoteFromServer', { amount, period }),
    periodSuffix: catalogueTexts('contribute.periodSuffix', ['monthly', 'yearly', 'one-time']) as Record<
      DonationType,
      string
    >,
    funded: (percent: number) => t('contribute.funded', { percent }),
    minimumAmount: 1,
    maximumAmount: 1000000,
    approvalThresholdRupees: 15000,
  },
);
