import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import {
  formatIndiaDateTime,
  indiaCalendarDate,
  type DonationType,
  type PaymentStatus,
} from '@foundation/shared';
import { streamCsvRows } from '../common/csv/stream-csv.js';
import { AuditService } from '../audit/audit.service.js';
import { AppLogger } from '../common/logging/app-logger.js';
import { type ListPage } from '../common/ra-list/list-response.js';
import { parseExportQuery, parseListQuery } from '../common/ra-list/parse-list-query.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';
import { donationError, DonationErrorCode } from './donations.errors.js';
import { DONATION_LIST_SPEC, DonationsRepository, type AdminDonationRecord } from './donations.repository.js';

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

/** A donation as the admin panel lists it (never its access token hash). */
export interface AdminDonation {
  id: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  /** Rupees. */
  amount: number;
  currency: string;
  donationType: DonationType;
  paymentStatus: PaymentStatus;
  orderId: string | null;
  paymentId: string | null;
  failureReason: string | null;
  completedAt: string | null;
  createdAt: string;
}

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
});

/** Donations in the admin API: read-only list and one donation. */
@Injectable()
export class AdminDonationsService {
  constructor(
    private readonly donations: DonationsRepository,
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

  async get(id: string): Promise<AdminDonation> {
    const record = await this.donations.findForAdmin(id);
    if (!record) throw donationError(DonationErrorCode.NotFound);
    return toAdmin(record);
  }
}
