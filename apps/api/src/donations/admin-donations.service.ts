import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import {
  financialYearOf,
  form10bdCsvCells,
  FORM_10BD_HEADERS,
  formatIndiaDateTime,
  indiaCalendarDate,
  DEFAULT_TAX_DONATION_TYPE,
  isValidPan,
  maskPan,
  parseFinancialYear,
  parsePreArnBatch,
  PRE_ARN_BATCH_MAX,
  PRE_ARN_MESSAGES,
  receivedOnProblem,
  statementDueDate,
  statementCsvCells,
  taxRegimeAt,
  type AdminDonation,
  type AdminDonationReceipt,
  type PreArnSummary,
  type StatementSummary,
} from '@foundation/shared';
import { streamCsvRows } from '../common/csv/stream-csv.js';
import { AuditService } from '../audit/index.js';
import { AppLogger } from '../common/logging/app-logger.js';
import { type ListPage } from '../common/ra-list/list-response.js';
import { parseExportQuery, parseListQuery } from '../common/ra-list/parse-list-query.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';
import { AppConfig } from '../config/app-config.js';
import { MailService } from '../mail/index.js';
import { receiptCancelledMail } from './donation-mails.js';
import { type DonationReceipt, ReceiptsService } from '../receipts/index.js';
import { donationError, DonationErrorCode } from './donations.errors.js';
import {
  DONATION_LIST_SPEC,
  DonationsRepository,
  readFinancialYear,
  type AdminDonationRecord,
} from './donations.repository.js';
import { DonationsService } from './donations.service.js';
import { form10bdRows } from './form-10bd-stream.js';
import { type RecordOfflineGiftDto } from './dto/record-offline-gift.dto.js';

export type { AdminDonation } from '@foundation/shared';

/** The export's columns: the admin screen's values. */
export const DONATION_CSV_COLUMNS = [
  'Name',
  'Email',
  'Phone',
  'Type',
  'Amount',
  'Status',
  'Payment ID',
  'Date',
];

/** The columns of the year's foreign contributions (the FCRA account's), for the FCRA books and Form FC-4. */
export const FCRA_CSV_COLUMNS = [
  'Date',
  'Name',
  'Email',
  'Phone',
  'Address',
  'Amount (INR)',
  'Purpose (project)',
  'Payment ID',
  'Receipt number',
];

/** The columns of the year's donations that Form 10BD cannot report (staff chase their PAN). */
export const UNREPORTABLE_CSV_COLUMNS = ['Name', 'Email', 'Phone', 'Amount', 'Date', 'Receipt number'];

const toAdmin = (record: AdminDonationRecord): AdminDonation => ({
  id: record.id,
  name: record.name,
  email: record.email,
  phone: record.phone,
  amount: Number(record.amount),
  currency: record.currency,
  donationType: record.donationType,
  paymentStatus: record.paymentStatus,
  orderId: record.orderId,
  paymentId: record.paymentId,
  failureReason: record.failureReason,
  completedAt: record.completedAt ? record.completedAt.toISOString() : null,
  createdAt: record.createdAt.toISOString(),
  locale: record.locale,
  recurringGiftId: record.recurringGiftId,
  taxDonationType: record.taxDonationType,
  // The whole PAN appears only on the 80G receipt and in the Form 10BD export.
  panMasked: record.donorPan && isValidPan(record.donorPan) ? maskPan(record.donorPan) : null,
  receiptNumber: record.receiptNumber,
  is80G: record.is80G,
  giftMode: record.giftMode,
  receiptCancelled: record.receiptCancelled === true,
  financialYear: record.completedAt ? financialYearOf(record.completedAt) : null,
  citizenship: record.donorCitizenship,
  fcra: record.fcra,
  refund: record.refundStatus
    ? {
        status: record.refundStatus,
        amount: (record.refundAmountPaise ?? 0) / 100,
        reason: record.refundReason ?? '',
        failureReason: record.refundStatus === 'failed' ? record.refundFailureReason : null,
        attempts: record.refundAttempts ?? 1,
        requestedAt: record.refundRequestedAt!.toISOString(),
        processedAt: record.refundProcessedAt ? record.refundProcessedAt.toISOString() : null,
      }
    : null,
});

/** A receipt of one donation in the admin answer, linked to the receipts it replaces and is replaced by. */
export function toAdminReceipts(receipts: DonationReceipt[]): AdminDonationReceipt[] {
  const number = new Map(receipts.map((r) => [r.id, r.receiptNumber]));
  return receipts.map((receipt) => ({
    id: receipt.id,
    receiptNumber: receipt.receiptNumber,
    is80G: receipt.is80G,
    issuedAt: receipt.issuedAt.toISOString(),
    cancelledAt: receipt.cancelledAt ? receipt.cancelledAt.toISOString() : null,
    cancelReason: receipt.cancelReason,
    replacesReceiptNumber: receipt.replacesReceiptId ? (number.get(receipt.replacesReceiptId) ?? null) : null,
    replacedByReceiptNumber: receipts.find((r) => r.replacesReceiptId === receipt.id)?.receiptNumber ?? null,
    donorName: receipt.donorName,
    panMasked: receipt.donorPan && isValidPan(receipt.donorPan) ? maskPan(receipt.donorPan) : null,
    donorAddress: receipt.donorAddress,
  }));
}

/** Donations in the admin API: list, one donation, its receipt, re-sending it, and the exports. */
@Injectable()
export class AdminDonationsService {
  constructor(
    private readonly donations: DonationsRepository,
    private readonly donationsService: DonationsService,
    private readonly receipts: ReceiptsService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly logger: AppLogger,
    private readonly audit: AuditService,
  ) {}

  async list(query: RaListQuery): Promise<ListPage<AdminDonation>> {
    const parsed = parseListQuery(query, DONATION_LIST_SPEC);
    const { rows, total } = await this.donations.listForAdmin(parsed);
    return { rows: rows.map(toAdmin), total, offset: parsed.offset };
  }

  /** The donations that match the list's filters (and sort), streamed as CSV. */
  async exportCsv(query: RaListQuery, response: Response, now = new Date()): Promise<void> {
    // Personal data leaves the system: the export is logged before the first row is sent.
    const cursor = await this.audit.recordExport(
      await this.donations.openExportCursor(parseExportQuery(query, DONATION_LIST_SPEC)),
      'donations',
      query,
    );
    await streamCsvRows(response, this.logger, cursor, {
      columns: DONATION_CSV_COLUMNS,
      cells: (record) => [
        record.name,
        record.email,
        record.phone,
        record.donationType,
        record.amount,
        record.paymentStatus,
        record.paymentId,
        formatIndiaDateTime(record.createdAt),
      ],
      fileName: `donations-${indiaCalendarDate(now)}.csv`,
    });
  }

  /**
   * Form 10BD Part B of a financial year as the income-tax portal's CSV: one row per donor (PAN), donation
   * type and mode, streamed one donor at a time; UTF-8 with BOM, formulas neutralised like every export.
   */
  async exportForm10bd(financialYear: unknown, response: Response): Promise<void> {
    const year = readFinancialYear(financialYear);
    const regime = taxRegimeAt(year.start);
    // Form 10BD is the statement of the Income-tax Act, 1961: later years file theirs through statement.csv.
    if (regime.statementForm !== '10BD') throw donationError(DonationErrorCode.WrongStatementForm);
    const legal = this.config.foundationLegalFor(regime);
    if (!legal) throw donationError(DonationErrorCode.No80gApproval);
    const cursor = await this.audit.recordExport(await this.donations.openForm10bdCursor(year), 'donations', {
      filter: JSON.stringify({ form: '10BD', financialYear: year.label }),
    });
    await streamCsvRows(response, this.logger, form10bdRows(cursor), {
      columns: [...FORM_10BD_HEADERS],
      cells: (row) => form10bdCsvCells(row, { urn: legal.urn, urnIssuedOn: legal.approvedOn }),
      fileName: `form-10bd-${year.label}.csv`,
      bom: true,
    });
  }

  /**
   * The year's foreign contributions, taken on the FCRA account and kept apart from every other gift
   * (FCRA 2010, section 17; docs/fcra-and-recurring.md); UTF-8 with BOM, formulas neutralised.
   */
  async exportFcra(yearQuery: unknown, response: Response): Promise<void> {
    const year = readFinancialYear(yearQuery, 'year');
    const cursor = await this.audit.recordExport(await this.donations.openFcraCursor(year), 'donations', {
      filter: JSON.stringify({ form: 'FCRA', financialYear: year.label }),
    });
    await streamCsvRows(response, this.logger, cursor, {
      columns: FCRA_CSV_COLUMNS,
      cells: (row) => [
        formatIndiaDateTime(row.completedAt),
        row.name,
        row.email,
        row.phone,
        row.address,
        row.amount,
        row.projectTitle ?? 'General',
        row.paymentId,
        row.receiptNumber,
      ],
      fileName: `fcra-${year.label}.csv`,
      bom: true,
    });
  }

  /**
   * The statement of donations of a year (`year=2026-27`) in the form of the year's tax regime: Form 113 Part
   * B from 2026-27 (Income-tax Act, 2025), Form 10BD Part B before. One row per donor (PAN), donation type and
   * mode, as the regime's statement rules write them; cancelled receipts are left out.
   */
  async exportStatement(yearText: unknown, response: Response): Promise<void> {
    const year = readFinancialYear(yearText, 'year');
    const regime = taxRegimeAt(year.start);
    const legal = this.config.foundationLegalFor(regime);
    if (!legal) throw donationError(DonationErrorCode.No80gApproval);
    const form = regime.statementForm;
    const cursor = await this.audit.recordExport(await this.donations.openForm10bdCursor(year), 'donations', {
      filter: JSON.stringify({ form, year: year.label }),
    });
    await streamCsvRows(response, this.logger, form10bdRows(cursor), {
      columns: [...regime.statement.headers],
      cells: (row) => statementCsvCells(row, { urn: legal.urn, urnIssuedOn: legal.approvedOn }, regime),
      fileName: `form-${form.toLowerCase()}-${year.label}.csv`,
      bom: true,
    });
  }

  /** What the year's statement will report, what it cannot, and when it is due (the admin's dialog). */
  async statementSummary(yearText: unknown): Promise<StatementSummary> {
    const year = readFinancialYear(yearText, 'year');
    const figures = await this.donations.statementFigures(year);
    return {
      year: year.label,
      form: taxRegimeAt(year.start).statementForm,
      dueOn: statementDueDate(year.startYear),
      reported: {
        donors: figures.reportedDonors,
        donations: figures.reportedDonations,
        amount: Number(figures.reportedAmount),
      },
      notReported: { donations: figures.otherDonations, amount: Number(figures.otherAmount) },
      preArns: await this.receipts.preArnSummary(year.label),
    };
  }

  /**
   * Adds the pre-acknowledgement numbers staff pasted from the income-tax portal for a tax year (audited):
   * the year's deductible receipts quote them in this order from now on. Numbers already added for the year
   * are skipped; a bad line, more than the portal's batch, or a number of another year is refused and
   * nothing is added.
   */
  async addPreArns(
    yearText: unknown,
    text: string,
    adminId: string | null,
  ): Promise<{ added: number; skipped: number; summary: PreArnSummary }> {
    const year = readFinancialYear(yearText, 'year');
    const batch = parsePreArnBatch(text);
    const [bad] = batch.invalid;
    if (bad) {
      const message = PRE_ARN_MESSAGES.invalid(bad.line, bad.value);
      throw donationError(DonationErrorCode.PreArnsInvalid, { message, field: 'numbers' });
    }
    if (batch.numbers.length === 0) {
      throw donationError(DonationErrorCode.PreArnsInvalid, { field: 'numbers' });
    }
    if (batch.numbers.length > PRE_ARN_BATCH_MAX) {
      throw donationError(DonationErrorCode.PreArnsInvalid, {
        message: PRE_ARN_MESSAGES.tooMany,
        field: 'numbers',
      });
    }
    const elsewhere = (await this.receipts.existingPreArns(batch.numbers)).filter(
      (row) => row.financialYear !== year.label,
    );
    if (elsewhere.length > 0) {
      throw donationError(DonationErrorCode.PreArnsOtherYear, {
        message: PRE_ARN_MESSAGES.taken(elsewhere.length),
        field: 'numbers',
      });
    }
    const added = await this.donations.transaction(async (manager) => {
      const count = await this.receipts.addPreArns(manager, year.label, batch.numbers, adminId);
      await this.audit.record(manager, {
        action: 'create',
        resource: 'donations',
        resourceId: null,
        details: { preArns: year.label, added: count, skipped: batch.numbers.length - count },
      });
      return count;
    });
    return {
      added,
      skipped: batch.numbers.length - added,
      summary: await this.receipts.preArnSummary(year.label),
    };
  }

  /** The year's completed donations that Form 10BD cannot report (no PAN), for staff to chase. */
  async exportUnreportable(financialYear: unknown, response: Response): Promise<void> {
    const year = readFinancialYear(financialYear);
    const cursor = await this.audit.recordExport(
      await this.donations.openUnreportableCursor(year),
      'donations',
      { filter: JSON.stringify({ form: '10BD-unreportable', financialYear: year.label }) },
    );
    await streamCsvRows(response, this.logger, cursor, {
      columns: UNREPORTABLE_CSV_COLUMNS,
      cells: (row) => [
        row.name,
        row.email,
        row.phone,
        row.amount,
        formatIndiaDateTime(row.completedAt),
        row.receiptNumber,
      ],
      fileName: `form-10bd-unreportable-${year.label}.csv`,
      bom: true,
    });
  }

  /**
   * Records a gift received offline (audited): refused with 400 and nothing written for a day in the future
   * or too long ago, or particulars of another mode; answers the donation with its receipt number.
   */
  async recordOffline(
    dto: RecordOfflineGiftDto,
    adminId: string | null,
    now: Date = new Date(),
  ): Promise<AdminDonation> {
    const problem = receivedOnProblem(dto.receivedOn, indiaCalendarDate(now));
    if (problem === 'future')
      throw donationError(DonationErrorCode.ReceivedInFuture, { field: 'receivedOn' });
    if (problem) throw donationError(DonationErrorCode.ReceivedTooLongAgo, { field: 'receivedOn' });
    const strays = [
      dto.cheque !== undefined && dto.mode !== 'cheque' ? 'cheque' : null,
      dto.reference !== undefined && dto.mode !== 'bank-transfer' && dto.mode !== 'upi' ? 'reference' : null,
      dto.kind !== undefined && dto.mode !== 'kind' ? 'kind' : null,
    ].filter((field): field is string => field !== null);
    if (strays.length > 0) throw donationError(DonationErrorCode.ModeDetailsMismatch, { field: strays[0] });
    if (dto.sendReceipt && !dto.email) {
      throw donationError(DonationErrorCode.SendReceiptWithoutEmail, { field: 'sendReceipt' });
    }
    if (dto.amount > this.config.DONATION_MAX_RUPEES) {
      throw donationError(DonationErrorCode.AmountTooLarge, { field: 'amount' });
    }
    // Received today: now. An earlier day: its noon in India, well inside the day whatever the regime's edge.
    const receivedAt =
      dto.receivedOn === indiaCalendarDate(now) ? now : new Date(`${dto.receivedOn}T12:00:00+05:30`);
    const recorded = await this.donationsService.recordOffline(
      {
        amount: String(dto.amount),
        name: dto.name,
        email: dto.email ?? null,
        phone: dto.phone ?? null,
        donorPan: dto.pan || null,
        donorAddress: dto.address ?? null,
        receivedAt,
        projectId: dto.projectId ?? null,
        taxDonationType: dto.taxDonationType ?? DEFAULT_TAX_DONATION_TYPE,
        giftMode: dto.mode,
        chequeNumber: dto.cheque?.number ?? null,
        chequeBank: dto.cheque?.bank ?? null,
        chequeDate: dto.cheque?.date ?? null,
        paymentReference: dto.reference ?? null,
        kindDescription: dto.kind?.description ?? null,
        recordedBy: adminId,
      },
      dto.sendReceipt === true,
      (manager, donation) =>
        this.audit.record(manager, {
          action: 'create',
          resource: 'donations',
          resourceId: donation.id,
          details: { mode: dto.mode, amount: dto.amount, receivedOn: dto.receivedOn },
        }),
    );
    return this.get(recorded.id);
  }

  /**
   * Cancels the donation's latest receipt (audited): its number stays used, its PDF reads "CANCELLED on
   * {date}: {reason}", it leaves the statement of donations and the donor is told by e-mail. A second call
   * changes nothing and answers the same. Refused (409) once the statement of the gift's year is due (31 May
   * after it): that year is corrected on the income-tax portal (docs/giving-and-tax.md).
   */
  async cancelReceipt(id: string, reason: string, now: Date = new Date()): Promise<AdminDonation> {
    const donation = await this.find(id);
    if (!donation.receiptId) throw donationError(DonationErrorCode.NoReceipt);
    const receipt = await this.receipts.findById(donation.receiptId);
    if (!receipt) throw donationError(DonationErrorCode.NoReceipt);
    if (receipt.cancelledAt) return toAdmin(donation);
    const year = parseFinancialYear(financialYearOf(receipt.receivedAt))!;
    if (indiaCalendarDate(now) > statementDueDate(year.startYear)) {
      throw donationError(DonationErrorCode.ReceiptYearClosed);
    }
    const cancelled = await this.donations.transaction(async (manager) => {
      if (!(await this.receipts.cancel(manager, receipt.id, reason, now))) return false;
      await this.audit.record(manager, {
        action: 'update',
        resource: 'donations',
        resourceId: id,
        details: { cancelledReceipt: receipt.receiptNumber, reason },
      });
      if (donation.email) {
        await this.mail.enqueue(
          manager,
          receiptCancelledMail(
            { name: donation.name, email: donation.email },
            { id: receipt.id, receiptNumber: receipt.receiptNumber, cancelledAt: now, reason },
            this.config.FOUNDATION_NAME,
            donation.locale,
          ),
        );
      }
      return true;
    });
    if (cancelled) this.mail.kick();
    return this.get(id);
  }

  /** One donation with every receipt it has had (the list leaves the receipts out). */
  async get(id: string): Promise<AdminDonation> {
    const donation = toAdmin(await this.find(id));
    return { ...donation, receipts: toAdminReceipts(await this.receipts.findByDonation(id)) };
  }

  /** The donation's latest receipt as a PDF; 404 before it has one. */
  async receiptPdf(id: string): Promise<{ pdf: Buffer; fileName: string }> {
    const donation = await this.find(id);
    if (!donation.receiptId || !donation.receiptNumber) throw donationError(DonationErrorCode.NoReceipt);
    return {
      pdf: await this.receipts.renderPdf(donation.receiptId),
      fileName: `receipt-${donation.receiptNumber.replace(/\//g, '-')}.pdf`,
    };
  }

  /** Queues the donation's e-mail with its latest receipt again (audited); 409 without a receipt or e-mail. */
  async resendReceipt(id: string): Promise<{ queued: true }> {
    const admin = await this.find(id);
    if (!admin.receiptId) throw donationError(DonationErrorCode.NoReceiptToSend);
    if (!admin.email) throw donationError(DonationErrorCode.NoEmail);
    await this.donations.transaction(async (manager) => {
      const donation = await this.donations.findOne({ id }, { manager });
      await this.donationsService.enqueueReceiptMail(manager, donation!, { key: randomUUID() });
      await this.audit.record(manager, {
        action: 'resend',
        resource: 'donations',
        resourceId: id,
        details: { receiptNumber: admin.receiptNumber, recipient: admin.email },
      });
    });
    this.mail.kick();
    return { queued: true };
  }

  private async find(id: string): Promise<AdminDonationRecord> {
    const record = await this.donations.findForAdmin(id);
    if (!record) throw donationError(DonationErrorCode.NotFound);
    return record;
  }
}
