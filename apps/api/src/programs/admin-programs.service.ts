import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  MESSAGES,
  isValidSlug,
  programSaveProblems,
  resolveSlug,
  type CommunityProgram,
} from '@foundation/shared';
import { isUniqueViolationOf } from '../common/http/database-errors.js';
import { isBlankHtml, sanitizeRichText } from '../common/html/sanitize-rich-text.js';
import { type ListPage } from '../common/ra-list/list-response.js';
import {
  containsPattern,
  filterReaders,
  parseListQuery,
  type ListSpec,
} from '../common/ra-list/parse-list-query.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';
import { definedOnly } from '../ticket-types/admin-ticket-types.service.js';
import { CommunityProgramEntity } from './community-program.entity.js';
import { type SaveProgramDto } from './dto/save-program.dto.js';
import { toCommunityProgram } from './program.presenter.js';
import { ProgramErrorCode, programError } from './programs.errors.js';

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

/** Community programs in the admin API. */
@Injectable()
export class AdminProgramsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(query: RaListQuery): Promise<ListPage<CommunityProgram>> {
    const { sort, offset, limit, filter } = parseListQuery(query, LIST_SPEC);
    const builder = this.dataSource.getRepository(CommunityProgramEntity).createQueryBuilder('program');
    if (filter.id) builder.andWhere('program.id IN (:...ids)', { ids: filter.id });
    if (filter.q) builder.andWhere('program.title ILIKE :q', { q: containsPattern(filter.q) });
    if (filter.category) builder.andWhere('program.category = :category', { category: filter.category });
    if (filter.isActive !== undefined)
      builder.andWhere('program.is_active = :isActive', { isActive: filter.isActive });
    const [programs, total] = await builder
      .orderBy(sort.column, sort.order)
      .addOrderBy('program.id', 'ASC')
      .skip(offset)
      .take(limit)
      .getManyAndCount();
    return { rows: programs.map(toCommunityProgram), total, offset };
  }

  async get(id: string, manager: EntityManager = this.dataSource.manager): Promise<CommunityProgram> {
    const program = await manager.findOne(CommunityProgramEntity, { where: { id } });
    if (!program) throw programError(ProgramErrorCode.NotFound);
    return toCommunityProgram(program);
  }

  create(input: SaveProgramDto): Promise<CommunityProgram> {
    return this.save(undefined, input);
  }

  update(id: string, input: SaveProgramDto): Promise<CommunityProgram> {
    return this.save(id, input);
  }

  async remove(id: string): Promise<CommunityProgram> {
    return this.dataSource.transaction(async (manager) => {
      const current = await this.get(id, manager);
      await manager.delete(CommunityProgramEntity, { id });
      return current;
    });
  }

  private async save(id: string | undefined, input: SaveProgramDto): Promise<CommunityProgram> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const existing = id
          ? await manager.findOne(CommunityProgramEntity, {
              where: { id },
              lock: { mode: 'pessimistic_write' },
            })
          : undefined;
        if (id && !existing) throw programError(ProgramErrorCode.NotFound);
        const sent = definedOnly(input);
        const title = (sent.title ?? existing?.title ?? '').trim();
        const fields: Partial<CommunityProgramEntity> = {
          title,
          category: (sent.category ?? existing?.category ?? '').trim(),
          description: sanitizeRichText(sent.description ?? existing?.description ?? ''),
          urlSlug: resolveSlug('urlSlug' in sent ? sent.urlSlug : existing?.urlSlug, title),
          featuredImageUrl:
            'featuredImageUrl' in sent
              ? (sent.featuredImageUrl ?? null)
              : (existing?.featuredImageUrl ?? null),
          isActive: sent.isActive ?? existing?.isActive ?? true,
          galleryImages: (sent.galleryImages ?? existing?.galleryImages ?? []).map((image) => ({
            url: image.url,
            ...(image.caption?.trim() ? { caption: image.caption.trim() } : {}),
          })),
        };
        this.checkRules(fields);
        const [taken] = await manager.query(
          'SELECT 1 FROM community_programs WHERE url_slug = $1 AND ($2::uuid IS NULL OR id <> $2::uuid) LIMIT 1',
          [fields.urlSlug, id ?? null],
        );
        if (taken) throw programError(ProgramErrorCode.SlugInUse, { field: 'urlSlug' });
        let programId = id;
        if (existing) await manager.update(CommunityProgramEntity, { id: existing.id }, fields);
        else programId = (await manager.insert(CommunityProgramEntity, fields)).identifiers[0].id as string;
        return this.get(programId as string, manager);
      });
    } catch (error) {
      if (isUniqueViolationOf(error, 'url_slug')) {
        throw programError(ProgramErrorCode.SlugInUse, { field: 'urlSlug' });
      }
      throw error;
    }
  }

  private checkRules(fields: Partial<CommunityProgramEntity>): void {
    const problems = programSaveProblems({ ...fields, descriptionIsBlank: isBlankHtml(fields.description) });
    if (fields.urlSlug && !isValidSlug(fields.urlSlug)) {
      problems.push({ field: 'urlSlug', message: `URL slug: ${MESSAGES.slugHint}` });
    }
    if (problems.length === 0) return;
    const byField = Object.fromEntries(problems.map((problem) => [problem.field, problem.message]));
    throw programError(ProgramErrorCode.Invalid, { message: problems[0].message, fields: byField });
  }
}
