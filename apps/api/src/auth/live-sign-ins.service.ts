import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { type AdminProfile } from './sign-in-tokens.js';
import { RefreshTokensRepository } from './refresh-tokens.repository.js';

/** Most answers kept; beyond it the oldest half is dropped (a flood of forged ids cannot grow memory). */
const MAX_ENTRIES = 10_000;

/**
 * Whether an access token's sign-in is still live, for every request of an admin. The answer comes from
 * PostgreSQL (the refresh tokens of the sign-in, shared by every API process) and is kept in this process
 * for at most SIGN_IN_CHECK_CACHE_MS, so a sign-in ended through any process stops opening admin routes
 * everywhere within that time (at once in the process that ended it). See
 * docs/decisions/0011-sign-in-revocation.md.
 */
@Injectable()
export class LiveSignIns {
  private readonly answers = new Map<string, { admin: AdminProfile | null; at: number }>();

  constructor(
    private readonly tokens: RefreshTokensRepository,
    private readonly config: AppConfig,
  ) {}

  /** The admin of a live sign-in, or null when the sign-in ended or its admin is gone. */
  async adminOf(adminUserId: string, signInId: string): Promise<AdminProfile | null> {
    const key = `${adminUserId}/${signInId}`;
    const ttl = this.config.SIGN_IN_CHECK_CACHE_MS;
    const known = this.answers.get(key);
    if (known && Date.now() - known.at < ttl) return known.admin;
    const admin = await this.tokens.liveSignInAdmin(adminUserId, signInId);
    if (ttl > 0) this.remember(key, admin);
    return admin;
  }

  /** Forgets what this process knows of a sign-in it has just ended, so it is refused here at once. */
  forget(signInId: string): void {
    for (const key of this.answers.keys()) if (key.endsWith(`/${signInId}`)) this.answers.delete(key);
  }

  /** Forgets everything this process knows of an admin's sign-ins (disabled, role changed): read again. */
  forgetAdmin(adminUserId: string): void {
    for (const key of this.answers.keys()) if (key.startsWith(`${adminUserId}/`)) this.answers.delete(key);
  }

  private remember(key: string, admin: AdminProfile | null): void {
    this.answers.delete(key);
    if (this.answers.size >= MAX_ENTRIES) {
      let drop = MAX_ENTRIES / 2;
      for (const old of this.answers.keys()) {
        if (drop-- <= 0) break;
        this.answers.delete(old);
      }
    }
    this.answers.set(key, { admin, at: Date.now() });
  }
}
