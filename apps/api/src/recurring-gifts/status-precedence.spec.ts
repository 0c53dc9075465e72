import { RECURRING_GIFT_STATUSES } from '@foundation/shared';
import { movesTo } from './status-precedence.js';

describe('recurring gift status precedence', () => {
  it('never leaves an ended gift, whatever arrives later', () => {
    for (const ended of ['cancelled', 'completed'] as const) {
      for (const next of RECURRING_GIFT_STATUSES) expect(movesTo(ended, next)).toBe(false);
    }
  });

  it('never goes back to created or authenticated', () => {
    for (const live of ['active', 'pending', 'halted'] as const) {
      expect(movesTo(live, 'authenticated')).toBe(false);
      expect(movesTo(live, 'created')).toBe(false);
    }
    expect(movesTo('authenticated', 'created')).toBe(false);
  });

  it('moves forward from created through authenticated to the live states and to the end', () => {
    expect(movesTo('created', 'authenticated')).toBe(true);
    expect(movesTo('created', 'active')).toBe(true);
    expect(movesTo('authenticated', 'active')).toBe(true);
    expect(movesTo('active', 'cancelled')).toBe(true);
    expect(movesTo('halted', 'completed')).toBe(true);
  });

  it('fails only a created gift; a failed gift that is charged goes on', () => {
    expect(movesTo('created', 'failed')).toBe(true);
    expect(movesTo('active', 'failed')).toBe(false);
    expect(movesTo('failed', 'active')).toBe(true);
  });

  it('among the live states, a newer event wins and a stale one is ignored', () => {
    const t1 = new Date('2026-12-01T00:00:00Z');
    const t2 = new Date('2026-12-02T00:00:00Z');
    expect(movesTo('active', 'pending', t1, t2)).toBe(true);
    expect(movesTo('pending', 'active', t2, t1)).toBe(false);
    expect(movesTo('halted', 'active', t1, t2)).toBe(true);
    expect(movesTo('active', 'active', t1, t2)).toBe(false);
  });
});
