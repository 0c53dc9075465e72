import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { FixedWindowCounters } from '../common/rate-limit/fixed-window-counters.repository.js';
import { AppConfig } from '../config/app-config.js';

export interface SignInVerdict {
  allowed: boolean;
  /** Seconds until the client may try again (when not allowed). */
  retryAfterSeconds: number;
  /** How long to wait before checking the password: the e-mail is under attack from many addresses. */
  delayMs: number;
}

/** What one sign-in attempt counted, to take back when it succeeds. */
export interface SignInAttempt {
  ipKey: string;
  pairKey: string;
  emailKey: string;
}

/**
 * Sign-in attempts counted in fixed windows in PostgreSQL (table `login_rate_limits`), so the limits hold
 * across every API process and under concurrent requests. Only failures count against anyone: an attempt is
 * counted when it starts (one atomic upsert, so concurrent guesses cannot slip through) and taken back when
 * the password was right.
 *
 * - per e-mail and client address: a guesser at one address is stopped (429) after LOGIN_MAX_ATTEMPTS_PER_EMAIL
 *   failures, without locking the e-mail for anyone else;
 * - per client address: LOGIN_MAX_ATTEMPTS_PER_IP failures across all e-mails;
 * - per e-mail alone, never a lock: past LOGIN_SLOWDOWN_AFTER_FAILURES failures from all addresses, each
 *   attempt for it waits a growing delay (up to LOGIN_SLOWDOWN_MAX_MS) before its password is checked, so
 *   guessing from many addresses is slowed while the real admin, from their own address, still signs in.
 */
@Injectable()
export class LoginRateLimiter {
  private readonly counters: FixedWindowCounters;

  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly config: AppConfig,
  ) {
    this.counters = new FixedWindowCounters(dataSource, 'login_rate_limits');
  }

  /** Counts one attempt of `address` (see addressKey) for `email`; refused when the address or the pair is over its limit. */
  async consume(address: string, email: string): Promise<{ verdict: SignInVerdict; attempt: SignInAttempt }> {
    const attempt = {
      ipKey: `ip:${address}`,
      pairKey: `pair:${address}:${email}`,
      emailKey: `email:${email}`,
    };
    const limits = new Map([
      [attempt.ipKey, this.config.LOGIN_MAX_ATTEMPTS_PER_IP],
      [attempt.pairKey, this.config.LOGIN_MAX_ATTEMPTS_PER_EMAIL],
    ]);
    // Always the same order (address, pair, e-mail), so concurrent attempts lock their rows in one order.
    const counts = await this.counters.hit(
      [attempt.ipKey, attempt.pairKey, attempt.emailKey],
      this.config.LOGIN_WINDOW_SECONDS,
    );
    const over = counts.filter((count) => limits.has(count.key) && count.attempts > limits.get(count.key)!);
    if (over.length > 0) {
      const retryAfterSeconds = Math.max(...over.map((count) => count.retryAfterSeconds));
      return { verdict: { allowed: false, retryAfterSeconds, delayMs: 0 }, attempt };
    }
    const earlierFailures = (counts.find((count) => count.key === attempt.emailKey)?.attempts ?? 1) - 1;
    return {
      verdict: { allowed: true, retryAfterSeconds: 0, delayMs: this.delayFor(earlierFailures) },
      attempt,
    };
  }

  /** The password was right: the attempt counts against nobody, and the pair's failures are forgiven. */
  async succeeded(attempt: SignInAttempt): Promise<void> {
    await this.counters.undo([attempt.ipKey, attempt.emailKey]);
    await this.counters.reset(attempt.pairKey);
  }

  private delayFor(failures: number): number {
    const beyond = failures - this.config.LOGIN_SLOWDOWN_AFTER_FAILURES;
    if (beyond <= 0) return 0;
    return Math.min(this.config.LOGIN_SLOWDOWN_MAX_MS, beyond * this.config.LOGIN_SLOWDOWN_STEP_MS);
  }
}
