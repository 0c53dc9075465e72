import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  VOLUNTEER_APPLICATION_STATUSES,
  type VolunteerApplicationStatus,
  type Locale,
} from '@foundation/shared';
import { openRowCursor, type RowCursor } from '../common/csv/row-cursor.js';
import { type ListPage } from '../common/ra-list/list-response.js';
import {
  containsPattern,
  filterReaders,
  parseExportQuery,
  parseListQuery,
  type ListSpec,
} from '../common/ra-list/parse-list-query.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';
import { VolunteerApplicationEntity } from './volunteer-application.entity.js';
import { VolunteerRoleEntity } from './volunteer-role.entity.js';
import { type NoticeAcceptance } from '../privacy/index.js';

interface RoleFilters extends Record<string, unknown> {
  id: string[];
  q: string;
  isActive: boolean;
}

const ROLE_LIST_SPEC: ListSpec<RoleFilters> = {
  sortable: {
    id: 'role.id',
    title: 'role.title',
    commitment: 'role.commitment',
    isActive: 'role.is_active',
    sortOrder: 'role.sort_order',
    createdAt: 'role.created_at',
    updatedAt: 'role.updated_at',
  },
  defaultSort: ['sortOrder', 'ASC'],
  filters: { id: filterReaders.uuids(), q: filterReaders.text(), isActive: filterReaders.boolean() },
};

interface ApplicationFilters extends Record<string, unknown> {
  id: string[];
  q: string;
  status: VolunteerApplicationStatus;
  roleId: string[];
}

const APPLICATION_LIST_SPEC: ListSpec<ApplicationFilters> = {
  sortable: {
    id: 'id',
    name: 'name',
    email: 'email',
    city: 'city',
    roleTitle: 'role_title',
    status: 'status',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    id: filterReaders.uuids(),
    q: filterReaders.text(),
    status: filterReaders.oneOf(VOLUNTEER_APPLICATION_STATUSES),
    roleId: filterReaders.uuids(),
  },
};

/** The stored fields of a role an admin writes. */
export type RoleFields = Partial<Omit<VolunteerRoleEntity, 'id' | 'createdAt' | 'updatedAt'>>;

/** A stored application, as the admin API reads it. */
export interface ApplicationRecord {
  id: string;
  name: string;
  email: string;
  phone: string;
  city: string;
  roleId: string | null;
  roleTitle: string;
  availability: string;
  message: string;
  status: VolunteerApplicationStatus;
  /** The applicant's language: the acknowledgement speaks it. */
  locale: Locale;
  createdAt: Date;
  updatedAt: Date;
}

const APPLICATION_COLUMNS = `id, name, email, phone, city, role_id AS "roleId", role_title AS "roleTitle",
  availability, message, status, locale, created_at AS "createdAt", updated_at AS "updatedAt"`;

function applicationWhere(filter: Partial<ApplicationFilters>): { whereSql: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (filter.id) where.push(`id = ANY(${param(filter.id)}::uuid[])`);
  if (filter.roleId) where.push(`role_id = ANY(${param(filter.roleId)}::uuid[])`);
  if (filter.status) where.push(`status = ${param(filter.status)}`);
  if (filter.q) {
    const q = param(containsPattern(filter.q));
    where.push(
      `(name ILIKE ${q} OR email ILIKE ${q} OR phone ILIKE ${q} OR city ILIKE ${q} OR role_title ILIKE ${q} OR message ILIKE ${q})`,
    );
  }
  return { whereSql: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}

/** The SQL of volunteering (`volunteer_roles`, `volunteer_applications`). */
@Injectable()
export class VolunteeringRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  // ---- Roles ----

  /** A page of the admin list of roles (react-admin's sort, range and filters). */
  async listRoles(query: RaListQuery): Promise<ListPage<VolunteerRoleEntity>> {
    const { sort, offset, limit, filter } = parseListQuery(query, ROLE_LIST_SPEC);
    const builder = this.dataSource.getRepository(VolunteerRoleEntity).createQueryBuilder('role');
    if (filter.id) builder.andWhere('role.id IN (:...ids)', { ids: filter.id });
    if (filter.q)
      builder.andWhere('(role.title ILIKE :q OR role.skills ILIKE :q)', { q: containsPattern(filter.q) });
    if (filter.isActive !== undefined)
      builder.andWhere('role.is_active = :isActive', { isActive: filter.isActive });
    const [rows, total] = await builder
      .orderBy(sort.column, sort.order)
      .addOrderBy('role.id', 'ASC')
      .skip(offset)
      .take(limit)
      .getManyAndCount();
    return { rows, total, offset };
  }

  /** Active roles in the page's order (then oldest first, so new roles go to the end). */
  findActiveRoles(): Promise<VolunteerRoleEntity[]> {
    return this.dataSource.getRepository(VolunteerRoleEntity).find({
      where: { isActive: true },
      order: { sortOrder: 'ASC', createdAt: 'ASC', id: 'ASC' },
    });
  }

  findRole(
    id: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<VolunteerRoleEntity | null> {
    return manager.findOne(VolunteerRoleEntity, { where: { id } });
  }

  /** Locks the role row for the rest of the transaction (an application or a delete waits for the other). */
  lockRole(manager: EntityManager, id: string): Promise<VolunteerRoleEntity | null> {
    return manager.findOne(VolunteerRoleEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async insertRole(manager: EntityManager, fields: RoleFields): Promise<string> {
    return (await manager.insert(VolunteerRoleEntity, fields)).identifiers[0].id as string;
  }

  async updateRole(manager: EntityManager, id: string, fields: RoleFields): Promise<void> {
    await manager.update(VolunteerRoleEntity, { id }, fields);
  }

  async deleteRole(manager: EntityManager, id: string): Promise<void> {
    await manager.delete(VolunteerRoleEntity, { id });
  }

  async roleHasApplications(manager: EntityManager, roleId: string): Promise<boolean> {
    const [row] = await manager.query('SELECT 1 FROM volunteer_applications WHERE role_id = $1 LIMIT 1', [
      roleId,
    ]);
    return Boolean(row);
  }

  // ---- Applications ----

  async insertApplication(
    manager: EntityManager,
    fields: Pick<
      ApplicationRecord,
      'name' | 'email' | 'phone' | 'city' | 'roleId' | 'roleTitle' | 'availability' | 'message' | 'locale'
    > &
      NoticeAcceptance,
  ): Promise<ApplicationRecord> {
    const id = (await manager.insert(VolunteerApplicationEntity, fields)).identifiers[0].id as string;
    return (await this.findApplication(id, manager)) as ApplicationRecord;
  }

  /** A page of the admin list of applications. */
  async listApplications(query: RaListQuery): Promise<ListPage<ApplicationRecord>> {
    const { sort, offset, limit, filter } = parseListQuery(query, APPLICATION_LIST_SPEC);
    const { whereSql, params } = applicationWhere(filter);
    const [{ total }] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM volunteer_applications ${whereSql}`,
      params,
    );
    const rows: ApplicationRecord[] = await this.dataSource.query(
      `SELECT ${APPLICATION_COLUMNS} FROM volunteer_applications ${whereSql}
       ORDER BY ${sort.column} ${sort.order}, id ASC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
    return { rows, total, offset };
  }

  async findApplication(
    id: string,
    manager: EntityManager = this.dataSource.manager,
    lock = false,
  ): Promise<ApplicationRecord | undefined> {
    const [row] = await manager.query(
      `SELECT ${APPLICATION_COLUMNS} FROM volunteer_applications WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return row;
  }

  async setApplicationStatus(
    manager: EntityManager,
    id: string,
    status: VolunteerApplicationStatus,
  ): Promise<void> {
    await manager.update(VolunteerApplicationEntity, { id }, { status });
  }

  /** Every application that matches the list's filters, in its sort, through a cursor. */
  openApplicationsExportCursor(query: RaListQuery): Promise<RowCursor<ApplicationRecord>> {
    const { sort, filter } = parseExportQuery(query, APPLICATION_LIST_SPEC);
    const { whereSql, params } = applicationWhere(filter);
    return openRowCursor(
      this.dataSource,
      `SELECT ${APPLICATION_COLUMNS} FROM volunteer_applications ${whereSql} ORDER BY ${sort.column} ${sort.order}, id ASC`,
      params,
    );
  }
}
