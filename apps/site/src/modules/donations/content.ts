import { type DonationType } from '@foundation/shared';

/** Static contents of the Contribute page (docs/product.md §2 and §9). */
export const CONTRIBUTE = {
  title: 'Contribute',
  lead: 'Your gift supports spiritual education, research and service to communities across India.',
  formTitle: 'Make a Donation',
  typeLegend: 'Donation type',
  types: [
    { value: 'monthly', label: 'Monthly' },
    { value: 'yearly', label: 'Yearly' },
    { value: 'one-time', label: 'One-time' },
  ] as { value: DonationType; label: string }[],
  defaultType: 'monthly' as DonationType,
  amountLegend: 'Amount',
  presets: [500, 1000, 2500, 5000, 10000],
  defaultAmount: 1000,
  customAmount: 'Custom amount (₹)',
  name: 'Full Name',
  email: 'Email',
  phone: 'Phone',
  taxDetailsLegend: '80G tax receipt (optional)',
  taxDetailsHint: 'PAN and postal address: needed for your 80G tax receipt.',
  pan: 'PAN',
  panPlaceholder: 'ABCDE1234F',
  address: 'Postal address',
  nameRequired: 'Full Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter an e-mail address like name@example.org',
  phoneRequired: 'Phone is required',
  amountOutOfBounds: (min: string, max: string) => `Enter a whole amount from ${min} to ${max}`,
  /** Razorpay's rule for UPI AutoPay and card mandates above the threshold, said before Checkout opens. */
  approvalNote: (amount: string, period: 'monthly' | 'yearly', threshold: string) =>
    `Each ${period} debit of ${amount} is above ${threshold}, so your UPI or bank app will ask you to approve each debit. A debit you do not approve is not taken.`,
  approvalNoteFromServer: (amount: string, period: 'monthly' | 'yearly') =>
    `Each ${period} debit of ${amount} will need your approval in your UPI or bank app. A debit you do not approve is not taken.`,
  approvalContinue: 'Continue to payment',
  approvalStop: 'Cancel',
  periodSuffix: { monthly: ' / month', yearly: ' / year', 'one-time': ' (one-time)' } as Record<
    DonationType,
    string
  >,
  donate: 'Donate',
  processing: 'Processing...',
  taxNote:
    'Donations to the foundation are eligible for a deduction under Section 80G of the Income Tax Act: give your PAN and address for an 80G receipt. A receipt is e-mailed to you after each payment.',
  thanksTitle: 'Thank You!',
  receiptOnItsWay:
    'A receipt is on its way to your e-mail, with a link to see your gifts and receipts (and to cancel a monthly or yearly gift).',
  donateAgain: 'Make another donation',
  cancelled: 'Payment cancelled by user',
  failed: 'The payment did not go through. Nothing was charged; please try again.',
  /** Checkout said paid but the server could not confirm it yet: the webhook may still record it. */
  unconfirmed:
    'We could not confirm your payment yet. If it went through, your receipt will reach your e-mail; please do not pay again before checking.',
  projectsTitle: 'Projects You Can Support',
  /** The projects come from the API (staff run them; "raised" is computed from donations). */
  projectsLoading: 'Loading projects…',
  projectsEmpty: 'There are no projects to support right now. Your gift goes where it is most needed.',
  projectsError: 'The projects could not be loaded. You can still give where it is most needed.',
  projectChoice: 'Give to a project (optional)',
  noProject: 'Where it is most needed',
  giveToProject: 'Give to this project',
  goal: 'Goal',
  raised: 'Raised',
  funded: (percent: number) => `${percent}% funded`,
  taxPanelTitle: 'Tax Benefits',
  taxPanelText: 'Your donation qualifies for a deduction under Section 80G. Our registration details:',
  minimumAmount: 1,
  maximumAmount: 1000000,
  approvalThresholdRupees: 15000,
} as const;
