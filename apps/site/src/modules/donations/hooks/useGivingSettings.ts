import useSWR from 'swr';
import { type GivingSettings, taxRegimeAt } from '@foundation/shared';
import { preloadedData } from '../../../lib/preloaded';
import { SWR_OPTIONS } from '../../../lib/swr';
import { fetchGivingSettings, GIVING_PATH } from '../api/giving.api';
import { GIVING_LIMITS } from '../limits';

/**
 * What the page assumes while `GET /api/giving` has not answered or cannot: the bounds the form always had,
 * and the approval threshold Razorpay applies to UPI AutoPay and card mandates (₹15,000 per debit). The
 * foundation's details are left out (`configured: false`) rather than guessed.
 */
export const FALLBACK_GIVING_SETTINGS: GivingSettings = {
  minAmount: GIVING_LIMITS.minimumAmount,
  maxAmount: GIVING_LIMITS.maximumAmount,
  approvalThresholdRupees: GIVING_LIMITS.approvalThresholdRupees,
  recurringTotalCount: { monthly: 120, yearly: 10 },
  foundation: {
    name: '',
    address: null,
    pan: null,
    taxRegime: taxRegimeAt(new Date()).id,
    urn: null,
    approvedOn: null,
    validFrom: null,
    validUntil: null,
    deductibleReceipts: false,
  },
  // Until the API says otherwise, a foreign source is told the foundation cannot take the gift online.
  foreignContributions: { accepted: false, fcraRegistrationNumber: null },
};

/** The giving settings (cached like other public reads), with `fromApi` false while on the fallback. */
export function useGivingSettings(): { settings: GivingSettings; fromApi: boolean } {
  const { data } = useSWR<GivingSettings, Error, string>('giving-settings', fetchGivingSettings, {
    ...SWR_OPTIONS,
    // Every page's frame data (src/routes.json `frameData`): the footer's legal details are in its HTML.
    fallbackData: preloadedData<GivingSettings>(GIVING_PATH),
  });
  return data ? { settings: data, fromApi: true } : { settings: FALLBACK_GIVING_SETTINGS, fromApi: false };
}
