import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { localePath, type Locale } from '@foundation/shared';
import { AppConfig } from '../config/app-config.js';
import { hashAccessToken, newAccessToken } from '../payments/index.js';
import { DonorLinksRepository } from './donor-links.repository.js';

/** A token longer than this cannot be one of ours (43 base64url characters); refused before hashing. */
const MAX_TOKEN_LENGTH = 200;

/** The e-mail address that donor links are keyed by: donations are matched to it without regard to case. */
export const donorEmailKey = (email: string) => email.trim().toLowerCase();

/**
 * The donor's own "My giving" link. Like a registration's access token: 256 random bits (base64url) in the
 * link, only their SHA-256 in the database, so a leaked table opens nothing. The token sits in the link's
 * fragment (`#token`), which browsers never send to a server or put in a Referer, and the page sends it as
 * the X-Access-Token header.
 */
@Injectable()
export class DonorLinksService {
  constructor(
    private readonly links: DonorLinksRepository,
    private readonly config: AppConfig,
  ) {}

  /**
   * Makes a new link for the donor's e-mail inside `manager`'s transaction (the one queueing the e-mail), to
   * the page in the donor's language.
   */
  async issue(manager: EntityManager, email: string, locale: Locale): Promise<string> {
    const { token, hash } = newAccessToken();
    await this.links.insert(manager, hash, donorEmailKey(email));
    return this.urlOf(token, locale);
  }

  /** `{SITE_URL}/my-giving#{token}` (`/hi/my-giving#...` in Hindi). */
  urlOf(token: string, locale: Locale = 'en'): string {
    return `${this.config.SITE_URL}${localePath('/my-giving', locale)}#${token}`;
  }

  /** The e-mail address a presented token opens, or null (absent, malformed or unknown token). */
  async emailFor(token: unknown): Promise<string | null> {
    if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
    return this.links.useToken(hashAccessToken(token));
  }
}
