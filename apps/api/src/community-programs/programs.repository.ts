import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { type ListPage } from '../common/ra-list/list-response.js';
import {
  containsPattern,
  filterReaders,
  parseListQuery,
  type ListSpec,
} from '../common/ra-list/parse-list-query.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';
import { CommunityProgramEntity } from './community-program.entity.js';

interface ProgramFilters extends Record<string, unknown> {
  id: string[];
  q: string;
  category: string;
  isActive: boolean;
}

const LIST_SPEC: ListSpec<ProgramFilters> = {
  sortable: {
    id: 'program.id',
    title: 'program.title',
    category: 'program.category',
    urlSlug: 'program.url_slug',
    isActive: 'program.is_active',
    createdAt: 'program.created_at',
    updatedAt: 'program.updated_at',
  },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    id: filterReaders.uuids(),
    q: filterReaders.text(),
    category: filterReaders.text(100),
    isActive: filterReaders.boolean(),
  },
};

/** The stored fields of a program an admin writes. */
export type ProgramFields = Partial<Omit<CommunityProgramEntity, 'id' | 'createdAt' | 'updatedAt'>>;

/** The SQL of community programs (`community_programs`). */
@Injectable()
export class ProgramsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A page of the admin list (react-admin's sort, range and filters). */
  async list(query: RaListQuery): Promise<ListPage<CommunityProgramEntity>> {
    const { sort, offset, limit, filter } = parseListQuery(query, LIST_SPEC);
    const builder = this.dataSource.getRepository(CommunityProgramEntity).createQueryBuilder('program');
    if (filter.id) builder.andWhere('program.id IN (:...ids)', { ids: filter.id });
    if (filter.q) builder.andWhere('program.title ILIKE :q', { q: containsPattern(filter.q) });
    if (filter.category) builder.andWhere('program.category = :category', { category: filter.category });
    if (filter.isActive !== undefined)
      builder.andWhere('program.is_active = :isActive', { isActive: filter.isActive });
    const [rows, total] = await builder
      .orderBy(sort.column, sort.order)
      .addOrderBy('program.id', 'ASC')
      .skip(offset)
      .take(limit)
      .getManyAndCount();
    return { rows, total, offset };
  }

  /** Active programs, newest first; at most `limit` when given. */
  findActive(limit?: number): Promise<CommunityProgramEntity[]> {
    return this.dataSource.getRepository(CommunityProgramEntity).find({
      where: { isActive: true },
      order: { createdAt: 'DESC', id: 'ASC' },
      ...(limit ? { take: limit } : {}),
    });
  }

  findActiveBySlug(urlSlug: string): Promise<CommunityProgramEntity | null> {
    return this.dataSource
      .getRepository(CommunityProgramEntity)
      .findOne({ where: { urlSlug, isActive: true } });
  }

  findById(
    id: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<CommunityProgramEntity | null> {
    return manager.findOne(CommunityProgramEntity, { where: { id } });
  }

  /** Locks the program row for the rest of the transaction. */
  lockProgram(manager: EntityManager, id: string): Promise<CommunityProgramEntity | null> {
    return manager.findOne(CommunityProgramEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Whether another program (than `exceptId`) already has this slug. */
  async isSlugTaken(manager: EntityManager, urlSlug: string, exceptId: string | undefined): Promise<boolean> {
    const [taken] = await manager.query(
      'SELECT 1 FROM community_programs WHERE url_slug = $1 AND ($2::uuid IS NULL OR id <> $2::uuid) LIMIT 1',
      [urlSlug, exceptId ?? null],
    );
    return Boolean(taken);
  }

  async insert(manager: EntityManager, fields: ProgramFields): Promise<string> {
    return (await manager.insert(CommunityProgramEntity, fields)).identifiers[0].id as string;
  }

  async update(manager: EntityManager, id: string, fields: ProgramFields): Promise<void> {
    await manager.update(CommunityProgramEntity, { id }, fields);
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.delete(CommunityProgramEntity, { id });
  }
}
