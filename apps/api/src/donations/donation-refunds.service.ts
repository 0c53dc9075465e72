import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  apiMessage,
  financialYearOf,
  indiaCalendarDate,
  parseFinancialYear,
  statementDueDate,
  toPaise,
} from '@foundation/shared';
import { AuditService } from '../audit/index.js';
import { DomainError } from '../common/errors/domain-error.js';
import { AppLogger } from '../common/logging/app-logger.js';
import { AppConfig } from '../config/app-config.js';
import { MailService } from '../mail/index.js';
import { receiptCancelledMail } from './donation-mails.js';
import { type PaymentRefund, PaymentLifecycleService } from '../payments/index.js';
import { ReceiptsService } from '../receipts/index.js';
import { DonationRefundEvents, type DonationRefundListener } from './donation-refund-events.js';
import { donationError, DonationErrorCode } from './donations.errors.js';
import { DonationsRepository } from './donations.repository.js';

/**
 * Refunding a gift paid online, through the payment lifecycle (one refund per gift, the whole amount).
 * Once the refund is processed (the provider's answer or its `refund.processed` webhook) every valid receipt
 * of the gift is cancelled as `cancel-receipt` does it: number kept, PDF marked, donor told, out of the
 * statement, audited. A failed refund leaves the receipt valid and waits for staff to retry.
 */
@Injectable()
export class DonationRefundsService implements OnModuleInit, DonationRefundListener {
  constructor(
    private readonly donations: DonationsRepository,
    private readonly receipts: ReceiptsService,
    private readonly lifecycle: PaymentLifecycleService,
    private readonly events: DonationRefundEvents,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
    private readonly logger: AppLogger,
  ) {}

  onModuleInit(): void {
    this.events.register(this);
  }

  /**
   * Staff's "Refund" (and "Retry refund" of a failed one), audited. Refused with 409 and nothing written
   * for a gift received offline, one never paid, one whose refund was already asked, and one of a year
   * whose statement is due (the rule of cancelling a receipt). A provider failure is recorded on the
   * refund (failed, for staff to retry) and is not an error of the request.
   */
  async refund(id: string, reason: string, now: Date = new Date()): Promise<void> {
    const donation = await this.donations.findForAdmin(id);
    if (!donation) throw donationError(DonationErrorCode.NotFound);
    if (donation.giftMode !== 'online') throw donationError(DonationErrorCode.RefundOffline);
    if (donation.paymentStatus !== 'completed' || !donation.paymentId || !donation.completedAt) {
      throw donationError(DonationErrorCode.NotRefundable);
    }
    if (donation.refundStatus === 'pending' || donation.refundStatus === 'processed') {
      throw donationError(DonationErrorCode.AlreadyRefunded);
    }
    const year = parseFinancialYear(financialYearOf(donation.completedAt))!;
    if (indiaCalendarDate(now) > statementDueDate(year.startYear)) {
      throw donationError(DonationErrorCode.RefundYearClosed);
    }
    const retry = donation.refundStatus === 'failed';
    await this.audit.record(undefined, {
      action: 'update',
      resource: 'donations',
      resourceId: id,
      details: { refund: retry ? 'retried' : 'requested', amount: Number(donation.amount), reason },
    });
    try {
      await this.lifecycle.refund('donation', id, {
        paymentId: donation.paymentId,
        amountPaise: toPaise(donation.amount),
        reason,
        by: 'staff',
        retry,
      });
    } catch (error) {
      // The provider could not be reached or refused: the refund is recorded failed, staff retry it.
      if (!(error instanceof DomainError)) throw error;
      this.logger.warn(
        { err: error, donationId: id },
        'The refund of a gift failed: recorded for staff to retry',
      );
    }
  }

  /** The lifecycle's news of a gift's refund: once processed, the gift's valid receipts are cancelled. */
  async refundChanged(refund: PaymentRefund): Promise<void> {
    if (refund.status !== 'processed') return;
    const donation = await this.donations.findForAdmin(refund.payableId);
    if (!donation) return;
    const now = new Date();
    const reason = apiMessage('receiptRefundedReason', { reason: refund.reason }, donation.locale).slice(
      0,
      300,
    );
    const cancelled = await this.donations.transaction(async (manager) => {
      await this.donations.lockForReceipts(manager, donation.id);
      const valid = (await this.receipts.findByDonation(donation.id)).filter((r) => !r.cancelledAt);
      const done = [];
      for (const receipt of valid) {
        if (await this.receipts.cancel(manager, receipt.id, reason, now)) done.push(receipt);
      }
      if (done.length === 0) return false;
      await this.audit.record(manager, {
        action: 'update',
        resource: 'donations',
        resourceId: donation.id,
        details: {
          refundProcessed: refund.providerRefundId,
          cancelledReceipts: done.map((r) => r.receiptNumber),
          reason,
        },
      });
      const latest = done.at(-1)!;
      if (donation.email) {
        await this.mail.enqueue(
          manager,
          receiptCancelledMail(
            { name: donation.name, email: donation.email },
            { id: latest.id, receiptNumber: latest.receiptNumber, cancelledAt: now, reason },
            this.config.FOUNDATION_NAME,
            donation.locale,
          ),
        );
      }
      return true;
    });
    if (cancelled) {
      this.logger.log({ donationId: donation.id, refundId: refund.id }, 'Refunded gift: receipt cancelled');
      this.mail.kick();
    }
  }
}
