import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { mergeHindiTwins, vishrantiItemProblems, type VishrantiItem } from '@foundation/shared';
import { AuditService } from '../audit/index.js';
import { type ListPage } from '../common/ra-list/list-response.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';
import { AppConfig } from '../config/app-config.js';
import { definedOnly } from '../ticket-types/index.js';
import { type SaveVishrantiItemDto } from './dto/save-vishranti-item.dto.js';
import { VishrantiItemErrorCode, vishrantiItemError } from './vishranti-items.errors.js';
import { toVishrantiItem } from './vishranti-items.presenter.js';
import { VishrantiItemsRepository, type VishrantiItemFields } from './vishranti-items.repository.js';

/** The Vishranti page's programs and videos in the admin API; every write is audited in its transaction. */
@Injectable()
export class AdminVishrantiItemsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: VishrantiItemsRepository,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
  ) {}

  async list(query: RaListQuery): Promise<ListPage<VishrantiItem>> {
    const page = await this.repository.list(query);
    return { ...page, rows: page.rows.map((row) => toVishrantiItem(row, this.config.VIDEO_HOSTS)) };
  }

  async get(id: string, manager: EntityManager = this.dataSource.manager): Promise<VishrantiItem> {
    const row = await this.repository.find(id, manager);
    if (!row) throw vishrantiItemError(VishrantiItemErrorCode.NotFound);
    return toVishrantiItem(row, this.config.VIDEO_HOSTS);
  }

  create(input: SaveVishrantiItemDto): Promise<VishrantiItem> {
    return this.save(undefined, input);
  }

  update(id: string, input: SaveVishrantiItemDto): Promise<VishrantiItem> {
    return this.save(id, input);
  }

  async remove(id: string): Promise<VishrantiItem> {
    return this.dataSource.transaction(async (manager) => {
      const locked = await this.repository.find(id, manager, true);
      if (!locked) throw vishrantiItemError(VishrantiItemErrorCode.NotFound);
      const current = toVishrantiItem(locked, this.config.VIDEO_HOSTS);
      await this.repository.delete(manager, id);
      await this.audit.record(manager, {
        action: 'delete',
        resource: 'vishranti-items',
        resourceId: id,
        before: current,
      });
      return current;
    });
  }

  private save(id: string | undefined, input: SaveVishrantiItemDto): Promise<VishrantiItem> {
    return this.dataSource.transaction(async (manager) => {
      const existing = id ? await this.repository.find(id, manager, true) : null;
      if (id && !existing) throw vishrantiItemError(VishrantiItemErrorCode.NotFound);
      const sent = definedOnly(input);
      const kind = sent.kind ?? existing?.kind ?? ('' as VishrantiItemFields['kind']);
      const videoUrl = 'videoUrl' in sent ? sent.videoUrl?.trim() || null : (existing?.videoUrl ?? null);
      const link = 'link' in sent ? sent.link?.trim() || null : (existing?.link ?? null);
      const fields: VishrantiItemFields = {
        kind,
        title: (sent.title ?? existing?.title ?? '').trim(),
        description: (sent.description ?? existing?.description ?? '').trim(),
        // A program has no video: an address left over from a kind change is not kept.
        videoUrl: kind === 'video' ? videoUrl : null,
        // Only a program has a "Learn More".
        link: kind === 'program' ? link : null,
        sortOrder: sent.sortOrder ?? existing?.sortOrder ?? 0,
        isActive: sent.isActive ?? existing?.isActive ?? true,
        ...mergeHindiTwins(['titleHi', 'descriptionHi'], sent, existing),
      };
      const problems = vishrantiItemProblems(fields, this.config.VIDEO_HOSTS);
      if (problems.length > 0)
        throw vishrantiItemError(VishrantiItemErrorCode.Invalid, {
          message: problems[0].message,
          fields: Object.fromEntries(problems.map((problem) => [problem.field, problem.message])),
        });
      const before = existing ? toVishrantiItem(existing, this.config.VIDEO_HOSTS) : null;
      let itemId = id;
      if (existing) await this.repository.update(manager, existing.id, fields);
      else itemId = await this.repository.insert(manager, fields);
      const after = await this.get(itemId as string, manager);
      await this.audit.record(manager, {
        action: existing ? 'update' : 'create',
        resource: 'vishranti-items',
        resourceId: itemId,
        before,
        after,
      });
      return after;
    });
  }
}
