import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { mergeHindiTwins, sessionProblems, sortedWeekdays, type AdminSession } from '@foundation/shared';
import { AuditService } from '../audit/index.js';
import { type ListPage } from '../common/ra-list/list-response.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';
import { definedOnly } from '../ticket-types/index.js';
import { type SaveSessionDto } from './dto/save-session.dto.js';
import { type SessionEntity } from './session.entity.js';
import { SessionErrorCode, sessionError } from './sessions.errors.js';
import { toAdminSession } from './sessions.presenter.js';
import { SessionsRepository, type SessionRow } from './sessions.repository.js';

/** A new session's values where the admin gives none. */
const NEW_SESSION: Partial<SessionEntity> = {
  description: '',
  days: [],
  durationMinutes: 60,
  joinUrl: null,
  status: 'ongoing',
  participantsCount: null,
  recordingUrl: null,
  sortOrder: 0,
};

/** Sessions in the admin API; every write is audited in its own transaction. */
@Injectable()
export class AdminSessionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: SessionsRepository,
    private readonly audit: AuditService,
  ) {}

  async list(query: RaListQuery): Promise<ListPage<AdminSession>> {
    const page = await this.repository.list(query);
    return { ...page, rows: page.rows.map(toAdminSession) };
  }

  async get(id: string, manager: EntityManager = this.dataSource.manager): Promise<AdminSession> {
    const session = await this.repository.find(id, manager);
    if (!session) throw sessionError(SessionErrorCode.NotFound);
    return toAdminSession(session);
  }

  create(input: SaveSessionDto): Promise<AdminSession> {
    return this.save(undefined, input);
  }

  update(id: string, input: SaveSessionDto): Promise<AdminSession> {
    return this.save(id, input);
  }

  async remove(id: string): Promise<AdminSession> {
    return this.dataSource.transaction(async (manager) => {
      const locked = await this.repository.lock(manager, id);
      if (!locked) throw sessionError(SessionErrorCode.NotFound);
      const current = toAdminSession(locked);
      await this.repository.delete(manager, id);
      await this.audit.record(manager, {
        action: 'delete',
        resource: 'sessions',
        resourceId: id,
        before: current,
      });
      return current;
    });
  }

  private async save(id: string | undefined, input: SaveSessionDto): Promise<AdminSession> {
    return this.dataSource.transaction(async (manager) => {
      const existing = id ? await this.repository.lock(manager, id) : undefined;
      if (id && !existing) throw sessionError(SessionErrorCode.NotFound);
      const sent = definedOnly(input);
      const base = existing ?? NEW_SESSION;
      const pick = <K extends keyof SessionRow>(key: K): SessionRow[K] =>
        (key in sent ? (sent as SessionRow)[key] : base[key]) as SessionRow[K];
      const fields: SessionRow = {
        title: (pick('title') ?? '').trim(),
        instructor: (pick('instructor') ?? '').trim(),
        type: pick('type'),
        level: (pick('level') ?? '').trim(),
        description: (pick('description') ?? '').trim(),
        days: sortedWeekdays(pick('days') ?? []),
        startTime: pick('startTime'),
        durationMinutes: pick('durationMinutes') ?? 60,
        joinUrl: pick('joinUrl') ?? null,
        status: pick('status') ?? 'ongoing',
        participantsCount: pick('participantsCount') ?? null,
        recordingUrl: pick('recordingUrl') ?? null,
        sortOrder: pick('sortOrder') ?? 0,
        ...mergeHindiTwins(['titleHi', 'levelHi', 'descriptionHi'], sent, existing),
      };
      const problems = sessionProblems(fields);
      if (!fields.type) problems.unshift({ field: 'type', message: 'Choose a type' });
      if (problems.length > 0) {
        const byField = Object.fromEntries(problems.map((problem) => [problem.field, problem.message]));
        throw sessionError(SessionErrorCode.Invalid, { message: problems[0].message, fields: byField });
      }
      const before = existing ? toAdminSession(existing) : null;
      const sessionId = existing ? existing.id : await this.repository.insert(manager, fields);
      if (existing) await this.repository.update(manager, existing.id, fields);
      const after = await this.get(sessionId, manager);
      await this.audit.record(manager, {
        action: existing ? 'update' : 'create',
        resource: 'sessions',
        resourceId: sessionId,
        before,
        after,
      });
      return after;
    });
  }
}
