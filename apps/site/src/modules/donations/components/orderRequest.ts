import {
  type CreateDonationOrderRequest,
  type DonationType,
  normalizePan,
  normalizePassportNumber,
} from '@foundation/shared';
import type { DonorInput, Renewal } from './donationRules';

/** The body of /api/create-order: PAN (upper-cased) and address only when given; the declaration always. */
export function orderRequest(
  amount: number,
  type: DonationType,
  donor: DonorInput,
  projectId = '',
  renewal: Renewal | null = null,
): CreateDonationOrderRequest {
  const pan = normalizePan(donor.pan);
  const address = donor.address.trim();
  return {
    amount,
    donationType: type,
    name: donor.name.trim(),
    email: donor.email.trim(),
    phone: donor.phone.trim(),
    ...(pan ? { pan } : {}),
    ...(address ? { address } : {}),
    ...(projectId ? { projectId } : {}),
    citizenship: donor.citizenship,
    ...(donor.citizenship === 'indian-abroad'
      ? { passportNumber: normalizePassportNumber(donor.passport) }
      : {}),
    // Only the gift the link was for renews the stopped one: a changed period makes a new gift.
    ...(renewal && type === renewal.period
      ? { renewsRecurringGiftId: renewal.giftId, renewalKey: renewal.key }
      : {}),
  };
}
