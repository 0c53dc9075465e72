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
  periodSuffix: { monthly: ' / month', yearly: ' / year', 'one-time': ' (one-time)' } as Record<
    DonationType,
    string
  >,
  donate: 'Donate',
  processing: 'Processing...',
  taxNote:
    'Donations to the foundation are eligible for tax benefit under Section 80G of the Income Tax Act. A receipt is e-mailed to you after your payment.',
  thanksTitle: 'Thank You!',
  thanks: (amount: string, period: string) =>
    `Your donation of ${amount}${period} was received. A receipt is on its way to your e-mail.`,
  donateAgain: 'Make another donation',
  cancelled: 'Payment cancelled by user',
  failed: 'The payment did not go through. Nothing was charged; please try again.',
  projectsTitle: 'Projects You Can Support',
  projects: [
    { title: 'Annadaan: Meals at the Ghats', goal: 500000, raised: 342000 },
    { title: 'Yoga in Government Schools', goal: 300000, raised: 126000 },
    { title: 'Digitising Rare Manuscripts', goal: 800000, raised: 584000 },
  ],
  goal: 'Goal',
  raised: 'Raised',
  funded: (percent: number) => `${percent}% funded`,
  taxPanelTitle: 'Tax Benefits',
  taxPanelText: 'Your donation qualifies for a deduction under Section 80G. Our registration details:',
  minimumAmount: 1,
  maximumAmount: 1000000,
} as const;
