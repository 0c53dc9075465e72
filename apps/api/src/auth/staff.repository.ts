import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { STAFF_ROLES, type StaffRole, type StaffStatus } from '@foundation/shared';
import { type ListPage } from '../common/ra-list/list-response.js';
import {
  containsPattern,
  filterReaders,
  parseListQuery,
  type ListSpec,
} from '../common/ra-list/parse-list-query.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';
import { AdminUserEntity } from './admin-user.entity.js';
import { StaffInviteEntity } from './staff-invite.entity.js';

/** A member with the expiry of the last invitation still unused (null when none). */
export interface StaffRow {
  user: AdminUserEntity;
  inviteExpiresAt: Date | null;
}

interface StaffFilters extends Record<string, unknown> {
  id: string[];
  q: string;
  role: StaffRole;
  status: StaffStatus;
}

const STATUS_SQL = `CASE WHEN member.disabled_at IS NOT NULL THEN 'disabled' WHEN member.password_hash IS NULL THEN 'invited' ELSE 'active' END`;

const LIST_SPEC: ListSpec<StaffFilters> = {
  sortable: {
    id: 'member.id',
    email: 'member.email',
    name: 'member.name',
    role: 'member.role',
    lastSignInAt: 'member.last_sign_in_at',
    createdAt: 'member.created_at',
  },
  defaultSort: ['email', 'ASC'],
  filters: {
    id: filterReaders.uuids(),
    q: filterReaders.text(),
    role: filterReaders.oneOf(STAFF_ROLES),
    status: filterReaders.oneOf<StaffStatus>(['invited', 'active', 'disabled']),
  },
};

/** The SQL of staff accounts (`admin_users`) and their invitations (`staff_invites`). */
@Injectable()
export class StaffRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(query: RaListQuery): Promise<ListPage<StaffRow>> {
    const { sort, offset, limit, filter } = parseListQuery(query, LIST_SPEC);
    const builder = this.dataSource.getRepository(AdminUserEntity).createQueryBuilder('member');
    if (filter.id) builder.andWhere('member.id IN (:...ids)', { ids: filter.id });
    if (filter.q)
      builder.andWhere('(member.email ILIKE :q OR member.name ILIKE :q)', { q: containsPattern(filter.q) });
    if (filter.role) builder.andWhere('member.role = :role', { role: filter.role });
    if (filter.status) builder.andWhere(`${STATUS_SQL} = :status`, { status: filter.status });
    const [users, total] = await builder
      .orderBy(sort.column, sort.order, sort.order === 'ASC' ? 'NULLS FIRST' : 'NULLS LAST')
      .addOrderBy('member.id', 'ASC')
      .skip(offset)
      .take(limit)
      .getManyAndCount();
    const expiries = await this.openInviteExpiries(users.map((user) => user.id));
    return {
      rows: users.map((user) => ({ user, inviteExpiresAt: expiries.get(user.id) ?? null })),
      total,
      offset,
    };
  }

  async find(id: string, manager: EntityManager = this.dataSource.manager): Promise<StaffRow | null> {
    const user = await manager.findOne(AdminUserEntity, { where: { id } });
    if (!user) return null;
    const expiries = await this.openInviteExpiries([id], manager);
    return { user, inviteExpiresAt: expiries.get(id) ?? null };
  }

  /**
   * Locks every owner who can sign in (not disabled, password set), then gives how many there are. Taken
   * before a member is demoted or disabled, so two owners demoting each other at once cannot leave none.
   */
  async lockActiveOwners(manager: EntityManager): Promise<number> {
    const rows: { id: string }[] = await manager.query(
      `SELECT id FROM admin_users
        WHERE role = 'owner' AND disabled_at IS NULL AND password_hash IS NOT NULL
        ORDER BY id FOR UPDATE`,
    );
    return rows.length;
  }

  lock(manager: EntityManager, id: string): Promise<AdminUserEntity | null> {
    return manager.findOne(AdminUserEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  existsByEmail(manager: EntityManager, email: string): Promise<boolean> {
    return manager.exists(AdminUserEntity, { where: { email } });
  }

  async insertMember(
    manager: EntityManager,
    member: { email: string; name: string; role: StaffRole },
  ): Promise<AdminUserEntity> {
    return manager.save(AdminUserEntity, manager.create(AdminUserEntity, { ...member, passwordHash: null }));
  }

  async updateMember(
    manager: EntityManager,
    id: string,
    changes: Partial<Pick<AdminUserEntity, 'name' | 'role' | 'disabledAt' | 'passwordHash'>>,
  ): Promise<void> {
    await manager.update(AdminUserEntity, { id }, changes);
  }

  /** Replaces the member's invitations with a new one (only the newest link works). */
  async replaceInvite(
    manager: EntityManager,
    adminUserId: string,
    tokenHash: string,
    expiresAt: Date,
  ): Promise<void> {
    await manager.delete(StaffInviteEntity, { adminUserId });
    await manager.insert(StaffInviteEntity, { adminUserId, tokenHash, expiresAt, usedAt: null });
  }

  async deleteInvitesOf(manager: EntityManager, adminUserId: string): Promise<void> {
    await manager.delete(StaffInviteEntity, { adminUserId });
  }

  lockInvite(manager: EntityManager, tokenHash: string): Promise<StaffInviteEntity | null> {
    return manager.findOne(StaffInviteEntity, { where: { tokenHash }, lock: { mode: 'pessimistic_write' } });
  }

  findInvite(tokenHash: string): Promise<StaffInviteEntity | null> {
    return this.dataSource.manager.findOne(StaffInviteEntity, { where: { tokenHash } });
  }

  async markInviteUsed(manager: EntityManager, id: string): Promise<void> {
    await manager.update(StaffInviteEntity, { id }, { usedAt: () => 'now()' });
  }

  private async openInviteExpiries(
    ids: string[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Map<string, Date>> {
    if (ids.length === 0) return new Map();
    const rows: { admin_user_id: string; expires_at: Date }[] = await manager.query(
      `SELECT admin_user_id, max(expires_at) AS expires_at FROM staff_invites
        WHERE admin_user_id = ANY($1::uuid[]) AND used_at IS NULL
        GROUP BY admin_user_id`,
      [ids],
    );
    return new Map(rows.map((row) => [row.admin_user_id, new Date(row.expires_at)]));
  }
}
