import { type PayableKind } from './payable.js';

/** A refund's state: asked of the provider, money on its way back, or turned down (retryable by staff). */
export type RefundStatus = 'pending' | 'processed' | 'failed';

/** Who asked for the refund: staff in the admin panel, the attendee's own cancellation, or the product itself. */
export type RefundRequester = 'staff' | 'attendee' | 'system';

/**
 * Why a refund failed: the provider could not be reached or timed out (it may have made the refund, so a
 * retry reuses the idempotency key), refused the request, or reported it failed (`refund.failed`).
 */
export type RefundFailureCode = 'provider_unavailable' | 'provider_refused' | 'refund_failed';

/** A refund as PaymentLifecycleService answers it (one row of payment_refunds). */
export interface PaymentRefund {
  id: string;
  payableKind: PayableKind;
  payableId: string;
  paymentId: string;
  amountPaise: number;
  status: RefundStatus;
  provider: string;
  providerRefundId: string | null;
  idempotencyKey: string;
  attempts: number;
  reason: string;
  requestedBy: RefundRequester;
  failureCode: RefundFailureCode | null;
  failureReason: string | null;
  createdAt: Date;
  updatedAt: Date;
  processedAt: Date | null;
}

/** What a payable asks `PaymentLifecycleService.refund` for. */
export interface RefundRequest {
  /** The provider's payment id to refund (`pay_…`), the one the payable recorded when it completed. */
  paymentId: string;
  /** Whole paise, more than zero (what the payable's rule gives back). */
  amountPaise: number;
  /** Why, in a few words, for staff and the provider's dashboard (at most 200 characters). */
  reason: string;
  by: RefundRequester;
  /** Asks the provider again for a refund that failed; without it a failed refund is answered as it is. */
  retry?: boolean;
  /**
   * Asks the provider again, with the refund's own idempotency key, for a refund recorded as pending that
   * the provider never answered (the process stopped in between): it answers the refund it made or makes it.
   */
  resume?: boolean;
}

/** A refund the provider reported by webhook (`refund.created`, `refund.processed`, `refund.failed`). */
export interface ReportedRefund {
  eventType: string;
  providerRefundId: string;
  paymentId: string | null;
  /** Our refund's id, from the notes we sent with the request (a webhook may come before its answer). */
  refundId: string | null;
  /** The attempt's idempotency key from the same notes: a late webhook of an earlier attempt is not this one. */
  idempotencyKey: string | null;
  status: RefundStatus | null;
  failureReason: string | null;
}
