import { Injectable } from '@nestjs/common';
import {
  dataRequestDueDate,
  indiaCalendarDate,
  type DataRequest,
  type ErasureReport,
  type MyDataExport,
} from '@foundation/shared';
import { AuditService } from '../audit/index.js';
import { type AdminProfile } from '../auth/index.js';
import { type ListPage } from '../common/ra-list/list-response.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';
import { type DataRequestEntity } from './data-request.entity.js';
import { DataRequestsRepository } from './data-requests.repository.js';
import { type CreateDataRequestDto, type UpdateDataRequestDto } from './dto/data-request.dto.js';
import { PersonalDataErrorCode as Code, personalDataError } from './personal-data.errors.js';
import { PersonalDataService } from './personal-data.service.js';

const toDataRequest = (request: DataRequestEntity, today: string): DataRequest => ({
  id: request.id,
  type: request.type,
  email: request.email,
  receivedOn: request.receivedOn,
  dueOn: request.dueOn,
  status: request.status,
  note: request.note,
  overdue: request.status === 'open' && request.dueOn < today,
  actedAt: request.actedAt ? request.actedAt.toISOString() : null,
  createdAt: request.createdAt.toISOString(),
});

/**
 * Requests about personal data from people without a link (docs/privacy.md "Data requests"): staff record
 * them with the due date the Rules give, and act on them with the same export and erasure as the links.
 */
@Injectable()
export class DataRequestsService {
  constructor(
    private readonly requests: DataRequestsRepository,
    private readonly personalData: PersonalDataService,
    private readonly audit: AuditService,
  ) {}

  async list(query: RaListQuery, now = new Date()): Promise<ListPage<DataRequest>> {
    const today = indiaCalendarDate(now);
    const page = await this.requests.list(query, today);
    return { ...page, rows: page.rows.map((row) => toDataRequest(row, today)) };
  }

  async get(id: string, now = new Date()): Promise<DataRequest> {
    return toDataRequest(await this.find(id), indiaCalendarDate(now));
  }

  countOverdue(now = new Date()): Promise<number> {
    return this.requests.countOverdue(indiaCalendarDate(now));
  }

  create(input: CreateDataRequestDto, admin: AdminProfile, now = new Date()): Promise<DataRequest> {
    return this.requests.transaction(async (manager) => {
      const request = await this.requests.insert(manager, {
        type: input.type,
        email: input.email,
        receivedOn: input.receivedOn,
        dueOn: dataRequestDueDate(input.type, input.receivedOn),
        note: input.note ?? '',
        recordedBy: admin.email,
      });
      await this.audit.record(manager, {
        action: 'create',
        resource: 'data-requests',
        resourceId: request.id,
        after: { type: request.type, receivedOn: request.receivedOn, dueOn: request.dueOn },
      });
      return toDataRequest(request, indiaCalendarDate(now));
    });
  }

  update(id: string, input: UpdateDataRequestDto, now = new Date()): Promise<DataRequest> {
    return this.requests.transaction(async (manager) => {
      const request = await this.requests.lock(manager, id);
      if (!request) throw personalDataError(Code.RequestNotFound);
      const before = { status: request.status, note: request.note };
      request.status = input.status;
      if (input.note !== undefined) request.note = input.note;
      const saved = await this.requests.save(manager, request);
      await this.audit.record(manager, {
        action: 'update',
        resource: 'data-requests',
        resourceId: id,
        before,
        after: { status: saved.status, note: saved.note },
      });
      return toDataRequest(saved, indiaCalendarDate(now));
    });
  }

  /** Everything held about the request's e-mail (audited as an export of this request). */
  async exportFor(id: string, now = new Date()): Promise<MyDataExport> {
    const request = await this.find(id);
    const data = await this.personalData.exportFor(
      request.email,
      { via: 'data-request', dataRequestId: id },
      now,
    );
    await this.markActed(id, false, now);
    return data;
  }

  /** Erases the request's e-mail's data (an erasure request only) and marks the request done. */
  async erase(id: string, now = new Date()): Promise<ErasureReport> {
    const request = await this.find(id);
    if (request.type !== 'erasure') throw personalDataError(Code.NotAnErasure);
    const report = await this.personalData.eraseFor(
      request.email,
      { via: 'data-request', dataRequestId: id },
      now,
    );
    await this.markActed(id, true, now);
    return report;
  }

  private async markActed(id: string, done: boolean, now: Date): Promise<void> {
    await this.requests.transaction(async (manager) => {
      const request = await this.requests.lock(manager, id);
      if (!request) return;
      request.actedAt = now;
      if (done && request.status === 'open') request.status = 'done';
      await this.requests.save(manager, request);
    });
  }

  private async find(id: string): Promise<DataRequestEntity> {
    const request = await this.requests.find(id);
    if (!request) throw personalDataError(Code.RequestNotFound);
    return request;
  }
}
