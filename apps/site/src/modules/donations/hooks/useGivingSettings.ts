import useSWR from 'swr';
import { type GivingSettings } from '@foundation/shared';
import { SWR_OPTIONS } from '../../../lib/swr';
import { fetchGivingSettings } from '../api/giving.api';
import { CONTRIBUTE } from '../content';

/**
 * What the page assumes while `GET /api/giving` has not answered or cannot: the bounds the form always had,
 * and the approval threshold Razorpay applies to UPI AutoPay and card mandates (₹15,000 per debit). The
 * foundation's details are left out (`configured: false`) rather than guessed.
 */
export const FALLBACK_GIVING_SETTINGS: GivingSettings = {
  minAmount: CONTRIBUTE.minimumAmount,
  maxAmount: CONTRIBUTE.maximumAmount,
  approvalThresholdRupees: CONTRIBUTE.approvalThresholdRupees,
  recurringTotalCount: { monthly: 120, yearly: 10 },
  foundation: {
    name: '',
    address: null,
    pan: null,
    urn80g: null,
    approvedOn: null,
    validFrom: null,
    validUntil: null,
    receipts80g: false,
  },
};

/** The giving settings (cached like other public reads), with `fromApi` false while on the fallback. */
export function useGivingSettings(): { settings: GivingSettings; fromApi: boolean } {
  const { data } = useSWR<GivingSettings, Error, string>('giving-settings', fetchGivingSettings, SWR_OPTIONS);
  return data ? { settings: data, fromApi: true } : { settings: FALLBACK_GIVING_SETTINGS, fromApi: false };
}
