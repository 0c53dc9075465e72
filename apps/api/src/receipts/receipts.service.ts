import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import {
  DEFAULT_TAX_DONATION_TYPE,
  financialYearOf,
  formatReceiptNumber,
  indiaCalendarDate,
  isTaxDonationType,
  isValidPan,
  normalizePan,
  toPaise,
} from '@foundation/shared';
import { AppConfig } from '../config/app-config.js';
import { renderReceiptPdf } from './receipt-pdf.js';
import type {
  DonationReceipt,
  DonationReceiptFacts,
  FoundationLegalDetails,
  ReceiptData,
  ReceiptFoundation,
} from './receipt.types.js';
import { ReceiptErrorCode, receiptError } from './receipts.errors.js';
import { ReceiptsRepository } from './receipts.repository.js';

/** Issues the receipts of completed donations and renders them as PDFs. */
@Injectable()
export class ReceiptsService {
  constructor(
    private readonly receipts: ReceiptsRepository,
    private readonly config: AppConfig,
  ) {}

  /**
   * Issues the receipt of a donation inside the transaction that completes it (`manager`): numbered in the
   * financial year of `now` in India time ('80G/2026-27/000123'), the next number of that year's one series
   * (plain and 80G receipts share it). If the transaction rolls back, the number goes to the next receipt.
   *
   * It is an 80G receipt when the donor gave a valid PAN and an address, the foundation's 80G approval is
   * configured and the donation was received within the approval's validity; otherwise a plain receipt,
   * which says it is not an 80G receipt (the donor can add a PAN later and get the 80G receipt then, a new
   * receipt with its own number).
   */
  async issueFor(
    manager: EntityManager,
    facts: DonationReceiptFacts,
    now: Date = new Date(),
  ): Promise<DonationReceipt> {
    checkFacts(facts, now);
    const legal = this.config.foundationLegalDetails;
    const donorAddress = facts.donorAddress?.trim() || null;
    const donorPan = normalizePan(facts.donorPan ?? '');
    const is80G =
      legal !== null &&
      isValidPan(donorPan) &&
      donorAddress !== null &&
      withinApproval(legal, facts.receivedAt);
    const foundation: ReceiptFoundation = legal ?? {
      name: this.config.FOUNDATION_NAME,
      signatoryTitle: this.config.RECEIPT_SIGNATORY_TITLE,
    };

    const financialYear = financialYearOf(now);
    // Last step before the insert: the counter row stays locked from here to the end of the transaction.
    const sequence = await this.receipts.allocateNumber(manager, financialYear);
    return this.receipts.insertReceipt(manager, {
      donationId: facts.donationId,
      receiptNumber: formatReceiptNumber(financialYear, sequence),
      financialYear,
      sequence,
      is80G,
      issuedAt: now,
      receivedAt: facts.receivedAt,
      donorName: facts.donorName.trim(),
      donorAddress,
      donorPan: is80G ? donorPan : null,
      amount: toPaise(facts.amount) / 100,
      paymentId: facts.paymentId.trim(),
      donationType: facts.donationType ?? DEFAULT_TAX_DONATION_TYPE,
      foundation,
    });
  }

  /**
   * Whether a donation received at that instant would get an 80G receipt, given a PAN and an address: the
   * foundation's approval is configured and valid on that day in India.
   */
  qualifiesFor80G(receivedAt: Date): boolean {
    const legal = this.config.foundationLegalDetails;
    return legal !== null && withinApproval(legal, receivedAt);
  }

  /** Every receipt of these donations, oldest first. */
  findByDonations(donationIds: string[]): Promise<DonationReceipt[]> {
    return this.receipts.findByDonations(donationIds);
  }

  findById(receiptId: string): Promise<DonationReceipt | null> {
    return this.receipts.findById(receiptId);
  }

  /** Every receipt of a donation, oldest first. */
  findByDonation(donationId: string): Promise<DonationReceipt[]> {
    return this.receipts.findByDonation(donationId);
  }

  /** A stored receipt as a PDF, with the facts frozen when it was issued. */
  async renderPdf(receiptId: string): Promise<Buffer> {
    const receipt = await this.receipts.findById(receiptId);
    if (!receipt) throw receiptError(ReceiptErrorCode.NotFound);
    const locale = await this.receipts.donationLocale(receipt.donationId);
    return renderReceiptPdf({ ...toReceiptData(receipt), locale });
  }
}

/** Refuses facts that would make a receipt false or unprintable, before a number is taken. */
function checkFacts(facts: DonationReceiptFacts, now: Date): void {
  const valid =
    isPositiveAmount(facts.amount) &&
    facts.donorName.trim() !== '' &&
    facts.paymentId.trim() !== '' &&
    !Number.isNaN(facts.receivedAt.getTime()) &&
    !Number.isNaN(now.getTime()) &&
    isTaxDonationType(facts.donationType ?? DEFAULT_TAX_DONATION_TYPE);
  if (!valid) throw receiptError(ReceiptErrorCode.InvalidFacts);
}

function isPositiveAmount(amount: number | string): boolean {
  try {
    return toPaise(amount) > 0;
  } catch {
    return false; // negative, more than two decimals, not a number
  }
}

/** A donation received (in India) outside the 80G approval's validity does not qualify for the deduction. */
function withinApproval(legal: FoundationLegalDetails, receivedAt: Date): boolean {
  const receivedOn = indiaCalendarDate(receivedAt);
  return receivedOn >= legal.validFrom && receivedOn <= legal.validUntil;
}

function toReceiptData(receipt: DonationReceipt): ReceiptData {
  const common = {
    receiptNumber: receipt.receiptNumber,
    issuedAt: receipt.issuedAt,
    receivedAt: receipt.receivedAt,
    amount: receipt.amount,
    paymentId: receipt.paymentId,
    mode: 'electronic' as const,
    donationType: receipt.donationType,
  };
  if (receipt.is80G) {
    return {
      ...common,
      is80G: true,
      foundation: receipt.foundation as FoundationLegalDetails,
      donor: { name: receipt.donorName, address: receipt.donorAddress!, pan: receipt.donorPan! },
    };
  }
  return {
    ...common,
    is80G: false,
    foundation: receipt.foundation,
    donor: { name: receipt.donorName, address: receipt.donorAddress },
  };
}
