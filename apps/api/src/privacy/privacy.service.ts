import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { type AdminPrivacyNotice, type PrivacyNotice } from '@foundation/shared';
import { AuditService } from '../audit/index.js';
import { type AdminProfile } from '../auth/index.js';
import { type ListPage } from '../common/ra-list/list-response.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';
import { type PublishPrivacyNoticeDto } from './dto/publish-privacy-notice.dto.js';
import { type PrivacyNoticeEntity } from './privacy-notice.entity.js';
import { PrivacyErrorCode, privacyError } from './privacy.errors.js';
import { type NoticeAcceptance } from './notice-acceptance.js';
import { PrivacyRepository } from './privacy.repository.js';

const toNotice = (notice: PrivacyNoticeEntity): PrivacyNotice => ({
  version: notice.version,
  body: notice.body,
  bodyHi: notice.bodyHi,
  grievanceOfficer: notice.grievanceOfficer,
  publishedAt: notice.publishedAt.toISOString(),
});

const toAdminNotice = (notice: PrivacyNoticeEntity): AdminPrivacyNotice => ({
  id: notice.id,
  ...toNotice(notice),
  publishedBy: notice.publishedBy,
});

/** The privacy notice: the newest version for the site, every version for staff; publishing is audited. */
@Injectable()
export class PrivacyService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly notices: PrivacyRepository,
    private readonly audit: AuditService,
  ) {}

  async current(): Promise<PrivacyNotice> {
    const notice = await this.notices.newest();
    if (!notice) throw privacyError(PrivacyErrorCode.NotPublished);
    return toNotice(notice);
  }

  /**
   * The notice a form's sender accepts now: the newest published version (null while none is) and the
   * server's time. Every public write of a form that collects personal data stores it on its record.
   */
  async acceptance(manager?: EntityManager): Promise<NoticeAcceptance> {
    return { noticeVersion: await this.notices.newestVersion(manager), noticeAcceptedAt: new Date() };
  }

  async list(query: RaListQuery): Promise<ListPage<AdminPrivacyNotice>> {
    const page = await this.notices.list(query);
    return { ...page, rows: page.rows.map(toAdminNotice) };
  }

  async get(id: string): Promise<AdminPrivacyNotice> {
    const notice = await this.notices.find(id);
    if (!notice) throw privacyError(PrivacyErrorCode.NotFound);
    return toAdminNotice(notice);
  }

  publish(input: PublishPrivacyNoticeDto, actor: AdminProfile): Promise<AdminPrivacyNotice> {
    return this.dataSource.transaction(async (manager) => {
      const notice = await this.notices.insertNext(manager, {
        body: input.body,
        bodyHi: input.bodyHi ?? null,
        grievanceOfficer: input.grievanceOfficer,
        publishedBy: actor.email,
      });
      await this.audit.record(manager, {
        action: 'create',
        resource: 'privacy-notices',
        resourceId: notice.id,
        after: {
          version: notice.version,
          bodyHi: notice.bodyHi !== null,
          grievanceOfficer: notice.grievanceOfficer,
        },
      });
      return toAdminNotice(notice);
    });
  }
}
