import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
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

  /** Revokes every live token of a session (a family). */
  /** Revokes the session's tokens still valid; gives how many were. */
  async revokeFamily(manager: EntityManager = this.dataSource.manager, familyId: string): Promise<number> {
    const [, revoked]: [unknown[], number] = await manager.query(
      'UPDATE admin_refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL',
      [familyId],
    );
    return revoked;
  }

  /**
   * The admin of a live session: the admin exists, the session (family) has tokens of that admin, and none
   * of them was revoked (sign-out and reuse revoke every token of the family; removing the admin deletes
   * them). Null otherwise. One indexed lookup on the family.
   */
  async liveSessionAdmin(
    adminUserId: string,
    familyId: string,
  ): Promise<{ id: string; email: string; name: string } | null> {
    const rows: { id: string; email: string; name: string }[] = await this.dataSource.query(
      `SELECT a.id, a.email, a.name
         FROM admin_users a
         JOIN admin_refresh_tokens t ON t.admin_user_id = a.id AND t.family_id = $2
        WHERE a.id = $1
        GROUP BY a.id
       HAVING bool_and(t.revoked_at IS NULL)`,
      [adminUserId, familyId],
    );
    return rows[0] ?? null;
  }

  /** Removes tokens that expired more than a day ago. */
  async deleteExpiredLongAgo(): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM admin_refresh_tokens WHERE expires_at < now() - interval '1 day'`,
    );
  }
}
