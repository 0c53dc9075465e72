import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.js';

export interface RateLimitVerdict {
  allowed: boolean;
  /** Seconds until the client may try again (when not allowed). */
  retryAfterSeconds: number;
}

interface CounterRow {
  key: string;
  attempts: number;
  retry_after: number;
}

const PRUNE_EVERY_MS = 10 * 60 * 1000;

/**
 * Sign-in attempts per client address and per e-mail address, counted in fixed windows in PostgreSQL: one
 * atomic upsert per attempt, so the limit holds across every API process and under concurrent requests.
 */
@Injectable()
export class LoginRateLimiter {
  private lastPrune = 0;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  /** Counts one attempt for the address and the e-mail; not allowed once either is over its limit. */
  async consume(ip: string, email: string): Promise<RateLimitVerdict> {
    const limits = new Map([
      [`ip:${ip}`, this.config.LOGIN_MAX_ATTEMPTS_PER_IP],
      [`email:${email}`, this.config.LOGIN_MAX_ATTEMPTS_PER_EMAIL],
    ]);
    const [ipKey, emailKey] = [...limits.keys()];
    // The address key always comes first, so two concurrent attempts lock their rows in the same order.
    const rows: CounterRow[] = await this.dataSource.query(
      `INSERT INTO login_rate_limits AS l (key, attempts, resets_at)
       VALUES ($1, 1, now() + make_interval(secs => $3)), ($2, 1, now() + make_interval(secs => $3))
       ON CONFLICT (key) DO UPDATE SET
         attempts  = CASE WHEN l.resets_at <= now() THEN 1 ELSE l.attempts + 1 END,
         resets_at = CASE WHEN l.resets_at <= now() THEN EXCLUDED.resets_at ELSE l.resets_at END
       RETURNING key, attempts, GREATEST(1, ceil(extract(epoch FROM resets_at - now())))::int AS retry_after`,
      [ipKey, emailKey, this.config.LOGIN_WINDOW_SECONDS],
    );
    this.pruneNowAndThen();
    const over = rows.filter((row) => row.attempts > (limits.get(row.key) ?? 0));
    if (over.length === 0) return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: false, retryAfterSeconds: Math.max(...over.map((row) => row.retry_after)) };
  }

  /** A successful sign-in clears the e-mail's counter (the address keeps counting). */
  async resetEmail(email: string): Promise<void> {
    await this.dataSource.query('DELETE FROM login_rate_limits WHERE key = $1', [`email:${email}`]);
  }

  /** Drops counters whose window has passed, at most every ten minutes per process. */
  private pruneNowAndThen(): void {
    const now = Date.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    this.dataSource.query('DELETE FROM login_rate_limits WHERE resets_at < now()').catch(() => {
      // best effort: the next attempt tries again in ten minutes
    });
  }
}
