import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import {
  DEFAULT_TAX_DONATION_TYPE,
  financialYearOf,
  formatReceiptNumber,
  indiaCalendarDate,
  isTaxDonationType,
  isValidPan,
  nonDeductibleReason,
  normalizePan,
  RECEIPT_MODE_OF_GIFT,
  taxRegimeAt,
  toPaise,
  type PreArnSummary,
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
   * year of `now` in India time ('DR/2026-27/000123', RECEIPT_NUMBER_PREFIX), the next number of that year's
   * one series (plain and deductible receipts share it). If the transaction rolls back, the number goes to
   * the next receipt.
   *
   * The receipt follows the tax regime of the donation's date (libs/shared TAX_REGIMES): section 80G of the
   * Income-tax Act, 1961 until 31 March 2026, section 133 of the Income-tax Act, 2025 from 1 April 2026 (India
   * time). It is deductible when the donor gave a valid PAN and an address, the foundation's approval under
   * that regime is configured and the donation was received within its validity; otherwise a plain receipt,
   * which says it gives no deduction (the donor can add a PAN later and get a deductible receipt then, a new
   * receipt with its own number).
   */
  async issueFor(
    manager: EntityManager,
    facts: DonationReceiptFacts,
    now: Date = new Date(),
  ): Promise<DonationReceipt> {
    checkFacts(facts, now);
    const regime = taxRegimeAt(facts.receivedAt);
    const legal = this.config.foundationLegalFor(regime);
    const donorAddress = facts.donorAddress?.trim() || null;
    const donorPan = normalizePan(facts.donorPan ?? '');
    const giftMode = facts.giftMode ?? 'online';
    // Cash above the regime's limit (133(5), formerly 80G(5D)) and gifts in kind (money only) give no deduction.
    const noDeduction = nonDeductibleReason(
      regime,
      RECEIPT_MODE_OF_GIFT[giftMode],
      toPaise(facts.amount) / 100,
    );
    const is80G =
      legal !== null &&
      noDeduction === null &&
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
    const receiptNumber = formatReceiptNumber(financialYear, sequence, this.config.RECEIPT_NUMBER_PREFIX);
    // A deductible receipt quotes the next pre-acknowledgement number staff pasted for the year of the gift
    // (the statement it is reported in), if any: a gift of March recorded in May takes the earlier year's.
    const preArn = is80G
      ? await this.receipts.takePreArn(manager, financialYearOf(facts.receivedAt), receiptNumber)
      : null;
    return this.receipts.insertReceipt(manager, {
      donationId: facts.donationId,
      receiptNumber,
      preArn,
      financialYear,
      sequence,
      taxRegime: regime.id,
      giftMode,
      modeDetails: facts.modeDetails?.trim() || null,
      cancelledAt: null,
      cancelReason: null,
      replacesReceiptId: facts.replacesReceiptId ?? null,
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
   * Whether a donation received at that instant would get a deductible receipt, given a PAN and an address:
   * the foundation's approval under that day's regime is configured and valid on that day in India.
   */
  qualifiesFor80G(receivedAt: Date): boolean {
    const legal = this.config.foundationLegalFor(taxRegimeAt(receivedAt));
    return legal !== null && withinApproval(legal, receivedAt);
  }

  /**
   * Cancels a receipt inside the caller's transaction: its number stays used, it is printed "CANCELLED on
   * {date}: {reason}" and leaves the statement of donations. Whether this call cancelled it (false: it was
   * cancelled already, and keeps its first day and reason).
   */
  cancel(
    manager: EntityManager,
    receiptId: string,
    reason: string,
    now: Date = new Date(),
  ): Promise<boolean> {
    return this.receipts.markCancelled(manager, receiptId, reason.trim(), now);
  }

  /** Adds pasted pre-acknowledgement numbers for a tax year, in their order; how many were new. */
  addPreArns(
    manager: EntityManager,
    financialYear: string,
    numbers: string[],
    addedBy: string | null,
  ): Promise<number> {
    return this.receipts.addPreArns(manager, financialYear, numbers, addedBy);
  }

  /** Which of these numbers are already stored, and for which year. */
  existingPreArns(numbers: string[]): Promise<{ number: string; financialYear: string }[]> {
    return this.receipts.existingPreArns(numbers);
  }

  /** A tax year's pre-acknowledgement numbers: pasted, quoted on receipts, left. */
  preArnSummary(financialYear: string): Promise<PreArnSummary> {
    return this.receipts.preArnSummary(financialYear);
  }

  /** The numbers of the receipt a receipt replaces and of the one that replaces it. */
  links(receiptId: string): Promise<{ replaces: string | null; replacedBy: string | null }> {
    return this.receipts.links(receiptId);
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
    const { locale, declaration } = await this.receipts.donationPrintFacts(receipt.donationId);
    const links = await this.receipts.links(receipt.id);
    return renderReceiptPdf({
      ...toReceiptData(receipt),
      replaces: links.replaces,
      replacedBy: links.replacedBy,
      locale,
      declaration: declaration && {
        ...declaration,
        fcraRegistrationNumber: declaration.fcra ? (this.config.FCRA_REGISTRATION_NUMBER ?? null) : null,
      },
    });
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

/** A donation received (in India) outside the approval's validity does not qualify for the deduction. */
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
    mode: RECEIPT_MODE_OF_GIFT[receipt.giftMode],
    giftMode: receipt.giftMode,
    modeDetails: receipt.modeDetails,
    cancelled:
      receipt.cancelledAt && receipt.cancelReason
        ? { at: receipt.cancelledAt, reason: receipt.cancelReason }
        : null,
    donationType: receipt.donationType,
    taxRegime: receipt.taxRegime,
    preArn: receipt.preArn,
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
