import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { RefreshTokensRepository } from './refresh-tokens.repository.js';

export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
  /** The sign-in (token family) it belongs to. */
  signInId: string;
}

export type RotationResult =
  | { outcome: 'rotated'; adminUserId: string; next: IssuedRefreshToken }
  | { outcome: 'reused'; signInId: string }
  | { outcome: 'invalid' | 'expired' };

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * Refresh tokens: 256 random bits, stored only as SHA-256. Rotation is one transaction that locks the token
 * row, so a token can be exchanged once; presenting it again revokes its whole family.
 */
@Injectable()
export class RefreshTokensService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tokens: RefreshTokensRepository,
    private readonly config: AppConfig,
  ) {}

  /** The first token of a new sign-in. */
  issue(adminUserId: string, manager: EntityManager = this.dataSource.manager): Promise<IssuedRefreshToken> {
    return this.insert(manager, adminUserId, randomUUID());
  }

  async rotate(token: string): Promise<RotationResult> {
    return this.dataSource.transaction(async (manager) => {
      const current = await this.tokens.lockByHash(manager, hashToken(token));
      if (!current) return { outcome: 'invalid' as const };
      if (current.usedAt || current.revokedAt) {
        // A token that was already exchanged (or logged out) is back: someone copied it. End the sign-in.
        await this.tokens.revokeFamily(manager, current.familyId);
        return { outcome: 'reused' as const, signInId: current.familyId };
      }
      if (current.expiresAt.getTime() <= Date.now()) return { outcome: 'expired' as const };
      await this.tokens.markUsed(manager, current.id);
      const next = await this.insert(manager, current.adminUserId, current.familyId);
      return { outcome: 'rotated' as const, adminUserId: current.adminUserId, next };
    });
  }

  /**
   * Ends the sign-in the token belongs to. Unknown tokens are ignored (logging out twice is fine). Gives the
   * sign-in's id and admin, and whether a sign-in that was still open ended now.
   */
  async revoke(
    token: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<{ signInId: string; adminUserId: string; ended: boolean } | null> {
    const found = await this.tokens.findByHash(hashToken(token));
    if (!found) return null;
    const ended = await this.tokens.revokeFamily(manager, found.familyId);
    return { signInId: found.familyId, adminUserId: found.adminUserId, ended: ended > 0 };
  }

  /** Removes tokens that expired more than a day ago. */
  async pruneExpired(): Promise<void> {
    await this.tokens.deleteExpiredLongAgo();
  }

  private async insert(
    manager: EntityManager,
    adminUserId: string,
    familyId: string,
  ): Promise<IssuedRefreshToken> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.config.REFRESH_TOKEN_TTL_SECONDS * 1000);
    await this.tokens.insert(manager, { adminUserId, familyId, tokenHash: hashToken(token), expiresAt });
    return { token, expiresAt, signInId: familyId };
  }
}
