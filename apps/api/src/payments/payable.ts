import { type EntityManager } from 'typeorm';
import { type ProviderQrCode } from './payment-gateway.js';
import { type PaymentRefund } from './payment-refund.js';

/** What can be paid for. Each kind is recorded with its provider orders, so webhooks dispatch by it. */
export type PayableKind = 'registration' | 'donation' | 'walk-in';

/** Why a payable's pending payment failed: the visitor's cancel, the provider's event, no order, an expired hold. */
export type PaymentFailureReason =
  'dismissed' | 'failed' | 'payment_failed' | 'order_failed' | 'hold_expired';

/** What a payable charges, read from the database (never from the browser). */
export interface PayableCharge {
  amountPaise: number;
  /** Checkout's description ('Registration for {event title}', 'Donation to {foundation}'). */
  description: string;
  prefill: { name: string; email: string; contact: string };
  /** The provider order's notes (our ids, for the provider's dashboard). */
  notes: Record<string, string>;
}

/**
 * A domain's side of the payment lifecycle. The domain registers it with PaymentLifecycleService when its
 * module starts; payments/ then creates orders, confirms, dispatches webhooks, runs the sandbox and expiry
 * without knowing the domain. Completion and failure hold the payable's own row lock in their own
 * transaction, so the browser's confirmation and the webhook complete it once.
 */
export interface Payable {
  readonly kind: PayableKind;
  /** The charge of a pending payable, or null when there is no such payable. */
  loadForPayment(id: string, manager?: EntityManager): Promise<PayableCharge | null>;
  /** Stores the provider order id on the payable's row, in the lifecycle's transaction recording the order. */
  attachOrder(id: string, orderId: string, manager: EntityManager): Promise<void>;
  /**
   * Stores a UPI QR code made for it (PaymentLifecycleService.openQrCode), in the transaction recording the
   * code like an order; only payables paid by QR code have it.
   */
  attachQrCode?(id: string, qrCode: ProviderQrCode, manager: EntityManager): Promise<void>;
  /** Completes it for a verified payment; the outcome is recorded with the webhook (completed, already_completed, ...). */
  complete(id: string, paymentId: string): Promise<string>;
  /** Fails it if still pending; whether it changed. */
  fail(id: string, reason: PaymentFailureReason): Promise<boolean>;
  /** Fails whatever has expired (seat holds); the ids that changed. Harmless to repeat in any process. */
  expire?(): Promise<string[]>;
  /**
   * Told after a refund of one of its payables was requested or changed status (pending, processed,
   * failed), from the provider's answer or a webhook, once per change (to e-mail the attendee, record it).
   * Its errors are logged, never undo the refund's state.
   */
  onRefundChanged?(refund: PaymentRefund): Promise<void>;
}
