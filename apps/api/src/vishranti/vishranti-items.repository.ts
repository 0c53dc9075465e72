import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { VISHRANTI_ITEM_KINDS, type VishrantiItemKind } from '@foundation/shared';
import { type ListPage } from '../common/ra-list/list-response.js';
import {
  containsPattern,
  filterReaders,
  parseListQuery,
  type ListSpec,
} from '../common/ra-list/parse-list-query.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';
import { VishrantiItemEntity } from './vishranti-item.entity.js';

interface ItemFilters extends Record<string, unknown> {
  id: string[];
  q: string;
  kind: VishrantiItemKind;
  isActive: boolean;
}

const ITEM_LIST_SPEC: ListSpec<ItemFilters> = {
  sortable: {
    id: 'item.id',
    kind: 'item.kind',
    title: 'item.title',
    sortOrder: 'item.sort_order',
    isActive: 'item.is_active',
    createdAt: 'item.created_at',
    updatedAt: 'item.updated_at',
  },
  defaultSort: ['sortOrder', 'ASC'],
  filters: {
    id: filterReaders.uuids(),
    q: filterReaders.text(),
    kind: filterReaders.oneOf(VISHRANTI_ITEM_KINDS),
    isActive: filterReaders.boolean(),
  },
};

/** The stored fields of an item an admin writes. */
export type VishrantiItemFields = Pick<
  VishrantiItemEntity,
  | 'kind'
  | 'title'
  | 'description'
  | 'videoUrl'
  | 'link'
  | 'sortOrder'
  | 'isActive'
  | 'titleHi'
  | 'descriptionHi'
>;

/** The SQL of the Vishranti page's programs and videos (`vishranti_items`). */
@Injectable()
export class VishrantiItemsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(query: RaListQuery): Promise<ListPage<VishrantiItemEntity>> {
    const { sort, offset, limit, filter } = parseListQuery(query, ITEM_LIST_SPEC);
    const builder = this.dataSource.getRepository(VishrantiItemEntity).createQueryBuilder('item');
    if (filter.id) builder.andWhere('item.id IN (:...ids)', { ids: filter.id });
    if (filter.kind) builder.andWhere('item.kind = :kind', { kind: filter.kind });
    if (filter.isActive !== undefined)
      builder.andWhere('item.is_active = :isActive', { isActive: filter.isActive });
    if (filter.q)
      builder.andWhere('(item.title ILIKE :q OR item.description ILIKE :q)', {
        q: containsPattern(filter.q),
      });
    const [rows, total] = await builder
      .orderBy(sort.column, sort.order)
      .addOrderBy('item.id', 'ASC')
      .skip(offset)
      .take(limit)
      .getManyAndCount();
    return { rows, total, offset };
  }

  /** The active items, programs then videos, each in their order (then oldest first). */
  findActive(): Promise<VishrantiItemEntity[]> {
    return this.dataSource.getRepository(VishrantiItemEntity).find({
      where: { isActive: true },
      order: { kind: 'ASC', sortOrder: 'ASC', createdAt: 'ASC', id: 'ASC' },
    });
  }

  find(
    id: string,
    manager: EntityManager = this.dataSource.manager,
    lock = false,
  ): Promise<VishrantiItemEntity | null> {
    return manager.findOne(VishrantiItemEntity, {
      where: { id },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  async insert(manager: EntityManager, fields: VishrantiItemFields): Promise<string> {
    return (await manager.insert(VishrantiItemEntity, fields)).identifiers[0].id as string;
  }

  async update(manager: EntityManager, id: string, fields: VishrantiItemFields): Promise<void> {
    await manager.update(VishrantiItemEntity, { id }, fields);
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.delete(VishrantiItemEntity, { id });
  }
}
