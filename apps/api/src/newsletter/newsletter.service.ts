import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { localePath, unsubscribePath, type Locale } from '@foundation/shared';
import { BookingKeys } from '../booking-keys/index.js';
import { AppConfig } from '../config/app-config.js';
import { PrivacyService } from '../privacy/index.js';
import { MailService } from '../mail/index.js';
import { newsletterMail, type NewsletterIssue } from './newsletter-mail.js';
import { newsletterError, NewsletterErrorCode as Code } from './newsletter.errors.js';
import { NewsletterRepository } from './newsletter.repository.js';

/** Where a subscription's unsubscribe link leads: the site's page, and the API's one-click address. */
export interface UnsubscribeLinks {
  /** The page in the mail's body (`{SITE_URL}/unsubscribe/{token}`, `/hi/...` in Hindi): GET never unsubscribes. */
  pageUrl: string;
  /** `List-Unsubscribe` (RFC 8058): a POST of `List-Unsubscribe=One-Click` here unsubscribes at once. */
  oneClickUrl: string;
}

@Injectable()
export class NewsletterService {
  constructor(
    private readonly subscribers: NewsletterRepository,
    private readonly privacy: PrivacyService,
    private readonly keys: BookingKeys,
    private readonly config: AppConfig,
    private readonly mail: MailService,
  ) {}

  /**
   * Records the address once. A known address is accepted quietly (same answer, no error, the first
   * sign-up date kept), so the form never tells anyone whether an address is already on the list.
   */
  async subscribe(email: string): Promise<void> {
    await this.subscribers.insertUnlessKnown(email, await this.privacy.acceptance());
  }

  /**
   * The unsubscribe links of a subscription, for every newsletter or other non-essential e-mail to it
   * (its body links the page; its `List-Unsubscribe` header names the one-click address).
   */
  unsubscribeLinks(subscriberId: string, locale: Locale = 'en'): UnsubscribeLinks {
    const token = this.keys.unsubscribeToken(subscriberId);
    return {
      pageUrl: `${this.config.SITE_URL}${localePath(unsubscribePath(token), locale)}`,
      oneClickUrl: `${this.config.API_PUBLIC_URL}/api/newsletter/unsubscribe/${encodeURIComponent(token)}`,
    };
  }

  /**
   * Queues an issue of the newsletter to one subscription, in `manager`'s transaction, with its unsubscribe
   * link and headers (newsletterMail); an address no longer subscribed gets nothing. Whether it was queued.
   */
  async queueIssue(manager: EntityManager, issue: NewsletterIssue, subscriberId: string): Promise<boolean> {
    const subscriber = await this.subscribers.findById(subscriberId, manager);
    if (!subscriber) return false;
    await this.mail.enqueue(
      manager,
      newsletterMail(issue, subscriber, this.unsubscribeLinks(subscriber.id), this.config.FOUNDATION_NAME),
    );
    return true;
  }

  /**
   * `POST /api/newsletter/unsubscribe/{token}`: ends the subscription the token was signed for. No sign-in:
   * the signed token is the proof. Idempotent: a replayed token of an ended subscription answers the same.
   * A token that is not ours is a 404 and changes nothing.
   */
  async unsubscribe(token: string): Promise<void> {
    const subscriberId = this.keys.unsubscribeSubscriberId(token);
    if (!subscriberId) throw newsletterError(Code.UnsubscribeNotFound);
    await this.subscribers.deleteById(subscriberId);
  }
}
