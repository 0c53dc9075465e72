import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { formatIndiaDateTime, indiaCalendarDate } from '@foundation/shared';
import { streamCsvRows } from '../common/csv/stream-csv.js';
import { AuditService } from '../audit/index.js';
import { AppLogger } from '../common/logging/app-logger.js';
import { type ListPage } from '../common/ra-list/list-response.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';
import { ContactErrorCode, contactError } from './contact.errors.js';
import { ContactRepository, type ContactMessageRecord } from './contact.repository.js';

/** The export's columns: the admin screen's. */
export const CONTACT_CSV_COLUMNS = ['Full Name', 'WhatsApp Number', 'Message', 'Received'];

/** A message of the site's contact form, as the admin panel lists it. */
export interface AdminContactMessage {
  id: string;
  fullName: string;
  whatsappNumber: string;
  message: string;
  createdAt: string;
}

const toAdmin = (row: ContactMessageRecord): AdminContactMessage => ({
  id: row.id,
  fullName: row.fullName,
  whatsappNumber: row.whatsappNumber,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

/** Contact messages in the admin API: read-only list, one message, and the CSV export. */
@Injectable()
export class AdminContactMessagesService {
  constructor(
    private readonly messages: ContactRepository,
    private readonly logger: AppLogger,
    private readonly audit: AuditService,
  ) {}

  async list(query: RaListQuery): Promise<ListPage<AdminContactMessage>> {
    const page = await this.messages.list(query);
    return { ...page, rows: page.rows.map(toAdmin) };
  }

  async get(id: string): Promise<AdminContactMessage> {
    const row = await this.messages.findById(id);
    if (!row) throw contactError(ContactErrorCode.NotFound);
    return toAdmin(row);
  }

  /** The messages that match the list's filters (and sort), streamed as CSV. */
  async exportCsv(query: RaListQuery, response: Response, now = new Date()): Promise<void> {
    // Personal data leaves the system: who took which rows is logged before the first row is sent.
    const cursor = await this.audit.recordExport(
      await this.messages.openExportCursor(query),
      'contact-messages',
      query,
    );
    await streamCsvRows(response, this.logger, cursor, {
      columns: CONTACT_CSV_COLUMNS,
      cells: (row) => [row.fullName, row.whatsappNumber, row.message, formatIndiaDateTime(row.createdAt)],
      fileName: `contact-messages-${indiaCalendarDate(now)}.csv`,
    });
  }
}
