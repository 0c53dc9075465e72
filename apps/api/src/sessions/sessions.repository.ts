import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { SESSION_STATUSES, SESSION_TYPES, type SessionStatus, type SessionType } from '@foundation/shared';
import { type ListPage } from '../common/ra-list/list-response.js';
import {
  containsPattern,
  filterReaders,
  parseListQuery,
  type ListSpec,
} from '../common/ra-list/parse-list-query.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';
import { SessionEntity } from './session.entity.js';

interface SessionFilters extends Record<string, unknown> {
  id: string[];
  q: string;
  status: SessionStatus;
  type: SessionType;
}

const LIST_SPEC: ListSpec<SessionFilters> = {
  sortable: {
    id: 'session.id',
    title: 'session.title',
    instructor: 'session.instructor',
    type: 'session.type',
    level: 'session.level',
    startTime: 'session.start_time',
    status: 'session.status',
    participantsCount: 'session.participants_count',
    sortOrder: 'session.sort_order',
    createdAt: 'session.created_at',
    updatedAt: 'session.updated_at',
  },
  defaultSort: ['sortOrder', 'ASC'],
  filters: {
    id: filterReaders.uuids(),
    q: filterReaders.text(),
    status: filterReaders.oneOf(SESSION_STATUSES),
    type: filterReaders.oneOf(SESSION_TYPES),
  },
};

/** The stored fields of a session an admin writes. */
export type SessionRow = Partial<Omit<SessionEntity, 'id' | 'createdAt' | 'updatedAt'>>;

/** The SQL of sessions (`sessions`). */
@Injectable()
export class SessionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A page of the admin list (react-admin's sort, range and filters). */
  async list(query: RaListQuery): Promise<ListPage<SessionEntity>> {
    const { sort, offset, limit, filter } = parseListQuery(query, LIST_SPEC);
    const builder = this.dataSource.getRepository(SessionEntity).createQueryBuilder('session');
    if (filter.id) builder.andWhere('session.id IN (:...ids)', { ids: filter.id });
    if (filter.q)
      builder.andWhere('(session.title ILIKE :q OR session.instructor ILIKE :q)', {
        q: containsPattern(filter.q),
      });
    if (filter.status) builder.andWhere('session.status = :status', { status: filter.status });
    if (filter.type) builder.andWhere('session.type = :type', { type: filter.type });
    const [rows, total] = await builder
      .orderBy(sort.column, sort.order)
      .addOrderBy('session.id', 'ASC')
      .skip(offset)
      .take(limit)
      .getManyAndCount();
    return { rows, total, offset };
  }

  /** Every session, ongoing ones first, in staff's order (then oldest first). */
  findAllForPublic(): Promise<SessionEntity[]> {
    return this.dataSource.getRepository(SessionEntity).find({
      order: { status: 'ASC', sortOrder: 'ASC', createdAt: 'ASC', id: 'ASC' },
    });
  }

  find(id: string, manager: EntityManager = this.dataSource.manager): Promise<SessionEntity | null> {
    return manager.findOne(SessionEntity, { where: { id } });
  }

  lock(manager: EntityManager, id: string): Promise<SessionEntity | null> {
    return manager.findOne(SessionEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async insert(manager: EntityManager, fields: SessionRow): Promise<string> {
    return (await manager.insert(SessionEntity, fields)).identifiers[0].id as string;
  }

  async update(manager: EntityManager, id: string, fields: SessionRow): Promise<void> {
    await manager.update(SessionEntity, { id }, fields);
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.delete(SessionEntity, { id });
  }
}
