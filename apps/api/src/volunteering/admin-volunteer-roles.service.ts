import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { mergeHindiTwins, volunteerRoleProblems, type VolunteerRole } from '@foundation/shared';
import { AuditService } from '../audit/index.js';
import { isForeignKeyViolation } from '../common/http/database-errors.js';
import { type ListPage } from '../common/ra-list/list-response.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';
import { definedOnly } from '../ticket-types/index.js';
import { type SaveVolunteerRoleDto } from './dto/save-volunteer-role.dto.js';
import { VolunteeringErrorCode, volunteeringError } from './volunteering.errors.js';
import { toVolunteerRole } from './volunteering.presenter.js';
import { VolunteeringRepository, type RoleFields } from './volunteering.repository.js';

/** Volunteering roles in the admin API; every write is audited in its own transaction. */
@Injectable()
export class AdminVolunteerRolesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: VolunteeringRepository,
    private readonly audit: AuditService,
  ) {}

  async list(query: RaListQuery): Promise<ListPage<VolunteerRole>> {
    const page = await this.repository.listRoles(query);
    return { ...page, rows: page.rows.map(toVolunteerRole) };
  }

  async get(id: string, manager: EntityManager = this.dataSource.manager): Promise<VolunteerRole> {
    const role = await this.repository.findRole(id, manager);
    if (!role) throw volunteeringError(VolunteeringErrorCode.RoleNotFound);
    return toVolunteerRole(role);
  }

  create(input: SaveVolunteerRoleDto): Promise<VolunteerRole> {
    return this.save(undefined, input);
  }

  update(id: string, input: SaveVolunteerRoleDto): Promise<VolunteerRole> {
    return this.save(id, input);
  }

  /** Deletes a role nobody applied for; a role with applications is refused (staff deactivate it). */
  async remove(id: string): Promise<VolunteerRole> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const locked = await this.repository.lockRole(manager, id);
        if (!locked) throw volunteeringError(VolunteeringErrorCode.RoleNotFound);
        if (await this.repository.roleHasApplications(manager, id))
          throw volunteeringError(VolunteeringErrorCode.RoleInUse);
        const current = toVolunteerRole(locked);
        await this.repository.deleteRole(manager, id);
        await this.audit.record(manager, {
          action: 'delete',
          resource: 'volunteer-roles',
          resourceId: id,
          before: current,
        });
        return current;
      });
    } catch (error) {
      // The foreign key (ON DELETE RESTRICT) is the last word if an application slipped in meanwhile.
      if (isForeignKeyViolation(error)) throw volunteeringError(VolunteeringErrorCode.RoleInUse);
      throw error;
    }
  }

  private async save(id: string | undefined, input: SaveVolunteerRoleDto): Promise<VolunteerRole> {
    return this.dataSource.transaction(async (manager) => {
      const existing = id ? await this.repository.lockRole(manager, id) : undefined;
      if (id && !existing) throw volunteeringError(VolunteeringErrorCode.RoleNotFound);
      const sent = definedOnly(input);
      const fields: RoleFields = {
        title: (sent.title ?? existing?.title ?? '').trim(),
        commitment: (sent.commitment ?? existing?.commitment ?? '').trim(),
        skills: (sent.skills ?? existing?.skills ?? '').trim(),
        description: (sent.description ?? existing?.description ?? '').trim(),
        isActive: sent.isActive ?? existing?.isActive ?? true,
        sortOrder: sent.sortOrder ?? existing?.sortOrder ?? 0,
        ...mergeHindiTwins(['titleHi', 'commitmentHi', 'skillsHi', 'descriptionHi'], sent, existing),
      };
      const problems = volunteerRoleProblems(fields);
      if (problems.length > 0) {
        const byField = Object.fromEntries(problems.map((problem) => [problem.field, problem.message]));
        throw volunteeringError(VolunteeringErrorCode.InvalidRole, {
          message: problems[0].message,
          fields: byField,
        });
      }
      const before = existing ? toVolunteerRole(existing) : null;
      let roleId = id;
      if (existing) await this.repository.updateRole(manager, existing.id, fields);
      else roleId = await this.repository.insertRole(manager, fields);
      const after = await this.get(roleId as string, manager);
      await this.audit.record(manager, {
        action: existing ? 'update' : 'create',
        resource: 'volunteer-roles',
        resourceId: roleId,
        before,
        after,
      });
      return after;
    });
  }
}
