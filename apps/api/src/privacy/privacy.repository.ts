import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { type ListPage } from '../common/ra-list/list-response.js';
import { filterReaders, parseListQuery, type ListSpec } from '../common/ra-list/parse-list-query.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';
import { PrivacyNoticeEntity } from './privacy-notice.entity.js';

const LIST_SPEC: ListSpec<{ id: string[] }> = {
  sortable: { version: 'notice.version', publishedAt: 'notice.published_at' },
  defaultSort: ['version', 'DESC'],
  filters: { id: filterReaders.uuids() },
};

/** The SQL of the privacy notice's versions (`privacy_notices`). */
@Injectable()
export class PrivacyRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  newest(): Promise<PrivacyNoticeEntity | null> {
    return this.dataSource
      .getRepository(PrivacyNoticeEntity)
      .findOne({ where: {}, order: { version: 'DESC' } });
  }

  /** The newest published version's number, or null while none is. */
  async newestVersion(manager: EntityManager = this.dataSource.manager): Promise<number | null> {
    const [row]: { version: number | null }[] = await manager.query(
      'SELECT max(version) AS version FROM privacy_notices',
    );
    return row?.version ?? null;
  }

  find(id: string): Promise<PrivacyNoticeEntity | null> {
    return this.dataSource.getRepository(PrivacyNoticeEntity).findOne({ where: { id } });
  }

  async list(query: RaListQuery): Promise<ListPage<PrivacyNoticeEntity>> {
    const { sort, offset, limit, filter } = parseListQuery(query, LIST_SPEC);
    const builder = this.dataSource.getRepository(PrivacyNoticeEntity).createQueryBuilder('notice');
    if (filter.id) builder.andWhere('notice.id IN (:...ids)', { ids: filter.id });
    const [rows, total] = await builder
      .orderBy(sort.column, sort.order)
      .skip(offset)
      .take(limit)
      .getManyAndCount();
    return { rows, total, offset };
  }

  /**
   * Adds the next version. The table is locked for the rest of the transaction, so two staff publishing at
   * once get two versions, one after the other, never the same number.
   */
  async insertNext(
    manager: EntityManager,
    notice: Pick<PrivacyNoticeEntity, 'body' | 'bodyHi' | 'grievanceOfficer' | 'publishedBy'>,
  ): Promise<PrivacyNoticeEntity> {
    await manager.query('LOCK TABLE privacy_notices IN SHARE ROW EXCLUSIVE MODE');
    const [{ next }]: { next: number }[] = await manager.query(
      'SELECT coalesce(max(version), 0) + 1 AS next FROM privacy_notices',
    );
    return manager.save(
      PrivacyNoticeEntity,
      manager.create(PrivacyNoticeEntity, { ...notice, version: next }),
    );
  }
}
