import type { RecurringGiftStatus } from '@foundation/shared';

/**
 * How far along a recurring gift's life a status is. Webhooks may arrive late, twice or out of order, so a
 * status only ever moves forward: never back to `created` or `authenticated`, and never out of an ended
 * state (`cancelled`, `completed`). The live states (`active`, `pending`, `halted`) may follow one another
 * either way (a retried charge succeeds, a halted mandate is resumed); among them the provider's event
 * time decides, so a stale event never undoes a newer one. See docs/decisions/0013-recurring-gifts.md.
 */
const RANK: Record<RecurringGiftStatus, number> = {
  created: 0,
  failed: 0,
  authenticated: 1,
  active: 2,
  pending: 2,
  halted: 2,
  cancelled: 3,
  completed: 3,
};

export const ENDED_STATUSES: readonly RecurringGiftStatus[] = ['cancelled', 'completed'];

/**
 * Whether a gift in `current` (set by an event of `currentAt`) moves to `next` (announced by an event of
 * `eventAt`). `failed` is reached only from `created` (Checkout dismissed before any authorisation); a
 * failed gift that is nevertheless authorised or charged (money moved) goes on.
 */
export function movesTo(
  current: RecurringGiftStatus,
  next: RecurringGiftStatus,
  currentAt: Date | null = null,
  eventAt: Date | null = null,
): boolean {
  if (current === next || RANK[current] === 3) return false;
  if (next === 'failed') return current === 'created';
  if (RANK[next] !== RANK[current]) return RANK[next] > RANK[current];
  return !currentAt || !eventAt || eventAt.getTime() >= currentAt.getTime();
}
