import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { retryAfter } from '../common/errors/common.errors.js';
import { AppConfig } from '../config/app-config.js';
import { AdminUserEntity } from './admin-user.entity.js';
import { AuthErrorCode, authError } from './auth.errors.js';
import { type AccessTokenClaims, type AdminProfile, type AuthSession } from './auth-session.js';
import { ConcurrencyLimit } from './concurrency-limit.js';
import { LoginRateLimiter } from './login-rate-limiter.service.js';
import { hashPassword, verifyPassword } from './password-hasher.js';
import { normalizeEmail } from './password-policy.js';
import { RefreshTokensService } from './refresh-tokens.service.js';

export { INVALID_CREDENTIALS, SESSION_ENDED } from './auth.errors.js';

export function toAdminProfile(admin: AdminUserEntity): AdminProfile {
  return { id: admin.id, email: admin.email, name: admin.name };
}

function retryMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many sign-in attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

@Injectable()
export class AuthService {
  /** scrypt needs about 128 MiB per call: at most two at once per process. */
  private readonly hashing = new ConcurrencyLimit(2);
  private dummyHash?: Promise<string>;
  private lastPrune = 0;

  constructor(
    @InjectRepository(AdminUserEntity) private readonly admins: Repository<AdminUserEntity>,
    private readonly jwt: JwtService,
    private readonly refreshTokens: RefreshTokensService,
    private readonly rateLimiter: LoginRateLimiter,
    private readonly config: AppConfig,
    private readonly audit: AuditService,
  ) {}

  async login(emailInput: string, password: string, clientIp: string): Promise<AuthSession> {
    const email = normalizeEmail(emailInput);
    const verdict = await this.rateLimiter.consume(clientIp, email);
    if (!verdict.allowed)
      throw authError(AuthErrorCode.TooManyAttempts, {
        message: retryMessage(verdict.retryAfterSeconds),
        headers: retryAfter(verdict.retryAfterSeconds),
      });

    const admin = await this.admins.findOne({ where: { email } });
    // An unknown e-mail still costs one hash, so timing does not tell whether the address exists.
    const storedHash = admin?.passwordHash ?? (await this.hashOfNothing());
    const matches = await this.hashing.run(() => verifyPassword(password, storedHash));
    if (!admin || !matches) {
      // The e-mail tried is kept (it tells staff who is being targeted); the password never is.
      await this.audit.record(undefined, {
        action: 'sign_in_failed',
        resource: 'sessions',
        resourceId: admin?.id ?? null,
        actor: { id: admin?.id ?? null, email },
      });
      throw authError(AuthErrorCode.InvalidCredentials);
    }

    await this.rateLimiter.resetEmail(email);
    this.pruneNowAndThen();
    const refresh = await this.admins.manager.transaction(async (manager) => {
      const issued = await this.refreshTokens.issue(admin.id, manager);
      await this.audit.record(manager, {
        action: 'sign_in',
        resource: 'sessions',
        resourceId: admin.id,
        actor: { id: admin.id, email: admin.email },
      });
      return issued;
    });
    return this.session(admin, refresh);
  }

  async refresh(refreshToken: string): Promise<AuthSession> {
    const result = await this.refreshTokens.rotate(refreshToken);
    if (result.outcome !== 'rotated') throw authError(AuthErrorCode.SessionEnded);
    const admin = await this.admins.findOne({ where: { id: result.adminUserId } });
    if (!admin) throw authError(AuthErrorCode.SessionEnded);
    return this.session(admin, result.next);
  }

  /** Ends the token's session; a session that was still open is logged as its admin's sign-out. */
  async logout(refreshToken: string): Promise<void> {
    await this.admins.manager.transaction(async (manager) => {
      const ended = await this.refreshTokens.revoke(refreshToken, manager);
      if (!ended) return;
      const admin = await manager.findOne(AdminUserEntity, { where: { id: ended.adminUserId } });
      await this.audit.record(manager, {
        action: 'sign_out',
        resource: 'sessions',
        resourceId: ended.adminUserId,
        actor: { id: ended.adminUserId, email: admin?.email ?? null },
      });
    });
  }

  /** The admin an access token names, or null when that admin no longer exists. */
  async adminForToken(claims: Partial<AccessTokenClaims>): Promise<AdminProfile | null> {
    if (typeof claims.sub !== 'string' || !/^[0-9a-f-]{36}$/i.test(claims.sub)) return null;
    const admin = await this.admins.findOne({ where: { id: claims.sub } });
    return admin ? toAdminProfile(admin) : null;
  }

  private async session(
    admin: AdminUserEntity,
    refresh: { token: string; expiresAt: Date },
  ): Promise<AuthSession> {
    const claims: AccessTokenClaims = { sub: admin.id, email: admin.email };
    const accessToken = await this.jwt.signAsync(claims);
    const expiresIn = this.config.JWT_ACCESS_TTL_SECONDS;
    return {
      tokenType: 'Bearer',
      accessToken,
      expiresIn,
      expiresAt: new Date(Date.now() + expiresIn * 1000).toISOString(),
      refreshToken: refresh.token,
      refreshTokenExpiresAt: refresh.expiresAt.toISOString(),
      user: toAdminProfile(admin),
    };
  }

  private hashOfNothing(): Promise<string> {
    this.dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    return this.dummyHash;
  }

  private pruneNowAndThen(): void {
    const now = Date.now();
    if (now - this.lastPrune < 60 * 60 * 1000) return;
    this.lastPrune = now;
    this.refreshTokens.pruneExpired().catch(() => {
      // best effort
    });
  }
}
