import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { checkInLinkPath, type CheckInLink, type CreateCheckInLinkRequest } from '@foundation/shared';
import { AuditService, currentActor } from '../audit/index.js';
import { type CheckInCaller, CheckInLinkVerifier } from '../auth/index.js';
import { BookingKeys } from '../booking-keys/index.js';
import { type ListPage } from '../common/ra-list/list-response.js';
import { parseListQuery } from '../common/ra-list/parse-list-query.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';
import { AppConfig } from '../config/app-config.js';
import { hashAccessToken } from '../payments/index.js';
import { checkInError, CheckInErrorCode } from './check-in.errors.js';
import { hasControlCharacters } from './scan-batch.js';
import { CHECK_IN_LINK_LIST_SPEC, CheckInRepository, type CheckInLinkRecord } from './check-in.repository.js';

/** A link's secret: 43 base64url characters (the HMAC of its id). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const MAX_LABEL = 100;

/**
 * Volunteers' check-in links: staff create, list and revoke them (audited); the check-in routes' guard
 * verifies them. A link's secret is derived from its id (docs/decisions/0018-check-in-links.md), so the
 * admin list shows each link's whole URL again.
 */
@Injectable()
export class CheckInLinksService extends CheckInLinkVerifier {
  constructor(
    private readonly repository: CheckInRepository,
    private readonly keys: BookingKeys,
    private readonly config: AppConfig,
    private readonly audit: AuditService,
  ) {
    super();
  }

  private present(record: CheckInLinkRecord): CheckInLink {
    return {
      id: record.id,
      eventId: record.eventId,
      label: record.label,
      url: `${this.config.ADMIN_URL ?? this.config.SITE_URL}${checkInLinkPath(this.keys.checkInLinkToken(record.id).token)}`,
      createdAt: new Date(record.createdAt).toISOString(),
      expiresAt: new Date(record.expiresAt).toISOString(),
      revokedAt: record.revokedAt ? new Date(record.revokedAt).toISOString() : null,
      scans: record.scans,
    };
  }

  async list(query: RaListQuery): Promise<ListPage<CheckInLink>> {
    const parsed = parseListQuery(query, CHECK_IN_LINK_LIST_SPEC);
    const { rows, total } = await this.repository.listLinks(parsed);
    return { rows: rows.map((row) => this.present(row)), total, offset: parsed.offset };
  }

  async get(id: string): Promise<CheckInLink> {
    const record = await this.repository.findLink(id);
    if (!record) throw checkInError(CheckInErrorCode.LinkNotFound);
    return this.present(record);
  }

  async create(input: CreateCheckInLinkRequest): Promise<CheckInLink> {
    const label = typeof input.label === 'string' ? input.label.trim() : '';
    if (label === '' || label.length > MAX_LABEL || hasControlCharacters(label))
      throw checkInError(CheckInErrorCode.InvalidLink, {
        message: `Say who or which door the link is for (1 to ${MAX_LABEL} characters)`,
        field: 'label',
      });
    return this.repository.transaction(async (manager) => {
      const id = randomUUID();
      const record = await this.repository.insertLink(manager, {
        id,
        eventId: input.eventId,
        label,
        tokenHash: this.keys.checkInLinkToken(id).hash,
        createdBy: currentActor()?.id ?? null,
      });
      if (!record) throw checkInError(CheckInErrorCode.EventNotFound, { field: 'eventId' });
      const link = this.present(record);
      await this.audit.record(manager, {
        action: 'create',
        resource: 'check-in-links',
        resourceId: id,
        after: { eventId: link.eventId, label: link.label, expiresAt: link.expiresAt },
      });
      return link;
    });
  }

  /** Switches a link off for good (idempotent: a second revocation changes nothing and is not audited). */
  async revoke(id: string): Promise<CheckInLink> {
    return this.repository.transaction(async (manager) => {
      const before = await this.repository.findLink(id, manager);
      if (!before) throw checkInError(CheckInErrorCode.LinkNotFound);
      if (before.revokedAt) return this.present(before);
      await this.repository.revokeLink(manager, id);
      const after = (await this.repository.findLink(id, manager)) as CheckInLinkRecord;
      await this.audit.record(manager, {
        action: 'update',
        resource: 'check-in-links',
        resourceId: id,
        before: { revokedAt: null },
        after: { revokedAt: new Date(after.revokedAt as Date).toISOString() },
      });
      return this.present(after);
    });
  }

  /** The link a presented secret opens; 401 with the reason the screen shows otherwise. */
  async verify(token: string): Promise<Extract<CheckInCaller, { kind: 'link' }>> {
    if (!TOKEN_SHAPE.test(token)) throw checkInError(CheckInErrorCode.LinkUnknown);
    const link = await this.repository.findLinkByTokenHash(hashAccessToken(token));
    if (!link) throw checkInError(CheckInErrorCode.LinkUnknown);
    if (link.revokedAt) throw checkInError(CheckInErrorCode.LinkRevoked);
    if (new Date(link.expiresAt).getTime() <= Date.now()) throw checkInError(CheckInErrorCode.LinkExpired);
    return {
      kind: 'link',
      linkId: link.id,
      eventId: link.eventId,
      label: link.label,
      expiresAt: new Date(link.expiresAt),
    };
  }
}
