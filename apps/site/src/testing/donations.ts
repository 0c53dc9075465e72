import { fireEvent, screen } from '@testing-library/react';
import {
  type GivingSettings,
  type OneTimeDonationOrderResponse,
  type TaxLawInForce,
} from '@foundation/shared';

/* The donation form's test data, shared by its specs (the API's answers as the form receives them). */

/** Checkout's fields of an order or a subscription the API made for a ₹1,000 gift. */
export const CHECKOUT = {
  provider: 'razorpay' as const,
  keyId: 'rzp_test_key',
  amount: 100000,
  currency: 'INR' as const,
  name: 'Yoga Foundation',
  description: 'Monthly donation',
  prefill: { name: 'Asha Verma', email: 'asha@example.org', contact: '+919800000000' },
  theme: { color: '#e8820c' },
};

/** A one-time gift's order for ₹1,000. */
export const ONE_TIME_ORDER: OneTimeDonationOrderResponse = {
  ...CHECKOUT,
  kind: 'order',
  id: 'order_1',
  orderId: 'order_1',
  donationId: 'd1',
  accessToken: 'token-2',
};

/** The law in force from 1 April 2026, as `GET /api/giving` names it. */
export const TAX_LAW_2025: TaxLawInForce = {
  id: 'it-act-2025',
  actName: { en: 'Income-tax Act, 2025', hi: 'आयकर अधिनियम, 2025' },
  deductionSection: '133',
  approvalSection: '354',
};

/** The giving settings: no FCRA account, no 80G details yet, the approval threshold at ₹15,000. */
export const SETTINGS: GivingSettings = {
  minAmount: 1,
  maxAmount: 1000000,
  approvalThresholdRupees: 15000,
  recurringTotalCount: { monthly: 120, yearly: 10 },
  foundation: {
    name: 'Yoga Foundation',
    address: null,
    pan: null,
    taxLaw: TAX_LAW_2025,
    urn: null,
    approvedOn: null,
    validFrom: null,
    validUntil: null,
    deductibleReceipts: false,
  },
  foreignContributions: { accepted: false, fcraRegistrationNumber: null },
};

/** Fills in the donor's name, e-mail and phone. */
export function fillDonor() {
  fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: 'Asha Verma' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@example.org' } });
  fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+91 98000 00000' } });
}
