import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  FixedWindowCounters,
  type RateLimitVerdict,
} from '../common/rate-limit/fixed-window-counters.repository.js';
import { AppConfig } from '../config/app-config.js';

/**
 * Sign-in attempts per client address and per e-mail address, counted in fixed windows in PostgreSQL
 * (table `login_rate_limits`): one atomic upsert per attempt, so the limit holds across every API process
 * and under concurrent requests.
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

  /** Counts one attempt for the address and the e-mail; not allowed once either is over its limit. */
  async consume(ip: string, email: string): Promise<RateLimitVerdict> {
    const limits = new Map([
      [`ip:${ip}`, this.config.LOGIN_MAX_ATTEMPTS_PER_IP],
      [`email:${email}`, this.config.LOGIN_MAX_ATTEMPTS_PER_EMAIL],
    ]);
    // The address key always comes first, so two concurrent attempts lock their rows in the same order.
    const counts = await this.counters.hit([...limits.keys()], this.config.LOGIN_WINDOW_SECONDS);
    const over = counts.filter((count) => count.attempts > (limits.get(count.key) ?? 0));
    if (over.length === 0) return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: false, retryAfterSeconds: Math.max(...over.map((count) => count.retryAfterSeconds)) };
  }

  /** A successful sign-in clears the e-mail's counter (the address keeps counting). */
  async resetEmail(email: string): Promise<void> {
    await this.counters.reset(`email:${email}`);
  }
}
