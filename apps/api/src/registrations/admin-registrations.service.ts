import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { formatIndiaDateTime, indiaCalendarDate, type StaffRefundChoice } from '@foundation/shared';
import { streamCsvRows } from '../common/csv/stream-csv.js';
import { AuditService } from '../audit/index.js';
import { AppLogger } from '../common/logging/app-logger.js';
import { type ListPage } from '../common/ra-list/list-response.js';
import { parseExportQuery, parseListQuery } from '../common/ra-list/parse-list-query.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';
import { BookingCancellationService } from './booking-cancellation.service.js';
import { toAdminRegistration, type AdminRegistration } from './registration.admin-presenter.js';
import { registrationError, RegistrationErrorCode } from './registrations.errors.js';
import { REGISTRATION_LIST_SPEC, RegistrationsRepository } from './registrations.repository.js';

/**
 * The columns of the registrations export, exactly as the product names them. (Refunds due are shown and
 * filtered in the admin list; the export keeps the columns staff and their spreadsheets expect.)
 */
export const CSV_COLUMNS = [
  'Event',
  'Name',
  'Email',
  'Phone',
  'Address',
  'Tickets',
  'Amount',
  'Status',
  'Date',
];

/** Registrations in the admin API: read-only list, one record, and the CSV export streamed from a cursor. */
@Injectable()
export class AdminRegistrationsService {
  constructor(
    private readonly registrations: RegistrationsRepository,
    private readonly logger: AppLogger,
    private readonly audit: AuditService,
    private readonly cancellations: BookingCancellationService,
  ) {}

  async list(query: RaListQuery): Promise<ListPage<AdminRegistration>> {
    const parsed = parseListQuery(query, REGISTRATION_LIST_SPEC);
    const { rows, total } = await this.registrations.listForAdmin(parsed);
    return { rows: rows.map(toAdminRegistration), total, offset: parsed.offset };
  }

  async get(id: string): Promise<AdminRegistration> {
    const record = await this.registrations.findForAdmin(id);
    if (!record) throw registrationError(RegistrationErrorCode.NotFound);
    return toAdminRegistration(record);
  }

  /** Staff cancel a booking on the attendee's behalf (whatever the event's deadline), audited. */
  async cancel(id: string, refund: StaffRefundChoice): Promise<AdminRegistration> {
    await this.cancellations.cancel(id, {
      by: 'staff',
      refund,
      audit: (manager, before, after) =>
        this.audit.record(manager, {
          action: 'update',
          resource: 'registrations',
          resourceId: id,
          before: { paymentStatus: before.paymentStatus },
          after: {
            paymentStatus: after.paymentStatus,
            cancellationRefundPaise: after.cancellationRefundPaise,
          },
          details: { operation: 'cancel', refund },
        }),
    });
    return this.get(id);
  }

  /** Staff's "Refund now" / "Retry refund", audited with the amount asked. */
  async refund(id: string): Promise<AdminRegistration> {
    const { refund } = await this.cancellations.refundNow(id);
    await this.audit.record(undefined, {
      action: 'update',
      resource: 'registrations',
      resourceId: id,
      details: { operation: 'refund', amountPaise: refund.amountPaise, attempt: refund.attempts },
    });
    return this.get(id);
  }

  /**
   * Writes the CSV of the registrations that match the list's filters (and sort) to the response, row by
   * row from a database cursor: memory stays flat whatever the number of rows.
   */
  async exportCsv(query: RaListQuery, response: Response, now = new Date()): Promise<void> {
    const cursor = await this.audit.recordExport(
      await this.registrations.openExportCursor(parseExportQuery(query, REGISTRATION_LIST_SPEC)),
      'registrations',
      query,
    );
    await streamCsvRows(response, this.logger, cursor, {
      columns: CSV_COLUMNS,
      cells: (record) => [
        record.eventTitle,
        record.name,
        record.email,
        record.phone,
        record.address,
        record.numberOfTickets,
        record.totalAmount,
        record.paymentStatus,
        formatIndiaDateTime(record.createdAt),
      ],
      fileName: `event-registrations-${indiaCalendarDate(now)}.csv`,
    });
  }
}
