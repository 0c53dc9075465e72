import { Injectable } from '@nestjs/common';
import {
  financialYearOf,
  indiaCalendarDate,
  normalizePan,
  parseFinancialYear,
  statementDueDate,
} from '@foundation/shared';
import { AuditService } from '../audit/index.js';
import { MailService } from '../mail/index.js';
import { ReceiptsService } from '../receipts/index.js';
import { type CorrectReceiptDto } from './dto/correct-receipt.dto.js';
import { donationError, DonationErrorCode } from './donations.errors.js';
import { DonationsRepository } from './donations.repository.js';
import { DonationsService } from './donations.service.js';

/**
 * Correcting a receipt's name, PAN or address: the old receipt is cancelled (its number stays used) and a
 * new one is issued with the next number of the year's one series, naming the receipt it replaces; both in
 * one transaction, so the series never skips or shares a number. The donation keeps the corrected details,
 * the statement reads them from the new receipt, and the donor is e-mailed the new receipt.
 */
@Injectable()
export class ReceiptCorrectionsService {
  constructor(
    private readonly donations: DonationsRepository,
    private readonly donationsService: DonationsService,
    private readonly receipts: ReceiptsService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
  ) {}

  /**
   * Refused with nothing written: 404 for no such donation, 409 without a valid receipt, for a refunded gift
   * or a closed year (the rule of cancelling), 400 when nothing changes or a PAN would lack an address.
   */
  async correct(id: string, dto: CorrectReceiptDto, now: Date = new Date()): Promise<void> {
    const donation = await this.donations.findForAdmin(id);
    if (!donation) throw donationError(DonationErrorCode.NotFound);
    if (!donation.receiptId) throw donationError(DonationErrorCode.NoReceipt);
    if (donation.refundStatus === 'pending' || donation.refundStatus === 'processed') {
      throw donationError(DonationErrorCode.RefundedNotCorrected);
    }
    const old = await this.receipts.findById(donation.receiptId);
    if (!old) throw donationError(DonationErrorCode.NoReceipt);
    if (old.cancelledAt) throw donationError(DonationErrorCode.ReceiptNotValid);
    const year = parseFinancialYear(financialYearOf(old.receivedAt))!;
    if (indiaCalendarDate(now) > statementDueDate(year.startYear)) {
      throw donationError(DonationErrorCode.ReceiptYearClosed);
    }
    const before = {
      name: old.donorName,
      pan: old.donorPan ?? (donation.donorPan ? normalizePan(donation.donorPan) : null),
      address: old.donorAddress,
    };
    const after = {
      name: dto.name ?? before.name,
      pan: dto.pan ?? before.pan,
      address: dto.address?.replace(/\s+/g, ' ') ?? before.address,
    };
    if (after.name === before.name && after.pan === before.pan && after.address === before.address) {
      throw donationError(DonationErrorCode.NothingToCorrect);
    }
    if (after.pan && !after.address) {
      throw donationError(DonationErrorCode.CorrectionNeedsAddress, { field: 'address' });
    }
    const changed = (['name', 'pan', 'address'] as const).filter((key) => after[key] !== before[key]);

    await this.donations.transaction(async (manager) => {
      await this.donations.lockForReceipts(manager, id);
      // Another correction or a refund cancelled it meanwhile: this one is refused, nothing is written.
      if (!(await this.receipts.cancel(manager, old.id, dto.reason, now))) {
        throw donationError(DonationErrorCode.ReceiptNotValid);
      }
      const issued = await this.receipts.issueFor(
        manager,
        {
          donationId: id,
          donorName: after.name,
          donorAddress: after.address,
          donorPan: after.pan,
          amount: old.amount,
          paymentId: old.paymentId,
          receivedAt: old.receivedAt,
          giftMode: old.giftMode,
          modeDetails: old.modeDetails,
          donationType: old.donationType,
          replacesReceiptId: old.id,
        },
        now,
      );
      await this.donations.setDonorDetails(manager, id, after);
      await this.audit.record(manager, {
        action: 'update',
        resource: 'donations',
        resourceId: id,
        details: {
          correctedReceipt: old.receiptNumber,
          newReceipt: issued.receiptNumber,
          changed,
          reason: dto.reason,
        },
      });
      if (donation.email) {
        const fresh = await this.donations.findOne({ id }, { manager });
        await this.donationsService.enqueueReceiptMail(manager, fresh!, { key: `correction:${issued.id}` });
      }
    });
    this.mail.kick();
  }
}
