import { useEffect, useState } from 'react';
import { isRegistrationOpen, parseCalendarDate, registrationClosesAt } from '@foundation/shared';
import { useHydrated } from '../../../lib/hydrated';

/** setTimeout cannot wait longer than about 24.8 days; longer waits are re-armed. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * docs/product.md §4: registration is open only before 09:00 IST on the start date. Combines the server's
 * verdict with the rule itself and flips to closed at that instant if the page is still open then.
 *
 * While the page renders on the server and while the browser hydrates that HTML, the answer is the API's
 * verdict alone: a visitor whose clock differs from the server's (minutes either side of 09:00 IST) gets
 * exactly the server's HTML to hydrate, never a mismatch (React #418). Once hydrated, the visitor's clock
 * applies too (docs/site.md).
 */
export function useRegistrationWindow(
  startDate: string | null | undefined,
  serverSaysOpen: boolean,
): boolean {
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    if (!startDate || !parseCalendarDate(startDate)) return;
    const remaining = registrationClosesAt(startDate).getTime() - Date.now();
    if (remaining <= 0) return;
    const timer = window.setTimeout(() => setNow(new Date()), Math.min(remaining + 1, MAX_TIMEOUT_MS));
    return () => window.clearTimeout(timer);
  }, [startDate, now]);

  if (!hydrated) return serverSaysOpen;
  return serverSaysOpen && isRegistrationOpen(startDate, now);
}
