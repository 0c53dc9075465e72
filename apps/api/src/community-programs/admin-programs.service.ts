import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  MESSAGES,
  isBlankHtml,
  isValidSlug,
  programSaveProblems,
  resolveSlug,
  type CommunityProgram,
  mergeHindiTwins,
} from '@foundation/shared';
import { AuditService } from '../audit/index.js';
import { isUniqueViolationOf } from '../common/http/database-errors.js';
import { sanitizeRichText } from '../common/html/sanitize-rich-text.js';
import { hindiRichText } from '../common/validation/hindi-twin.js';
import { type ListPage } from '../common/ra-list/list-response.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';
import { definedOnly } from '../ticket-types/index.js';
import { CommunityProgramEntity } from './community-program.entity.js';
import { type SaveProgramDto } from './dto/save-program.dto.js';
import { toCommunityProgram } from './program.presenter.js';
import { ProgramErrorCode, programError } from './programs.errors.js';
import { ProgramsRepository } from './programs.repository.js';

/** Community programs in the admin API. */
@Injectable()
export class AdminProgramsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly programs: ProgramsRepository,
    private readonly audit: AuditService,
  ) {}

  async list(query: RaListQuery): Promise<ListPage<CommunityProgram>> {
    const page = await this.programs.list(query);
    return { ...page, rows: page.rows.map(toCommunityProgram) };
  }

  async get(id: string, manager: EntityManager = this.dataSource.manager): Promise<CommunityProgram> {
    const program = await this.programs.findById(id, manager);
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
      await this.programs.delete(manager, id);
      await this.audit.record(manager, {
        action: 'delete',
        resource: 'community-programs',
        resourceId: id,
        before: current,
      });
      return current;
    });
  }

  private async save(id: string | undefined, input: SaveProgramDto): Promise<CommunityProgram> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const existing = id ? await this.programs.lockProgram(manager, id) : undefined;
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
          ...mergeHindiTwins(['titleHi'], sent, existing),
          descriptionHi: hindiRichText(
            'descriptionHi' in sent ? sent.descriptionHi : existing?.descriptionHi,
          ),
          galleryImages: (sent.galleryImages ?? existing?.galleryImages ?? []).map((image) => ({
            url: image.url,
            ...(image.caption?.trim() ? { caption: image.caption.trim() } : {}),
          })),
        };
        this.checkRules(fields);
        if (await this.programs.isSlugTaken(manager, fields.urlSlug as string, id))
          throw programError(ProgramErrorCode.SlugInUse, { field: 'urlSlug' });
        const before = existing ? toCommunityProgram(existing) : null;
        let programId = id;
        if (existing) await this.programs.update(manager, existing.id, fields);
        else programId = await this.programs.insert(manager, fields);
        const after = await this.get(programId as string, manager);
        await this.audit.record(manager, {
          action: existing ? 'update' : 'create',
          resource: 'community-programs',
          resourceId: programId,
          before,
          after,
        });
        return after;
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
