import {
  financialYearLabel,
  financialYearOf,
  GIFT_MODES,
  parseFinancialYear,
  type RecurringGiftStatus,
} from '@foundation/shared';

// The labels below are catalogue keys (apps/admin/src/i18n): react-admin translates choice names itself,
// the screens translate the rest with `translate()`.
export const TYPE_LABELS: Record<string, string> = {
  monthly: 'admin.donationTypes.monthly',
  yearly: 'admin.donationTypes.yearly',
  'one-time': 'admin.donationTypes.one-time',
};
export const TYPE_CHOICES = Object.entries(TYPE_LABELS).map(([id, name]) => ({ id, name }));

/** How a gift came: online, or one of the offline modes staff record (catalogue keys). */
export const GIFT_MODE_CHOICES = GIFT_MODES.map((id) => ({ id, name: `resources.donations.modes.${id}` }));

/** The 80G filter: donations whose latest receipt is an 80G receipt, or not. */
/** Foreign contributions (taken on the FCRA account) or the rest. */
export const FCRA_CHOICES = [
  { id: 'true', name: 'resources.donations.list.fcraOnly' },
  { id: 'false', name: 'resources.donations.list.notFcra' },
];

export const IS_80G_CHOICES = [
  { id: 'true', name: 'resources.donations.list.with80g' },
  { id: 'false', name: 'resources.donations.list.without80g' },
];

/**
 * The financial years staff pick from, newest first: the current one (in India time) and the `count - 1`
 * before it ('2026-27', '2025-26', ...). Form 10BD of a year is filed by 31 May after it ends.
 */
export function recentFinancialYears(now: Date = new Date(), count = 6): string[] {
  const current = parseFinancialYear(financialYearOf(now))!;
  return Array.from({ length: count }, (_, index) => financialYearLabel(current.startYear - index));
}

/** The year whose Form 10BD is due next: the one that ended most recently. */
export function lastCompletedFinancialYear(now: Date = new Date()): string {
  return recentFinancialYears(now, 2)[1];
}

export const RECURRING_STATUS_LABELS: Record<RecurringGiftStatus, string> = {
  created: 'admin.recurringStatus.created',
  failed: 'admin.recurringStatus.failed',
  authenticated: 'admin.recurringStatus.authenticated',
  active: 'admin.recurringStatus.active',
  pending: 'admin.recurringStatus.pending',
  halted: 'admin.recurringStatus.halted',
  cancelled: 'admin.recurringStatus.cancelled',
  completed: 'admin.recurringStatus.completed',
};
export const RECURRING_STATUS_CHOICES = Object.entries(RECURRING_STATUS_LABELS).map(([id, name]) => ({
  id,
  name,
}));
export const PERIOD_LABELS: Record<string, string> = {
  monthly: 'admin.donationTypes.monthly',
  yearly: 'admin.donationTypes.yearly',
};
export const PERIOD_CHOICES = Object.entries(PERIOD_LABELS).map(([id, name]) => ({ id, name }));

/** Statuses in which a recurring gift can still be charged, so staff can cancel it. */
export const CANCELLABLE_STATUSES: readonly RecurringGiftStatus[] = [
  'created',
  'authenticated',
  'active',
  'pending',
  'halted',
];

export function recurringStatusColor(status: string): 'success' | 'warning' | 'error' | 'default' {
  if (status === 'active' || status === 'authenticated' || status === 'completed') return 'success';
  if (status === 'pending' || status === 'created') return 'warning';
  if (status === 'halted' || status === 'failed') return 'error';
  return 'default';
}
