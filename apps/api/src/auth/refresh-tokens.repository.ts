import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { type AdminProfile } from './sign-in-tokens.js';
import { RefreshTokenEntity } from './refresh-token.entity.js';

/** The SQL of admin refresh tokens (`admin_refresh_tokens`), stored only as hashes. */
@Injectable()
export class RefreshTokensRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Locks the token's row for the rest of the transaction (so it can be exchanged once). */
  lockByHash(manager: EntityManager, tokenHash: string): Promise<RefreshTokenEntity | null> {
    return manager.findOne(RefreshTokenEntity, { where: { tokenHash }, lock: { mode: 'pessimistic_write' } });
  }

  findByHash(tokenHash: string): Promise<RefreshTokenEntity | null> {
    return this.dataSource.manager.findOne(RefreshTokenEntity, { where: { tokenHash } });
  }

  async insert(
    manager: EntityManager = this.dataSource.manager,
    token: Pick<RefreshTokenEntity, 'adminUserId' | 'familyId' | 'tokenHash' | 'expiresAt'>,
  ): Promise<void> {
    await manager.insert(RefreshTokenEntity, token);
  }

  async markUsed(manager: EntityManager, id: string): Promise<void> {
    await manager.update(RefreshTokenEntity, { id }, { usedAt: () => 'now()' });
  }

  /** Revokes every live token of a sign-in (a family). */
  /** Revokes the sign-in's tokens still valid; gives how many were. */
  async revokeFamily(manager: EntityManager = this.dataSource.manager, familyId: string): Promise<number> {
    const [, revoked]: [unknown[], number] = await manager.query(
      'UPDATE admin_refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL',
      [familyId],
    );
    return revoked;
  }

  /**
   * The admin of a live sign-in, with the role: the admin exists and is not disabled, the sign-in (family) has tokens of that admin, and none
   * of them was revoked (sign-out and reuse revoke every token of the family; removing the admin deletes
   * them). Null otherwise. One indexed lookup on the family.
   */
  async liveSignInAdmin(adminUserId: string, familyId: string): Promise<AdminProfile | null> {
    const rows: AdminProfile[] = await this.dataSource.query(
      `SELECT a.id, a.email, a.name, a.role
         FROM admin_users a
         JOIN admin_refresh_tokens t ON t.admin_user_id = a.id AND t.family_id = $2
        WHERE a.id = $1 AND a.disabled_at IS NULL
        GROUP BY a.id
       HAVING bool_and(t.revoked_at IS NULL)`,
      [adminUserId, familyId],
    );
    return rows[0] ?? null;
  }

  /** Revokes every live sign-in of an admin (disabled); gives the sign-ins (families) that were live. */
  async revokeAllOf(
    manager: EntityManager = this.dataSource.manager,
    adminUserId: string,
  ): Promise<string[]> {
    const [rows]: [{ family_id: string }[], number] = await manager.query(
      `UPDATE admin_refresh_tokens SET revoked_at = now()
        WHERE admin_user_id = $1 AND revoked_at IS NULL
        RETURNING family_id`,
      [adminUserId],
    );
    return [...new Set(rows.map((row) => row.family_id))];
  }

  /** Removes tokens that expired more than a day ago. */
  async deleteExpiredLongAgo(): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM admin_refresh_tokens WHERE expires_at < now() - interval '1 day'`,
    );
  }
}
