import { Injectable, type OnModuleInit } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { MailService } from '../mail/index.js';
import { RECEIPT_PDF_ATTACHMENT } from './donation-mails.js';
import { ReceiptsService } from '../receipts/index.js';
import { DonationCompletion, type DonationCompletionListener } from './donation-completion.js';
import { DonationsRepository, type DonationRecord, type DonationTaxDetails } from './donations.repository.js';

/** The name printed on the receipt of a donor who gave none (the contribute form's name is optional). */
export const ANONYMOUS_DONOR_NAME = 'Anonymous donor';

/**
 * Issues a donation's receipt inside the transaction that completes it, however it completed (a one-time
 * payment confirmed by the browser or the webhook, a recurring gift's charge): the receipt exists exactly
 * when the completion is committed, and its number is never lost. The donor's PAN, address and the tax
 * donation type are read from the donation's row. Also renders receipts attached to e-mails when they are sent.
 */
@Injectable()
export class ReceiptIssuerListener implements DonationCompletionListener, OnModuleInit {
  constructor(
    private readonly completion: DonationCompletion,
    private readonly receipts: ReceiptsService,
    private readonly repository: DonationsRepository,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    this.completion.register(this);
    this.mail.registerAttachmentSource(RECEIPT_PDF_ATTACHMENT, (receiptId) =>
      this.receipts.renderPdf(receiptId),
    );
  }

  async onCompleted(manager: EntityManager, donation: DonationRecord): Promise<void> {
    const tax = await this.repository.donationTaxDetails(manager, donation.id);
    const offline = tax ? offlineReference(donation.id, tax) : null;
    await this.receipts.issueFor(manager, {
      donationId: donation.id,
      donorName: donation.name?.trim() || ANONYMOUS_DONOR_NAME,
      donorAddress: tax?.donorAddress ?? null,
      donorPan: tax?.donorPan ?? null,
      amount: donation.amount,
      paymentId: offline?.reference ?? donation.paymentId ?? '',
      receivedAt: donation.completedAt ?? new Date(),
      donationType: tax?.taxDonationType,
      giftMode: tax?.giftMode,
      modeDetails: offline?.details ?? null,
    });
  }
}

/**
 * What the receipt of a gift received offline quotes: the cheque's number (with its bank and date), the
 * transfer's UTR, the UPI reference; cash and goods have none, so the gift's own id stands for them. Null
 * for a gift paid online (its payment id is the reference).
 */
function offlineReference(
  donationId: string,
  tax: DonationTaxDetails,
): { reference: string; details: string | null } | null {
  switch (tax.giftMode) {
    case 'online':
      return null;
    case 'cheque':
      return { reference: tax.chequeNumber!, details: `${tax.chequeBank}, ${tax.chequeDate}` };
    case 'bank-transfer':
    case 'upi':
      return { reference: tax.paymentReference!, details: null };
    case 'kind':
      return { reference: donationId, details: tax.kindDescription };
    default:
      return { reference: donationId, details: null };
  }
}
