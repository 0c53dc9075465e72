import { Injectable } from '@nestjs/common';
import { type PaymentRefund } from '../payments/index.js';

/** Something that follows a gift's refund (its receipt is cancelled once the refund is processed). */
export interface DonationRefundListener {
  refundChanged(refund: PaymentRefund): Promise<void>;
}

/**
 * Where the payment lifecycle's news of a gift's refund (requested, processed, failed) is passed on, so that
 * donations/ does not depend on receipts/: the listener registers when its module starts.
 */
@Injectable()
export class DonationRefundEvents {
  private readonly listeners: DonationRefundListener[] = [];

  register(listener: DonationRefundListener): void {
    this.listeners.push(listener);
  }

  async changed(refund: PaymentRefund): Promise<void> {
    for (const listener of this.listeners) await listener.refundChanged(refund);
  }
}
