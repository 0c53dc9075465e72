import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { donationProjectProblems, mergeHindiTwins, type DonationProject } from '@foundation/shared';
import { AuditService } from '../audit/index.js';
import { isForeignKeyViolation } from '../common/http/database-errors.js';
import { type ListPage } from '../common/ra-list/list-response.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';
import { definedOnly } from '../ticket-types/index.js';
import { type SaveDonationProjectDto } from './dto/save-donation-project.dto.js';
import { toDonationProject } from './project.presenter.js';
import { ProjectErrorCode, projectError } from './projects.errors.js';
import { ProjectsRepository, type ProjectFields } from './projects.repository.js';

const RESOURCE = 'donation-projects';

/** Donation projects in the admin API; every write is audited in its own transaction. */
@Injectable()
export class AdminDonationProjectsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly projects: ProjectsRepository,
    private readonly audit: AuditService,
  ) {}

  async list(query: RaListQuery): Promise<ListPage<DonationProject>> {
    const page = await this.projects.list(query);
    return { ...page, rows: page.rows.map(toDonationProject) };
  }

  async get(id: string, manager: EntityManager = this.dataSource.manager): Promise<DonationProject> {
    const row = await this.projects.find(id, manager);
    if (!row) throw projectError(ProjectErrorCode.NotFound);
    return toDonationProject(row);
  }

  create(input: SaveDonationProjectDto): Promise<DonationProject> {
    return this.save(undefined, input);
  }

  update(id: string, input: SaveDonationProjectDto): Promise<DonationProject> {
    return this.save(id, input);
  }

  /** Deletes a project nobody gave to; one with donations is refused (staff deactivate it). */
  async remove(id: string): Promise<DonationProject> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const locked = await this.projects.find(id, manager, true);
        if (!locked) throw projectError(ProjectErrorCode.NotFound);
        if (await this.projects.hasDonations(manager, id)) throw projectError(ProjectErrorCode.InUse);
        const current = toDonationProject(locked);
        await this.projects.delete(manager, id);
        await this.audit.record(manager, {
          action: 'delete',
          resource: RESOURCE,
          resourceId: id,
          before: current,
        });
        return current;
      });
    } catch (error) {
      // The foreign keys (ON DELETE RESTRICT) are the last word if a donation slipped in meanwhile.
      if (isForeignKeyViolation(error)) throw projectError(ProjectErrorCode.InUse);
      throw error;
    }
  }

  private async save(id: string | undefined, input: SaveDonationProjectDto): Promise<DonationProject> {
    return this.dataSource.transaction(async (manager) => {
      const existing = id ? await this.projects.find(id, manager, true) : undefined;
      if (id && !existing) throw projectError(ProjectErrorCode.NotFound);
      const sent = definedOnly(input);
      const fields: ProjectFields = {
        title: (sent.title ?? existing?.title ?? '').trim(),
        description: (sent.description ?? existing?.description ?? '').trim(),
        imageUrl: 'imageUrl' in sent ? (sent.imageUrl ?? null) : (existing?.imageUrl ?? null),
        goal: sent.goal ?? existing?.goal ?? 0,
        isActive: sent.isActive ?? existing?.isActive ?? true,
        sortOrder: sent.sortOrder ?? existing?.sortOrder ?? 0,
        ...mergeHindiTwins(['titleHi', 'descriptionHi'], sent, existing),
      };
      const problems = donationProjectProblems(fields);
      if (problems.length > 0) {
        const byField = Object.fromEntries(problems.map((problem) => [problem.field, problem.message]));
        throw projectError(ProjectErrorCode.Invalid, { message: problems[0].message, fields: byField });
      }
      const before = existing ? toDonationProject(existing) : null;
      let projectId = id;
      if (existing) await this.projects.update(manager, existing.id, fields);
      else projectId = await this.projects.insert(manager, fields);
      const after = await this.get(projectId as string, manager);
      await this.audit.record(manager, {
        action: existing ? 'update' : 'create',
        resource: RESOURCE,
        resourceId: projectId,
        before,
        after,
      });
      return after;
    });
  }
}
