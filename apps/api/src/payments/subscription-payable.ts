import type { RecurringGiftStatus, RecurringPeriod } from '@foundation/shared';

/** A verified subscription webhook, as the lifecycle hands it to the recurring gifts. */
export interface ReportedSubscription {
  eventType: string;
  subscriptionId: string;
  /** The status the event moves the gift to (from the event's name), or null for a charge. */
  status: RecurringGiftStatus | null;
  /** When the provider charges next, from the subscription's `charge_at`, or null. */
  chargeAt: Date | null;
  /** The provider's time of the event (its `created_at`), or null. */
  eventAt: Date | null;
}

/** A verified `subscription.charged`: its payment. */
export interface ReportedCharge extends ReportedSubscription {
  paymentId: string;
  amountPaise: number | null;
  currency: string | null;
}

/** What our records know of a subscription (for the sandbox, which bills it). */
export interface SubscriptionState {
  period: RecurringPeriod;
  amountPaise: number;
  status: RecurringGiftStatus;
  chargesCount: number;
  totalCount: number;
  /** When the first charge was made, or null before it. */
  firstChargedAt: Date | null;
  /** When the next charge is due, or null before the first one. */
  nextChargeAt: Date | null;
  /** Our references, as the subscription's notes carry them. */
  notes: Record<string, string>;
}

/**
 * The recurring gifts' side of the subscription lifecycle, registered when their module starts (like a
 * Payable): payments/ verifies webhooks and dispatches them here without knowing the recurring gifts.
 */
export interface SubscriptionPayable {
  state(subscriptionId: string): Promise<SubscriptionState | null>;
  /** Records a verified charge once (by payment id); the outcome to record with the webhook. */
  charged(charge: ReportedCharge): Promise<string>;
  /** Applies a verified status event (status precedence decides); the outcome to record. */
  statusReported(report: ReportedSubscription & { status: RecurringGiftStatus }): Promise<string>;
}
