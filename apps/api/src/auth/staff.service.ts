import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  STAFF_INVITE_TTL_HOURS,
  STAFF_ROLE_LABELS,
  type AdminStaffMember,
  type StaffInvitation,
} from '@foundation/shared';
import { AuditService } from '../audit/index.js';
import { type ListPage } from '../common/ra-list/list-response.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';
import { AppConfig } from '../config/app-config.js';
import { MailService } from '../mail/index.js';
import { staffInviteMail } from './staff-invite-mail.js';
import { type AdminUserEntity } from './admin-user.entity.js';
import { type AdminProfile } from './sign-in-tokens.js';
import { type InviteStaffDto } from './dto/invite-staff.dto.js';
import { type UpdateStaffDto } from './dto/update-staff.dto.js';
import { LiveSignIns } from './live-sign-ins.service.js';
import { hashPassword } from './password-hasher.js';
import { normalizeEmail, passwordProblem } from './password-policy.js';
import { RefreshTokensRepository } from './refresh-tokens.repository.js';
import { StaffErrorCode, staffError } from './staff.errors.js';
import { StaffRepository, type StaffRow } from './staff.repository.js';

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** The panel's page where an invited member sets a password; the secret is in the fragment (never sent). */
export const SET_PASSWORD_PATH = '/admin/set-password';

export function toStaffMember({ user, inviteExpiresAt }: StaffRow): AdminStaffMember {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    status: user.disabledAt ? 'disabled' : user.passwordHash ? 'active' : 'invited',
    lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
    inviteExpiresAt: user.passwordHash || user.disabledAt ? null : (inviteExpiresAt?.toISOString() ?? null),
    disabled: user.disabledAt !== null,
    disabledAt: user.disabledAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The audited view of a member: what an owner can change, never a hash. */
const audited = (user: AdminUserEntity) => ({
  email: user.email,
  name: user.name,
  role: user.role,
  disabled: user.disabledAt !== null,
});

/**
 * Staff accounts, managed by owners (the routes are `owner` only): invitations by e-mail with a one-time
 * link, role changes, disabling (which ends the member's sign-ins at once). The panel always keeps one
 * owner who can sign in. Every change is audited in its transaction.
 */
@Injectable()
export class StaffService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly staff: StaffRepository,
    private readonly refreshTokens: RefreshTokensRepository,
    private readonly liveSignIns: LiveSignIns,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
  ) {}

  async list(query: RaListQuery): Promise<ListPage<AdminStaffMember>> {
    const page = await this.staff.list(query);
    return { ...page, rows: page.rows.map(toStaffMember) };
  }

  async get(id: string, manager: EntityManager = this.dataSource.manager): Promise<AdminStaffMember> {
    const row = await this.staff.find(id, manager);
    if (!row) throw staffError(StaffErrorCode.NotFound);
    return toStaffMember(row);
  }

  /** A new member without a password, and the e-mailed one-time link to set one. */
  async invite(input: InviteStaffDto, actor: AdminProfile): Promise<StaffInvitation> {
    const email = normalizeEmail(input.email);
    const result = await this.dataSource.transaction(async (manager) => {
      if (await this.staff.existsByEmail(manager, email)) throw staffError(StaffErrorCode.EmailTaken);
      const user = await this.staff.insertMember(manager, {
        email,
        name: input.name ?? '',
        role: input.role,
      });
      const inviteUrl = await this.sendInvite(manager, user, actor);
      await this.audit.record(manager, {
        action: 'create',
        resource: 'staff',
        resourceId: user.id,
        after: audited(user),
      });
      return { member: await this.get(user.id, manager), inviteUrl };
    });
    this.mail.kick();
    return result;
  }

  /** A new link for a member who has not set a password yet (the old link stops working). */
  async reinvite(id: string, actor: AdminProfile): Promise<StaffInvitation> {
    const result = await this.dataSource.transaction(async (manager) => {
      const user = await this.staff.lock(manager, id);
      if (!user) throw staffError(StaffErrorCode.NotFound);
      if (user.passwordHash || user.disabledAt) throw staffError(StaffErrorCode.NotInvited);
      const inviteUrl = await this.sendInvite(manager, user, actor);
      await this.audit.record(manager, {
        action: 'resend',
        resource: 'staff',
        resourceId: user.id,
        details: { invitation: true },
      });
      return { member: await this.get(user.id, manager), inviteUrl };
    });
    this.mail.kick();
    return result;
  }

  /**
   * Name, role, disabled. Nobody changes their own role or enables their own account (owners may step down
   * while another owner remains); the last owner who can sign in cannot be demoted or disabled. Disabling
   * ends every sign-in of the member at once.
   */
  async update(id: string, input: UpdateStaffDto, actor: AdminProfile): Promise<AdminStaffMember> {
    const answer = await this.dataSource.transaction(async (manager) => {
      // Owners first, always in the same order, so concurrent changes queue instead of deadlocking.
      const owners = await this.staff.lockActiveOwners(manager);
      const user = await this.staff.lock(manager, id);
      if (!user) throw staffError(StaffErrorCode.NotFound);
      const before = audited(user);
      const role = input.role ?? user.role;
      const disabled = input.disabled ?? user.disabledAt !== null;
      const self = actor.id === user.id;
      if (self && role !== user.role && (actor.role !== 'owner' || role === 'owner'))
        throw staffError(StaffErrorCode.OwnRole);
      if (self && user.disabledAt && !disabled) throw staffError(StaffErrorCode.OwnRole);
      const activeOwner = user.role === 'owner' && !user.disabledAt && user.passwordHash !== null;
      if (activeOwner && (role !== 'owner' || disabled) && owners <= 1)
        throw staffError(StaffErrorCode.LastOwner);

      const changes: Parameters<StaffRepository['updateMember']>[2] = {};
      if (input.name !== undefined) changes.name = input.name;
      if (role !== user.role) changes.role = role;
      if (disabled !== (user.disabledAt !== null)) changes.disabledAt = disabled ? new Date() : null;
      let endedSignIns: string[] = [];
      if (Object.keys(changes).length > 0) {
        await this.staff.updateMember(manager, id, changes);
        if (disabled && !user.disabledAt) {
          endedSignIns = await this.refreshTokens.revokeAllOf(manager, id);
          await this.staff.deleteInvitesOf(manager, id);
        }
        const after = { ...before, ...changes, disabled };
        delete (after as { disabledAt?: unknown }).disabledAt;
        await this.audit.record(manager, {
          action: 'update',
          resource: 'staff',
          resourceId: id,
          before,
          after,
          details: endedSignIns.length ? { sessionsEnded: endedSignIns.length } : null,
        });
      }
      return { member: await this.get(id, manager), changed: Object.keys(changes).length > 0 };
    });
    // What this process remembers of the member's sign-ins goes: the next request reads role and state again.
    if (answer.changed) this.liveSignIns.forgetAdmin(id);
    return answer.member;
  }

  /** `GET /api/auth/invitations/:token`: whom a link invites, while it works. */
  async describeInvite(token: string): Promise<{ email: string; name: string; expiresAt: string }> {
    const invite = await this.staff.findInvite(hashToken(token));
    if (!invite) throw staffError(StaffErrorCode.InviteNotFound);
    const row = await this.staff.find(invite.adminUserId);
    if (!row || row.user.disabledAt) throw staffError(StaffErrorCode.InviteNotFound);
    if (invite.usedAt) throw staffError(StaffErrorCode.InviteUsed);
    if (invite.expiresAt.getTime() <= Date.now()) throw staffError(StaffErrorCode.InviteExpired);
    return { email: row.user.email, name: row.user.name, expiresAt: invite.expiresAt.toISOString() };
  }

  /** `POST /api/auth/invitations/:token`: sets the password; the link then never works again. */
  async acceptInvite(token: string, password: string): Promise<{ email: string }> {
    const problem = passwordProblem(password);
    if (problem) throw staffError(StaffErrorCode.WeakPassword, { message: problem, field: 'password' });
    const passwordHash = await hashPassword(password);
    return this.dataSource.transaction(async (manager) => {
      const invite = await this.staff.lockInvite(manager, hashToken(token));
      if (!invite) throw staffError(StaffErrorCode.InviteNotFound);
      const user = await this.staff.lock(manager, invite.adminUserId);
      if (!user || user.disabledAt) throw staffError(StaffErrorCode.InviteNotFound);
      if (invite.usedAt) throw staffError(StaffErrorCode.InviteUsed);
      if (invite.expiresAt.getTime() <= Date.now()) throw staffError(StaffErrorCode.InviteExpired);
      await this.staff.markInviteUsed(manager, invite.id);
      await this.staff.updateMember(manager, user.id, { passwordHash });
      await this.audit.record(manager, {
        action: 'update',
        resource: 'staff',
        resourceId: user.id,
        actor: { id: user.id, email: user.email },
        details: { passwordSet: true },
      });
      return { email: user.email };
    });
  }

  private async sendInvite(
    manager: EntityManager,
    user: AdminUserEntity,
    actor: AdminProfile,
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + STAFF_INVITE_TTL_HOURS * 3600 * 1000);
    await this.staff.replaceInvite(manager, user.id, hashToken(token), expiresAt);
    const inviteUrl = `${this.config.ADMIN_URL ?? this.config.SITE_URL}${SET_PASSWORD_PATH}#token=${token}`;
    await this.mail.enqueue(
      manager,
      staffInviteMail(
        {
          email: user.email,
          name: user.name,
          roleLabel: STAFF_ROLE_LABELS[user.role],
          invitedBy: actor.name || actor.email,
          inviteId: hashToken(token).slice(0, 32),
        },
        inviteUrl,
        expiresAt,
        this.config.FOUNDATION_NAME,
      ),
    );
    return inviteUrl;
  }
}
