import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import { DataSource, type EntityManager } from 'typeorm';
import {
  VOLUNTEER_APPLICATION_STATUS_LABELS,
  formatIndiaDateTime,
  indiaCalendarDate,
  type VolunteerApplication,
} from '@foundation/shared';
import { AuditService } from '../audit/index.js';
import { streamCsvRows } from '../common/csv/stream-csv.js';
import { AppLogger } from '../common/logging/app-logger.js';
import { type ListPage } from '../common/ra-list/list-response.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';
import { type UpdateVolunteerApplicationDto } from './dto/update-volunteer-application.dto.js';
import { VolunteeringErrorCode, volunteeringError } from './volunteering.errors.js';
import { toVolunteerApplication } from './volunteering.presenter.js';
import { VolunteeringRepository } from './volunteering.repository.js';

/** The export's columns: the admin screen's. */
export const VOLUNTEER_APPLICATIONS_CSV_COLUMNS = [
  'Name',
  'E-mail',
  'Phone',
  'City',
  'Role',
  'Availability',
  'Message',
  'Status',
  'Received',
];

/** Volunteer applications in the admin API: list, one, status changes (audited) and the CSV export. */
@Injectable()
export class AdminVolunteerApplicationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: VolunteeringRepository,
    private readonly audit: AuditService,
    private readonly logger: AppLogger,
  ) {}

  async list(query: RaListQuery): Promise<ListPage<VolunteerApplication>> {
    const page = await this.repository.listApplications(query);
    return { ...page, rows: page.rows.map(toVolunteerApplication) };
  }

  async get(id: string, manager: EntityManager = this.dataSource.manager): Promise<VolunteerApplication> {
    const row = await this.repository.findApplication(id, manager);
    if (!row) throw volunteeringError(VolunteeringErrorCode.ApplicationNotFound);
    return toVolunteerApplication(row);
  }

  /** Changes the status only: what the applicant wrote is theirs and stays as written. */
  async update(id: string, input: UpdateVolunteerApplicationDto): Promise<VolunteerApplication> {
    return this.dataSource.transaction(async (manager) => {
      const current = await this.repository.findApplication(id, manager, true);
      if (!current) throw volunteeringError(VolunteeringErrorCode.ApplicationNotFound);
      const before = toVolunteerApplication(current);
      if (current.status === input.status) return before;
      await this.repository.setApplicationStatus(manager, id, input.status);
      const after = await this.get(id, manager);
      await this.audit.record(manager, {
        action: 'update',
        resource: 'volunteer-applications',
        resourceId: id,
        before,
        after,
      });
      return after;
    });
  }

  /** The applications that match the list's filters (and sort), streamed as CSV. */
  async exportCsv(query: RaListQuery, response: Response, now = new Date()): Promise<void> {
    // Personal data leaves the system: who took which rows is logged before the first row is sent.
    const cursor = await this.audit.recordExport(
      await this.repository.openApplicationsExportCursor(query),
      'volunteer-applications',
      query,
    );
    await streamCsvRows(response, this.logger, cursor, {
      columns: VOLUNTEER_APPLICATIONS_CSV_COLUMNS,
      cells: (row) => [
        row.name,
        row.email,
        row.phone,
        row.city,
        row.roleTitle,
        row.availability,
        row.message,
        VOLUNTEER_APPLICATION_STATUS_LABELS[row.status],
        formatIndiaDateTime(row.createdAt),
      ],
      fileName: `volunteer-applications-${indiaCalendarDate(now)}.csv`,
    });
  }
}
