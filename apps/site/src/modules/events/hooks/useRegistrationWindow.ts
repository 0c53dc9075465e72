import { useEffect, useState } from 'react';
import { isRegistrationOpen, parseCalendarDate, registrationClosesAt } from '@foundation/shared';

/** setTimeout cannot wait longer than about 24.8 days; longer waits are re-armed. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * docs/product.md §4: registration is open only before 09:00 IST on the start date. Combines the server's
 * verdict with the rule itself and flips to closed at that instant if the page is still open then.
 */
export function useRegistrationWindow(
  startDate: string | null | undefined,
  serverSaysOpen: boolean,
): boolean {
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    if (!startDate || !parseCalendarDate(startDate)) return;
    const remaining = registrationClosesAt(startDate).getTime() - Date.now();
    if (remaining <= 0) return;
    const timer = window.setTimeout(() => setNow(new Date()), Math.min(remaining + 1, MAX_TIMEOUT_MS));
    return () => window.clearTimeout(timer);
  }, [startDate, now]);

  return serverSaysOpen && isRegistrationOpen(startDate, now);
}
