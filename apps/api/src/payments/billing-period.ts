import type { RecurringPeriod } from '@foundation/shared';

/** India has one time zone and no daylight saving: UTC+05:30 all year. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * The same time one month or one year later on India's calendar (the donor's): 23 Nov 2026 → 23 Dec 2026.
 * A day the next month lacks becomes its last day (31 Jan → 28 or 29 Feb; 29 Feb → 28 Feb next year).
 */
export function addBillingPeriod(from: Date, period: RecurringPeriod, cycles = 1): Date {
  const local = new Date(from.getTime() + IST_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + (period === 'monthly' ? cycles : 12 * cycles);
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(local.getUTCDate(), lastDay);
  const shifted = Date.UTC(
    year,
    month,
    day,
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
    local.getUTCMilliseconds(),
  );
  return new Date(shifted - IST_OFFSET_MS);
}
