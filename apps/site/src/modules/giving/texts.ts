import {
  type DonationType,
  type PaymentStatus,
  type RecurringGiftStatus,
  type RecurringPeriod,
} from '@foundation/shared';

/** Texts of the donor's "My giving" page (opened from the link in every donation e-mail). */
export const MY_GIVING = {
  title: 'My Giving',
  lead: 'Your gifts to the foundation, their receipts, and your monthly or yearly gifts.',
  greeting: (name: string | null, email: string) => (name ? `${name} (${email})` : email),
  loading: 'Loading your gifts...',
  noToken:
    'This page opens from the link in your donation e-mail. Please open that link again; it contains the key to your gifts.',
  invalidTitle: 'This link does not work',
  invalid:
    'The link may be incomplete or no longer valid. Please open the link in your latest donation e-mail, or write to us and we will help.',
  failed: 'We could not load your gifts. Please try again in a moment.',
  retry: 'Try again',
  contribute: 'Go to the Contribute page',
  recurringTitle: 'Monthly and yearly gifts',
  giftsTitle: 'Your gifts',
  empty: 'There are no gifts under this e-mail yet.',
  every: { monthly: 'every month', yearly: 'every year' } as Record<RecurringPeriod, string>,
  periodName: { monthly: 'monthly', yearly: 'yearly' } as Record<RecurringPeriod, string>,
  chargesSoFar: 'Received so far',
  charges: (count: number, total: number) => `${count} of ${total} ${total === 1 ? 'debit' : 'debits'}`,
  nextCharge: 'Next debit',
  started: 'Started',
  cancelledOn: 'Cancelled on',
  noNextCharge: 'None',
  cancel: 'Cancel this gift',
  cancelTitle: (period: string, amount: string) => `Cancel your ${period} gift of ${amount}?`,
  cancelText:
    'No further debits will be taken. The gifts already received stay received, with their receipts. You will get an e-mail confirming the cancellation.',
  cancelConfirm: 'Yes, cancel the gift',
  cancelKeep: 'Keep the gift',
  cancelling: 'Cancelling...',
  cancelled: (period: string) =>
    `Your ${period} gift is cancelled; no further debits will be taken. A confirmation is on its way to your e-mail.`,
  cancelFailed: 'The gift could not be cancelled. Please try again.',
  giftStatus: {
    created: 'Waiting for authorisation',
    failed: 'Not set up',
    authenticated: 'Authorised',
    active: 'Active',
    pending: 'A debit is being retried',
    halted: 'Paused: the debits failed',
    cancelled: 'Cancelled',
    completed: 'Completed',
  } as Record<RecurringGiftStatus, string>,
  type: { monthly: 'Monthly gift', yearly: 'Yearly gift', 'one-time': 'One-time gift' } as Record<
    DonationType,
    string
  >,
  paymentStatus: { completed: 'Received', pending: 'Pending', failed: 'Not received' } as Record<
    PaymentStatus,
    string
  >,
  amount: 'Amount',
  date: 'Date',
  kind: 'Type',
  status: 'Status',
  receipts: 'Receipts',
  noReceipt: 'No receipt',
  receipt80g: '80G receipt',
  receiptPlain: 'Donation receipt (not 80G)',
  download: 'Download',
  downloadLabel: (receiptNumber: string) => `Download receipt ${receiptNumber}`,
  downloading: 'Downloading...',
  downloadFailed: 'The receipt could not be downloaded. Please try again.',
  taxTitle: 'Get 80G receipts',
  taxText: (count: number) =>
    `${count === 1 ? 'One of your gifts has' : `${count} of your gifts have`} no 80G receipt yet. Give your PAN and postal address and we will issue 80G receipts for ${count === 1 ? 'it' : 'them'}; they are needed to claim the deduction.`,
  pan: 'PAN',
  address: 'Postal address',
  taxSubmit: 'Get 80G receipts',
  taxSubmitting: 'Issuing receipts...',
  taxDone: '80G receipts are issued: download them below.',
  taxFailed: 'The receipts could not be issued. Please try again.',
} as const;

/** Statuses in which a recurring gift can still take debits, so the donor can cancel it. */
export const CANCELLABLE: readonly RecurringGiftStatus[] = ['authenticated', 'active', 'pending', 'halted'];
