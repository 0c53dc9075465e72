import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { formatIndiaDateTime, indiaCalendarDate } from '@foundation/shared';
import { streamCsvRows } from '../common/csv/stream-csv.js';
import { AuditService } from '../audit/index.js';
import { AppLogger } from '../common/logging/app-logger.js';
import { type ListPage } from '../common/ra-list/list-response.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';
import { NewsletterErrorCode, newsletterError } from './newsletter.errors.js';
import { NewsletterRepository, type SubscriberRecord } from './newsletter.repository.js';

/** The export's columns: the admin screen's. */
export const SUBSCRIBER_CSV_COLUMNS = ['Email', 'Subscribed'];

export interface AdminNewsletterSubscriber {
  id: string;
  email: string;
  createdAt: string;
}

const toAdmin = (row: SubscriberRecord): AdminNewsletterSubscriber => ({
  id: row.id,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
});

/** Newsletter subscribers in the admin API: read-only list, one subscriber, and the CSV export. */
@Injectable()
export class AdminNewsletterSubscribersService {
  constructor(
    private readonly subscribers: NewsletterRepository,
    private readonly logger: AppLogger,
    private readonly audit: AuditService,
  ) {}

  async list(query: RaListQuery): Promise<ListPage<AdminNewsletterSubscriber>> {
    const page = await this.subscribers.list(query);
    return { ...page, rows: page.rows.map(toAdmin) };
  }

  async get(id: string): Promise<AdminNewsletterSubscriber> {
    const row = await this.subscribers.findById(id);
    if (!row) throw newsletterError(NewsletterErrorCode.NotFound);
    return toAdmin(row);
  }

  /** The subscribers that match the list's filters (and sort), streamed as CSV. */
  async exportCsv(query: RaListQuery, response: Response, now = new Date()): Promise<void> {
    // Personal data leaves the system: who took which rows is logged before the first row is sent.
    const cursor = await this.audit.recordExport(
      await this.subscribers.openExportCursor(query),
      'newsletter-subscribers',
      query,
    );
    await streamCsvRows(response, this.logger, cursor, {
      columns: SUBSCRIBER_CSV_COLUMNS,
      cells: (row) => [row.email, formatIndiaDateTime(row.createdAt)],
      fileName: `newsletter-subscribers-${indiaCalendarDate(now)}.csv`,
    });
  }
}
