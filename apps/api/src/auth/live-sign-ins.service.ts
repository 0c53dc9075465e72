import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { type AdminProfile } from './auth-session.js';
import { RefreshTokensRepository } from './refresh-tokens.repository.js';

/** Most answers kept; beyond it the oldest half is dropped (a flood of forged ids cannot grow memory). */
const MAX_ENTRIES = 10_000;

/**
 * Whether an access token's session is still live, for every request of an admin. The answer comes from
 * PostgreSQL (the refresh tokens of the session, shared by every API process) and is kept in this process
 * for at most SESSION_CHECK_CACHE_MS, so a session ended through any process stops opening admin routes
 * everywhere within that time (at once in the process that ended it). See
 * docs/decisions/0011-session-revocation.md.
 */
@Injectable()
export class LiveSignIns {
  private readonly answers = new Map<string, { admin: AdminProfile | null; at: number }>();

  constructor(
    private readonly tokens: RefreshTokensRepository,
    private readonly config: AppConfig,
  ) {}

  /** The admin of a live session, or null when the session ended or its admin is gone. */
  async adminOf(adminUserId: string, sessionId: string): Promise<AdminProfile | null> {
    const key = `${adminUserId}/${sessionId}`;
    const ttl = this.config.SESSION_CHECK_CACHE_MS;
    const known = this.answers.get(key);
    if (known && Date.now() - known.at < ttl) return known.admin;
    const admin = await this.tokens.liveSessionAdmin(adminUserId, sessionId);
    if (ttl > 0) this.remember(key, admin);
    return admin;
  }

  /** Forgets what this process knows of a session it has just ended, so it is refused here at once. */
  forget(sessionId: string): void {
    for (const key of this.answers.keys()) if (key.endsWith(`/${sessionId}`)) this.answers.delete(key);
  }

  /** Forgets everything this process knows of an admin's sessions (disabled, role changed): read again. */
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
