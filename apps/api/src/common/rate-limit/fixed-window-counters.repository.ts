import { type DataSource } from 'typeorm';

/** The tables of fixed-window counters (same shape: key, attempts, resets_at). */
export type CounterTable = 'login_rate_limits' | 'rate_limits';

export interface WindowCount {
  key: string;
  /** Attempts in the key's current window, this one included. */
  attempts: number;
  /** Seconds until the key's window ends (at least 1). */
  retryAfterSeconds: number;
}

export interface RateLimitVerdict {
  allowed: boolean;
  /** Seconds until the client may try again (when not allowed). */
  retryAfterSeconds: number;
}

const PRUNE_EVERY_MS = 10 * 60 * 1000;

/**
 * The repository of fixed-window counters kept in PostgreSQL (one per counter table), so that a limit holds across every API process. Counting is one
 * atomic upsert per attempt (`INSERT ... ON CONFLICT DO UPDATE` locks the key's row until the statement is
 * done), so two processes can never both see the same count: the N+1th attempt is always told so. Counters
 * whose window has passed are deleted now and then.
 */
export class FixedWindowCounters {
  private lastPrune = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly table: CounterTable,
  ) {}

  /**
   * Counts one attempt for each key, in the order given (callers keep one order, so two concurrent attempts
   * lock their rows in the same order), starting a fresh window of `windowSeconds` for a key whose window
   * has passed.
   */
  async hit(keys: string[], windowSeconds: number): Promise<WindowCount[]> {
    const values = keys.map((_, i) => `($${i + 2}, 1, now() + make_interval(secs => $1))`).join(', ');
    const rows: { key: string; attempts: number; retry_after: number }[] = await this.dataSource.query(
      `INSERT INTO ${this.table} AS l (key, attempts, resets_at)
       VALUES ${values}
       ON CONFLICT (key) DO UPDATE SET
         attempts  = CASE WHEN l.resets_at <= now() THEN 1 ELSE l.attempts + 1 END,
         resets_at = CASE WHEN l.resets_at <= now() THEN EXCLUDED.resets_at ELSE l.resets_at END
       RETURNING key, attempts, GREATEST(1, ceil(extract(epoch FROM resets_at - now())))::int AS retry_after`,
      [windowSeconds, ...keys],
    );
    this.pruneNowAndThen();
    return rows.map((row) => ({ key: row.key, attempts: row.attempts, retryAfterSeconds: row.retry_after }));
  }

  /** Takes back one attempt of each key in its current window (an attempt that turned out not to count). */
  async undo(keys: string[]): Promise<void> {
    await this.dataSource.query(
      `UPDATE ${this.table} SET attempts = GREATEST(attempts - 1, 0) WHERE key = ANY($1) AND resets_at > now()`,
      [keys],
    );
  }

  /** Forgets a key's counter (its next attempt starts a fresh window). */
  async reset(key: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM ${this.table} WHERE key = $1`, [key]);
  }

  /** Drops counters whose window has passed, at most every ten minutes per process. */
  private pruneNowAndThen(): void {
    const now = Date.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    this.dataSource.query(`DELETE FROM ${this.table} WHERE resets_at < now()`).catch(() => {
      // best effort: the next attempt tries again in ten minutes
    });
  }
}
