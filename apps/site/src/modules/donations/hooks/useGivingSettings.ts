import useSWR from 'swr';
import { type FoundationPublicDetails, type GivingSettings } from '@foundation/shared';
import { preloadedData } from '../../../lib/preloaded';
import { SWR_OPTIONS } from '../../../lib/swr';
import { fetchGivingSettings, GIVING_PATH } from '../api/giving.api';
import { GIVING_LIMITS } from '../limits';

/** The giving settings without the foundation's details, which only the API knows. */
export type GivingRules = Omit<GivingSettings, 'foundation'>;

/**
 * What the page assumes while `GET /api/giving` has not answered or cannot: the bounds the form always had,
 * and the approval threshold Razorpay applies to UPI AutoPay and card mandates (₹15,000 per debit). The
 * foundation's details and the law in force are left out rather than guessed.
 */
export const FALLBACK_GIVING_RULES: GivingRules = {
  minAmount: GIVING_LIMITS.minimumAmount,
  maxAmount: GIVING_LIMITS.maximumAmount,
  approvalThresholdRupees: GIVING_LIMITS.approvalThresholdRupees,
  recurringTotalCount: { monthly: 120, yearly: 10 },
  // Until the API says otherwise, a foreign source is told the foundation cannot take the gift online.
  foreignContributions: { accepted: false, fcraRegistrationNumber: null },
};

/**
 * The giving settings (cached like other public reads): the API's, or the fallback rules with no foundation
 * (null) while it has not answered.
 */
export function useGivingSettings(): { settings: GivingRules; foundation: FoundationPublicDetails | null } {
  const { data } = useSWR<GivingSettings, Error, string>('giving-settings', fetchGivingSettings, {
    ...SWR_OPTIONS,
    // Every page's frame data (src/routes.json `frameData`): the footer's legal details are in its HTML.
    fallbackData: preloadedData<GivingSettings>(GIVING_PATH),
  });
  return data
    ? { settings: data, foundation: data.foundation }
    : { settings: FALLBACK_GIVING_RULES, foundation: null };
}
