import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AuditService } from '../audit/index.js';
import { retryAfter } from '../common/errors/common.errors.js';
import { AppConfig } from '../config/app-config.js';
import { AdminUserEntity } from './admin-user.entity.js';
import { AuthErrorCode, authError } from './auth.errors.js';
import { type AccessTokenClaims, type AdminProfile, type SignInTokens } from './sign-in-tokens.js';
import { ConcurrencyLimit } from './concurrency-limit.js';
import { LiveSignIns } from './live-sign-ins.service.js';
import { LoginRateLimiter } from './login-rate-limiter.service.js';
import { hashPassword, verifyPassword } from './password-hasher.js';
import { normalizeEmail } from './password-policy.js';
import { type IssuedRefreshToken, RefreshTokensService } from './refresh-tokens.service.js';

export { INVALID_CREDENTIALS, SESSION_ENDED } from './auth.errors.js';

export function toAdminProfile(admin: AdminUserEntity): AdminProfile {
  return { id: admin.id, email: admin.email, name: admin.name, role: admin.role };
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
    private readonly liveSignIns: LiveSignIns,
    private readonly config: AppConfig,
    private readonly audit: AuditService,
  ) {}

  /** `clientAddress` is what limits count by (addressKey: an IPv4 address or an IPv6 /64). */
  async login(emailInput: string, password: string, clientAddress: string): Promise<SignInTokens> {
    const email = normalizeEmail(emailInput);
    const { verdict, attempt } = await this.rateLimiter.consume(clientAddress, email);
    if (!verdict.allowed)
      throw authError(AuthErrorCode.TooManyAttempts, {
        message: retryMessage(verdict.retryAfterSeconds),
        headers: retryAfter(verdict.retryAfterSeconds),
      });
    // An e-mail under attack from many addresses is slowed down, never locked: the admin still gets in.
    if (verdict.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, verdict.delayMs));

    const admin = await this.admins.findOne({ where: { email } });
    // An unknown e-mail still costs one hash, so timing does not tell whether the address exists.
    const storedHash = admin?.passwordHash ?? (await this.hashOfNothing());
    const matches = await this.hashing.run(() => verifyPassword(password, storedHash));
    if (!admin || !admin.passwordHash || !matches) {
      // The e-mail tried is kept (it tells staff who is being targeted); the password never is.
      await this.audit.record(undefined, {
        action: 'sign_in_failed',
        resource: 'sign-ins',
        resourceId: admin?.id ?? null,
        actor: { id: admin?.id ?? null, email },
      });
      throw authError(AuthErrorCode.InvalidCredentials);
    }

    await this.rateLimiter.succeeded(attempt);
    if (admin.disabledAt) throw authError(AuthErrorCode.AccountDisabled);
    this.pruneNowAndThen();
    const refresh = await this.admins.manager.transaction(async (manager) => {
      const issued = await this.refreshTokens.issue(admin.id, manager);
      await manager.update(AdminUserEntity, { id: admin.id }, { lastSignInAt: () => 'now()' });
      await this.audit.record(manager, {
        action: 'sign_in',
        resource: 'sign-ins',
        resourceId: admin.id,
        actor: { id: admin.id, email: admin.email },
      });
      return issued;
    });
    return this.tokensFor(admin, refresh);
  }

  async refresh(refreshToken: string): Promise<SignInTokens> {
    const result = await this.refreshTokens.rotate(refreshToken);
    // Reuse of a refresh token ended its sign-in: its access tokens stop working too, here at once.
    if (result.outcome === 'reused') this.liveSignIns.forget(result.signInId);
    if (result.outcome !== 'rotated') throw authError(AuthErrorCode.SessionEnded);
    const admin = await this.admins.findOne({ where: { id: result.adminUserId } });
    if (!admin || admin.disabledAt) throw authError(AuthErrorCode.SessionEnded);
    return this.tokensFor(admin, result.next);
  }

  /** Ends the token's sign-in at once (in every process); a sign-in that was still open is logged as its admin's sign-out. */
  async logout(refreshToken: string): Promise<void> {
    const revoked = await this.admins.manager.transaction(async (manager) => {
      const found = await this.refreshTokens.revoke(refreshToken, manager);
      if (!found?.ended) return found;
      const admin = await manager.findOne(AdminUserEntity, { where: { id: found.adminUserId } });
      await this.audit.record(manager, {
        action: 'sign_out',
        resource: 'sign-ins',
        resourceId: found.adminUserId,
        actor: { id: found.adminUserId, email: admin?.email ?? null },
      });
      return found;
    });
    if (revoked) this.liveSignIns.forget(revoked.signInId);
  }

  /**
   * The admin an access token names, or null when that admin no longer exists or the token's sign-in ended
   * (signed out, refresh token reused): access tokens do not outlive their sign-in.
   */
  async adminForToken(claims: Partial<AccessTokenClaims>): Promise<AdminProfile | null> {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    if (typeof claims.sub !== 'string' || !uuid.test(claims.sub)) return null;
    if (typeof claims.sid !== 'string' || !uuid.test(claims.sid)) return null;
    return this.liveSignIns.adminOf(claims.sub, claims.sid);
  }

  private async tokensFor(admin: AdminUserEntity, refresh: IssuedRefreshToken): Promise<SignInTokens> {
    const claims: AccessTokenClaims = { sub: admin.id, email: admin.email, sid: refresh.signInId };
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
