import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { RateLimitedAction } from '@foundation/shared';
import { AppConfig } from '../../config/app-config.js';
import { addressKey } from './client-address.js';
import { FixedWindowCounters, type RateLimitVerdict } from './fixed-window-counters.repository.js';

export interface WriteLimit {
  max: number;
  windowSeconds: number;
}

/**
 * Public writes (registrations, donation orders, contact messages, newsletter sign-ups) per client address,
 * counted in fixed windows in PostgreSQL (table `rate_limits`), one counter per action and address: one
 * atomic upsert per request, so the limit holds across every API process and under concurrent requests.
 */
@Injectable()
export class PublicWriteLimiter {
  private readonly counters: FixedWindowCounters;

  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly config: AppConfig,
  ) {
    this.counters = new FixedWindowCounters(dataSource, 'rate_limits');
  }

  /** The configured limit of an action. */
  limitOf(action: RateLimitedAction): WriteLimit {
    const c = this.config;
    switch (action) {
      case 'registration':
        return { max: c.REGISTRATIONS_MAX_PER_IP, windowSeconds: c.REGISTRATIONS_WINDOW_SECONDS };
      case 'donationOrder':
        return { max: c.DONATION_ORDERS_MAX_PER_IP, windowSeconds: c.DONATION_ORDERS_WINDOW_SECONDS };
      case 'contact':
        return { max: c.CONTACT_MAX_PER_IP, windowSeconds: c.CONTACT_WINDOW_SECONDS };
      case 'newsletter':
        return { max: c.NEWSLETTER_MAX_PER_IP, windowSeconds: c.NEWSLETTER_WINDOW_SECONDS };
      case 'newsletterUnsubscribe':
        return {
          max: c.NEWSLETTER_UNSUBSCRIBES_MAX_PER_IP,
          windowSeconds: c.NEWSLETTER_UNSUBSCRIBES_WINDOW_SECONDS,
        };
      case 'myGiving':
        return { max: c.MY_GIVING_WRITES_MAX_PER_IP, windowSeconds: c.MY_GIVING_WRITES_WINDOW_SECONDS };
      case 'bookingResend':
        return { max: c.BOOKING_RESENDS_MAX_PER_IP, windowSeconds: c.BOOKING_RESENDS_WINDOW_SECONDS };
      case 'bookingCancel':
        return { max: c.BOOKING_CANCELS_MAX_PER_IP, windowSeconds: c.BOOKING_CANCELS_WINDOW_SECONDS };
      case 'personalData':
        return {
          max: c.PERSONAL_DATA_WRITES_MAX_PER_IP,
          windowSeconds: c.PERSONAL_DATA_WRITES_WINDOW_SECONDS,
        };
      case 'waitlistJoin':
        // Like registrations (the same settings), counted on their own: joining never uses up registering.
        return { max: c.REGISTRATIONS_MAX_PER_IP, windowSeconds: c.REGISTRATIONS_WINDOW_SECONDS };
      case 'volunteerApplication':
        return {
          max: c.VOLUNTEER_APPLICATIONS_MAX_PER_IP,
          windowSeconds: c.VOLUNTEER_APPLICATIONS_WINDOW_SECONDS,
        };
      case 'eventMessage':
        return { max: c.EVENT_MESSAGES_MAX_PER_ADMIN, windowSeconds: c.EVENT_MESSAGES_WINDOW_SECONDS };
      case 'staffInvite':
        return { max: c.STAFF_INVITES_MAX_PER_IP, windowSeconds: c.STAFF_INVITES_WINDOW_SECONDS };
      // Walk-ins count like the scans' syncs (the same settings), on their own counter.
      case 'checkInScans':
      case 'checkInWalkIns':
        return { max: c.CHECK_IN_SCANS_MAX_PER_CALLER, windowSeconds: c.CHECK_IN_SCANS_WINDOW_SECONDS };
    }
  }

  /**
   * Counts one request of the action by a caller that is not an address (a check-in link, an admin): `key`
   * is the caller's own id, e.g. `link:<uuid>`.
   */
  async consumeFor(action: RateLimitedAction, key: string): Promise<RateLimitVerdict> {
    const { max, windowSeconds } = this.limitOf(action);
    const [count] = await this.counters.hit([`${action}:${key}`], windowSeconds);
    if (count.attempts <= max) return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: false, retryAfterSeconds: count.retryAfterSeconds };
  }

  /** Counts one request of the action from the address; not allowed once the address is over the limit. */
  async consume(action: RateLimitedAction, address: string): Promise<RateLimitVerdict> {
    const { max, windowSeconds } = this.limitOf(action);
    const [count] = await this.counters.hit([`${action}:${addressKey(address)}`], windowSeconds);
    if (count.attempts <= max) return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: false, retryAfterSeconds: count.retryAfterSeconds };
  }
}
