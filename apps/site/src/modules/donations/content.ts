import {
  DONOR_CITIZENSHIPS,
  type DonationType,
  type DonorCitizenship,
  type TaxLawInForce,
} from '@foundation/shared';
import { currentLocale, t } from '../../i18n/i18n';
import { catalogueTexts, withTexts } from '../../i18n/texts';
import { GIVING_LIMITS } from './limits';

const TYPES: DonationType[] = ['monthly', 'yearly', 'one-time'];

/** The deduction's section and act of the law in force (the API's answer), in the page's language. */
export function lawWords(law: TaxLawInForce): { section: string; act: string } {
  return { section: law.deductionSection, act: law.actName[currentLocale()] };
}

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
    'pan',
    'address',
    'nameRequired',
    'emailRequired',
    'emailInvalid',
    'phoneRequired',
    'donate',
    'processing',
    'failed',
    'projectsTitle',
    'projectsLoading',
    'projectsEmpty',
    'projectsError',
    'projectChoice',
    'noProject',
    'giveToProject',
    'goal',
    'raised',
    'panInvalid',
    'addressRequiredWithPan',
    'citizenshipLegend',
    'citizenshipHint',
    'passport',
    'passportRequired',
    'passportInvalid',
  ]),
  {
    get types(): { value: DonationType; label: string }[] {
      return TYPES.map((value) => ({ value, label: t(`contribute.type.${value}`) }));
    },
    /** The one question the Foreign Contribution (Regulation) Act makes the form ask (libs/shared fcra.ts). */
    get citizenships(): { value: DonorCitizenship; label: string }[] {
      return DONOR_CITIZENSHIPS.map((value) => ({ value, label: t(`contribute.citizenship.${value}`) }));
    },
    /** A stopped gift set up again from its e-mail's link. */
    renewalNote: (amount: string, period: 'monthly' | 'yearly') =>
      t('contribute.renewalNote', { amount, period }),
    passportPlaceholder: 'K1234567',
    // The page is about no one donation: its tax texts name the law in force today, as the API says
    // (GivingSettings.foundation.taxLaw).
    taxDetailsLegend: (law: TaxLawInForce) => t('contribute.taxDetailsLegend', lawWords(law)),
    taxDetailsHint: (law: TaxLawInForce) => t('contribute.taxDetailsHint', lawWords(law)),
    taxNote: (law: TaxLawInForce) => t('contribute.taxNote', lawWords(law)),
    defaultType: 'monthly' as DonationType,
    presets: [500, 1000, 2500, 5000, 10000],
    defaultAmount: 1000,
    panPlaceholder: 'ABCDE1234F',
    amountOutOfBounds: (min: string, max: string) => t('contribute.amountOutOfBounds', { min, max }),
    /** Razorpay's rule for UPI AutoPay and card mandates above the threshold, said before Checkout opens. */
    approvalNote: (amount: string, period: 'monthly' | 'yearly', threshold: string) =>
      t('contribute.approvalNote', { amount, period, threshold }),
    periodSuffix: catalogueTexts('contribute.periodSuffix', ['monthly', 'yearly', 'one-time']) as Record<
      DonationType,
      string
    >,
    funded: (percent: number) => t('contribute.funded', { percent }),
    ...GIVING_LIMITS,
  },
);
