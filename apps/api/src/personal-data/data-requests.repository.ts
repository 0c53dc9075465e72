import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { DATA_REQUEST_STATUSES, DATA_REQUEST_TYPES } from '@foundation/shared';
import { type ListPage } from '../common/ra-list/list-response.js';
import { filterReaders, parseListQuery, type ListSpec } from '../common/ra-list/parse-list-query.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';
import { DataRequestEntity } from './data-request.entity.js';

const LIST_SPEC: ListSpec<{
  id: string[];
  status: (typeof DATA_REQUEST_STATUSES)[number];
  type: (typeof DATA_REQUEST_TYPES)[number];
  overdue: boolean;
}> = {
  sortable: {
    receivedOn: 'request.received_on',
    dueOn: 'request.due_on',
    createdAt: 'request.created_at',
    status: 'request.status',
  },
  defaultSort: ['dueOn', 'ASC'],
  filters: {
    id: filterReaders.uuids(),
    status: filterReaders.oneOf(DATA_REQUEST_STATUSES),
    type: filterReaders.oneOf(DATA_REQUEST_TYPES),
    overdue: filterReaders.boolean(),
  },
};

/** The SQL of data requests (`data_requests`). */
@Injectable()
export class DataRequestsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** `today` is India's calendar date: open requests due before it are overdue. */
  async list(query: RaListQuery, today: string): Promise<ListPage<DataRequestEntity>> {
    const { sort, offset, limit, filter } = parseListQuery(query, LIST_SPEC);
    const builder = this.dataSource.getRepository(DataRequestEntity).createQueryBuilder('request');
    if (filter.id) builder.andWhere('request.id IN (:...ids)', { ids: filter.id });
    if (filter.status) builder.andWhere('request.status = :status', { status: filter.status });
    if (filter.type) builder.andWhere('request.type = :type', { type: filter.type });
    if (filter.overdue !== undefined) {
      builder.andWhere(
        filter.overdue
          ? `request.status = 'open' AND request.due_on < :today`
          : `NOT (request.status = 'open' AND request.due_on < :today)`,
        { today },
      );
    }
    const [rows, total] = await builder
      .orderBy(sort.column, sort.order)
      .addOrderBy('request.id', 'ASC')
      .skip(offset)
      .take(limit)
      .getManyAndCount();
    return { rows, total, offset };
  }

  find(id: string, manager: EntityManager = this.dataSource.manager): Promise<DataRequestEntity | null> {
    return manager.getRepository(DataRequestEntity).findOne({ where: { id } });
  }

  async lock(manager: EntityManager, id: string): Promise<DataRequestEntity | null> {
    return manager
      .getRepository(DataRequestEntity)
      .createQueryBuilder('request')
      .setLock('pessimistic_write')
      .where('request.id = :id', { id })
      .getOne();
  }

  insert(manager: EntityManager, request: Partial<DataRequestEntity>): Promise<DataRequestEntity> {
    return manager.save(DataRequestEntity, manager.create(DataRequestEntity, request));
  }

  save(manager: EntityManager, request: DataRequestEntity): Promise<DataRequestEntity> {
    return manager.save(DataRequestEntity, request);
  }

  /** Open requests past their due date (India's calendar `today`): the Dashboard's figure. */
  async countOverdue(today: string): Promise<number> {
    const [row]: { n: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS n FROM data_requests WHERE status = 'open' AND due_on < $1`,
      [today],
    );
    return row.n;
  }
}
