import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import {
  financialYearOf,
  form10bdCsvCells,
  FORM_10BD_HEADERS,
  formatIndiaDateTime,
  indiaCalendarDate,
  isValidPan,
  maskPan,
  type AdminDonation,
} from '@foundation/shared';
import { streamCsvRows } from '../common/csv/stream-csv.js';
import { AuditService } from '../audit/audit.service.js';
import { AppLogger } from '../common/logging/app-logger.js';
import { type ListPage } from '../common/ra-list/list-response.js';
import { parseExportQuery, parseListQuery } from '../common/ra-list/parse-list-query.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';
import { AppConfig } from '../config/app-config.js';
import { MailService } from '../mail/mail.service.js';
import { ReceiptsService } from '../receipts/receipts.service.js';
import { donationError, DonationErrorCode } from './donations.errors.js';
import {
  DONATION_LIST_SPEC,
  DonationsRepository,
  readFinancialYear,
  type AdminDonationRecord,
} from './donations.repository.js';
import { DonationsService } from './donations.service.js';
import { form10bdRows } from './form-10bd-stream.js';

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
  financialYear: record.completedAt ? financialYearOf(record.completedAt) : null,
});

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
    const legal = this.config.foundationLegalDetails;
    if (!legal) throw donationError(DonationErrorCode.No80gApproval);
    const cursor = await this.audit.recordExport(await this.donations.openForm10bdCursor(year), 'donations', {
      filter: JSON.stringify({ form: '10BD', financialYear: year.label }),
    });
    await streamCsvRows(response, this.logger, form10bdRows(cursor), {
      columns: [...FORM_10BD_HEADERS],
      cells: (row) => form10bdCsvCells(row, { urn: legal.urn80g, urnIssuedOn: legal.approvedOn }),
      fileName: `form-10bd-${year.label}.csv`,
      bom: true,
    });
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

  async get(id: string): Promise<AdminDonation> {
    return toAdmin(await this.find(id));
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
