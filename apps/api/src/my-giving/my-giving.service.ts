import { Inject, Injectable } from '@nestjs/common';
import {
  donorTaxDetailsProblems,
  parseFinancialYear,
  certificateFormOf,
  financialYearOf,
  taxRegimeAt,
  type Locale,
  MESSAGES,
  normalizePan,
  type MyGivingDonation,
  type MyGivingResponse,
  type ReceiptSummary,
  type RecurringGiftResponse,
  type ErasureReport,
  type MyDataExport,
} from '@foundation/shared';
import { PersonalDataService } from '../personal-data/index.js';
import { DonorLinksService } from '../donor-links/index.js';
import { isUuid } from '../payments/index.js';
import { ANONYMOUS_DONOR_NAME } from '../donations/index.js';
import { type DonationReceipt, ReceiptsService } from '../receipts/index.js';
import { type DonorTaxDetailsDto } from './dto/donor-tax-details.dto.js';
import { MyGivingErrorCode as Code, myGivingError } from './my-giving.errors.js';
import { MyGivingRepository, type DonorDonationRecord } from './my-giving.repository.js';
import { RECURRING_GIFTS_FOR_DONORS, type RecurringGiftsForDonors } from './recurring-gifts-for-donors.js';
import { CertificatesService } from '../certificates/index.js';
import { AppConfig } from '../config/app-config.js';
import { renderGivingStatementPdf, type StatementGift } from './giving-statement-pdf.js';

const toSummary = (receipt: DonationReceipt): ReceiptSummary => ({
  id: receipt.id,
  receiptNumber: receipt.receiptNumber,
  is80G: receipt.is80G,
  taxRegime: receipt.taxRegime,
  issuedAt: receipt.issuedAt.toISOString(),
  replacesReceiptNumber: null,
});

/**
 * The donor's own page, opened by the secret link of their donation e-mails: every gift and recurring
 * gift of their e-mail address, their receipts, PAN and address for 80G receipts, cancelling a recurring
 * gift. Anything not theirs, and any wrong token, is "not found".
 */
@Injectable()
export class MyGivingService {
  constructor(
    private readonly repository: MyGivingRepository,
    private readonly links: DonorLinksService,
    private readonly receipts: ReceiptsService,
    @Inject(RECURRING_GIFTS_FOR_DONORS) private readonly recurringGifts: RecurringGiftsForDonors,
    private readonly certificates: CertificatesService,
    private readonly config: AppConfig,
    private readonly personalData: PersonalDataService,
  ) {}

  /** Everything held about the donor's e-mail address (docs/privacy.md "Rights"). */
  async myData(token: unknown): Promise<MyDataExport> {
    return this.personalData.exportFor(await this.emailOf(token), { via: 'donor-link' });
  }

  /**
   * Erases everything of the donor's e-mail address that no law keeps; gifts with receipts stay as tax
   * records until their period ends. Erasing again changes nothing more.
   */
  async erase(token: unknown): Promise<ErasureReport> {
    return this.personalData.eraseFor(await this.emailOf(token), { via: 'donor-link' });
  }

  async view(token: unknown): Promise<MyGivingResponse> {
    return this.viewOf(await this.emailOf(token));
  }

  /** One of the donor's receipts as a PDF; another donor's receipt is "not found". */
  async receiptPdf(token: unknown, receiptId: string): Promise<{ pdf: Buffer; fileName: string }> {
    const email = await this.emailOf(token);
    if (!isUuid(receiptId)) throw myGivingError(Code.NotFound);
    const receipt = await this.receipts.findById(receiptId);
    const donations = await this.repository.donationsOf(email);
    if (!receipt || !donations.some((d) => d.id === receipt.donationId)) throw myGivingError(Code.NotFound);
    return {
      pdf: await this.receipts.renderPdf(receipt.id),
      fileName: `receipt-${receipt.receiptNumber.replace(/\//g, '-')}.pdf`,
    };
  }

  /**
   * The donor's statement of a tax year (`2026-27.pdf`): every gift made in it with its receipt number and
   * status, the total received and what carries a receipt for a deduction, in the request's language.
   */
  async statementPdf(
    token: unknown,
    file: string,
    locale: Locale,
  ): Promise<{ pdf: Buffer; fileName: string }> {
    const email = await this.emailOf(token);
    const year = /^(\d{4}-\d{2})\.pdf$/.exec(file)?.[1];
    const range = year ? parseFinancialYear(year) : null;
    if (!range) throw myGivingError(Code.NotFound);
    const donations = (await this.repository.donationsOf(email)).filter((donation) => {
      const at = donation.completedAt ?? donation.createdAt;
      return at >= range.start && at < range.end && donation.paymentStatus !== 'failed';
    });
    const receipts = await this.receipts.findByDonations(donations.map((d) => d.id));
    const gifts: StatementGift[] = donations
      .map((donation) => {
        const own = receipts.filter((receipt) => receipt.donationId === donation.id);
        // The receipt in force: a cancelled one (refunded, bounced, corrected) is not the donor's to quote.
        const valid = own.filter((receipt) => !receipt.cancelledAt).at(-1);
        const refunded = donation.refundStatus === 'processed';
        return {
          date: donation.completedAt ?? donation.createdAt,
          amount: Number(donation.amount),
          receiptNumber: valid?.receiptNumber ?? null,
          status: refunded ? ('refunded' as const) : donation.paymentStatus,
          deductible: own.some((receipt) => receipt.is80G && !receipt.cancelledAt),
          kind: donation.donationType,
        };
      })
      .sort((a, b) => a.date.getTime() - b.date.getTime());
    const pdf = await renderGivingStatementPdf(
      {
        foundationName: this.config.FOUNDATION_NAME,
        donorName: donations.find((d) => d.name)?.name ?? null,
        email,
        year: range.label,
        // The words of the year's own law: a 2025-26 statement is of a "financial year" and Form 10BE.
        periodWord: taxRegimeAt(range.start).periodWord[locale],
        certificateForm: taxRegimeAt(range.start).certificateForm,
        gifts,
        madeAt: new Date(),
      },
      locale,
    );
    return { pdf, fileName: `statement-${range.label}.pdf` };
  }

  /** One of the donor's certificates of donation as a PDF; another donor's is "not found". */
  async certificatePdf(token: unknown, certificateId: string): Promise<{ pdf: Buffer; fileName: string }> {
    const email = await this.emailOf(token);
    try {
      return await this.certificates.pdfForDonor(email, certificateId);
    } catch {
      throw myGivingError(Code.NotFound);
    }
  }

  /**
   * Stores the donor's PAN and address on their completed donations that have no 80G receipt yet and
   * issues each its 80G receipt (a new number), in one transaction: all or nothing.
   */
  async addTaxDetails(token: unknown, dto: DonorTaxDetailsDto): Promise<MyGivingResponse> {
    const email = await this.emailOf(token);
    const pan = normalizePan(dto.pan);
    const address = dto.address.replace(/\s+/g, ' ').trim();
    const problems = donorTaxDetailsProblems({ pan, address });
    if (pan === '') problems.pan = MESSAGES.panInvalid;
    if (Object.keys(problems).length > 0) {
      throw myGivingError(Code.InvalidTaxDetails, {
        message: Object.values(problems).join('; '),
        fields: problems as Record<string, string>,
      });
    }
    await this.repository.transaction(async (manager) => {
      const candidates = (await this.repository.lockCompletedWithout80g(manager, email)).filter(
        (donation) => donation.completedAt && this.receipts.qualifiesFor80G(donation.completedAt),
      );
      if (candidates.length === 0) throw myGivingError(Code.NothingToReceipt);
      await this.repository.setTaxDetails(
        manager,
        candidates.map((d) => d.id),
        pan,
        address,
      );
      for (const donation of candidates) {
        await this.receipts.issueFor(manager, {
          donationId: donation.id,
          donorName: donation.name?.trim() || ANONYMOUS_DONOR_NAME,
          donorAddress: address,
          donorPan: pan,
          amount: donation.amount,
          paymentId: donation.paymentId ?? '',
          receivedAt: donation.completedAt!,
          donationType: donation.taxDonationType,
        });
      }
    });
    return this.viewOf(email);
  }

  /** Cancels one of the donor's recurring gifts (idempotent; confirmed by e-mail once). */
  async cancelRecurringGift(token: unknown, giftId: string): Promise<RecurringGiftResponse> {
    const email = await this.emailOf(token);
    if (!isUuid(giftId)) throw myGivingError(Code.NotFound);
    const gifts = await this.recurringGifts.listForEmail(email);
    if (!gifts.some((gift) => gift.id === giftId)) throw myGivingError(Code.NotFound);
    // Cancelled at the provider and here; the recurring gifts send the one confirmation e-mail.
    const cancelled = await this.recurringGifts.cancel(giftId, 'donor');
    return { recurringGift: cancelled };
  }

  private async emailOf(token: unknown): Promise<string> {
    const email = await this.links.emailFor(token);
    if (!email) throw myGivingError(Code.NotFound);
    return email;
  }

  private async viewOf(email: string): Promise<MyGivingResponse> {
    const donations = await this.repository.donationsOf(email);
    const receipts = await this.receipts.findByDonations(donations.map((d) => d.id));
    const recurringGifts = await this.recurringGifts.listForEmail(email);
    const certificates = await this.certificates.listForEmail(email);
    const years = donations
      .filter((d) => d.paymentStatus !== 'failed')
      .map((d) => financialYearOf(d.completedAt ?? d.createdAt));
    return {
      donor: { name: donations.find((d) => d.name)?.name ?? null, email },
      donations: donations.map((d) => this.toDonation(d, receipts)),
      recurringGifts,
      statementYears: [...new Set(years)].sort().reverse(),
      certificates: certificates.map((c) => ({
        id: c.id,
        financialYear: c.financialYear,
        formName: certificateFormOf(c.financialYear),
      })),
    };
  }

  private toDonation(donation: DonorDonationRecord, receipts: DonationReceipt[]): MyGivingDonation {
    const own = receipts.filter((r) => r.donationId === donation.id);
    // Only valid receipts: a cancelled one (refunded, bounced, corrected) is worth nothing to the donor.
    const valid = own.filter((r) => !r.cancelledAt);
    const numbers = new Map(own.map((r) => [r.id, r.receiptNumber]));
    const completed = donation.paymentStatus === 'completed' && donation.completedAt !== null;
    return {
      id: donation.id,
      amount: Number(donation.amount),
      donationType: donation.donationType,
      recurringGiftId: donation.recurringGiftId,
      status: donation.paymentStatus,
      receivedAt: completed ? new Date(donation.completedAt!).toISOString() : null,
      receipts: valid.map((r) => ({
        ...toSummary(r),
        replacesReceiptNumber: r.replacesReceiptId ? (numbers.get(r.replacesReceiptId) ?? null) : null,
      })),
      refundStatus: donation.refundStatus,
      canAdd80G:
        completed &&
        donation.refundStatus === null &&
        !own.some((r) => r.is80G) &&
        this.receipts.qualifiesFor80G(new Date(donation.completedAt!)),
    };
  }
}
