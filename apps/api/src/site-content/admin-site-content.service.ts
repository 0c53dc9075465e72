import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  SITE_CONTENT_ID,
  heroSlideProblems,
  siteContentProblems,
  cleanHindiTwin,
  mergeHindiTwins,
  type HeroSlide,
  type SiteContent,
  type SiteContentProblem,
} from '@foundation/shared';
import { AuditService } from '../audit/index.js';
import { type ListPage } from '../common/ra-list/list-response.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';
import { AppConfig } from '../config/app-config.js';
import { definedOnly } from '../ticket-types/index.js';
import { type SaveHeroSlideDto } from './dto/save-hero-slide.dto.js';
import { type SaveSiteContentDto } from './dto/save-site-content.dto.js';
import { SiteContentErrorCode, siteContentError } from './site-content.errors.js';
import { toHeroSlide, toSiteContent } from './site-content.presenter.js';
import { SiteContentRepository, type PageTextFields, type SlideFields } from './site-content.repository.js';

const byField = (problems: SiteContentProblem[]) =>
  Object.fromEntries(problems.map((problem) => [problem.field, problem.message]));

/** Hero slides and the page texts in the admin API; every write is audited in its own transaction. */
@Injectable()
export class AdminSiteContentService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: SiteContentRepository,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
  ) {}

  // ---- Hero slides ----

  async listSlides(query: RaListQuery): Promise<ListPage<HeroSlide>> {
    const page = await this.repository.listSlides(query);
    return { ...page, rows: page.rows.map(toHeroSlide) };
  }

  async getSlide(id: string, manager: EntityManager = this.dataSource.manager): Promise<HeroSlide> {
    const slide = await this.repository.findSlide(id, manager);
    if (!slide) throw siteContentError(SiteContentErrorCode.SlideNotFound);
    return toHeroSlide(slide);
  }

  createSlide(input: SaveHeroSlideDto): Promise<HeroSlide> {
    return this.saveSlide(undefined, input);
  }

  updateSlide(id: string, input: SaveHeroSlideDto): Promise<HeroSlide> {
    return this.saveSlide(id, input);
  }

  async removeSlide(id: string): Promise<HeroSlide> {
    return this.dataSource.transaction(async (manager) => {
      const locked = await this.repository.findSlide(id, manager, true);
      if (!locked) throw siteContentError(SiteContentErrorCode.SlideNotFound);
      const current = toHeroSlide(locked);
      await this.repository.deleteSlide(manager, id);
      await this.audit.record(manager, {
        action: 'delete',
        resource: 'hero-slides',
        resourceId: id,
        before: current,
      });
      return current;
    });
  }

  private saveSlide(id: string | undefined, input: SaveHeroSlideDto): Promise<HeroSlide> {
    return this.dataSource.transaction(async (manager) => {
      const existing = id ? await this.repository.findSlide(id, manager, true) : null;
      if (id && !existing) throw siteContentError(SiteContentErrorCode.SlideNotFound);
      const sent = definedOnly(input);
      const fields: SlideFields = {
        title: (sent.title ?? existing?.title ?? '').trim(),
        description: (sent.description ?? existing?.description ?? '').trim(),
        desktopImageUrl: sent.desktopImageUrl ?? existing?.desktopImageUrl ?? '',
        mobileImageUrl: sent.mobileImageUrl ?? existing?.mobileImageUrl ?? '',
        link: (sent.link ?? existing?.link ?? '').trim(),
        sortOrder: sent.sortOrder ?? existing?.sortOrder ?? 0,
        ...mergeHindiTwins(['titleHi', 'descriptionHi'], sent, existing),
      };
      const problems = heroSlideProblems(fields);
      if (problems.length > 0)
        throw siteContentError(SiteContentErrorCode.InvalidSlide, {
          message: problems[0].message,
          fields: byField(problems),
        });
      const before = existing ? toHeroSlide(existing) : null;
      let slideId = id;
      if (existing) await this.repository.updateSlide(manager, existing.id, fields);
      else slideId = await this.repository.insertSlide(manager, fields);
      const after = await this.getSlide(slideId as string, manager);
      await this.audit.record(manager, {
        action: existing ? 'update' : 'create',
        resource: 'hero-slides',
        resourceId: slideId,
        before,
        after,
      });
      return after;
    });
  }

  // ---- Page texts ----

  async getPageTexts(id: string): Promise<SiteContent> {
    if (id !== SITE_CONTENT_ID) throw siteContentError(SiteContentErrorCode.PageTextsNotFound);
    return toSiteContent(await this.repository.findPageTexts(), this.config.VIDEO_HOSTS);
  }

  async updatePageTexts(id: string, input: SaveSiteContentDto): Promise<SiteContent> {
    if (id !== SITE_CONTENT_ID) throw siteContentError(SiteContentErrorCode.PageTextsNotFound);
    return this.dataSource.transaction(async (manager) => {
      const existing = await this.repository.findPageTexts(manager, true);
      const sent = definedOnly(input);
      const fields: PageTextFields = {
        impactFigures: (sent.impactFigures ?? existing.impactFigures).map(({ value, label, labelHi }) => ({
          value: value.trim(),
          label: label.trim(),
          labelHi: cleanHindiTwin(labelHi),
        })),
        missionText: (sent.missionText ?? existing.missionText).trim(),
        ...mergeHindiTwins(['missionTextHi'], sent, existing),
        aboutVideoUrl: 'aboutVideoUrl' in sent ? sent.aboutVideoUrl?.trim() || null : existing.aboutVideoUrl,
      };
      const problems = siteContentProblems(fields, this.config.VIDEO_HOSTS);
      if (problems.length > 0)
        throw siteContentError(SiteContentErrorCode.InvalidPageTexts, {
          message: problems[0].message,
          fields: byField(problems),
        });
      const before = toSiteContent(existing, this.config.VIDEO_HOSTS);
      await this.repository.updatePageTexts(manager, fields);
      const after = toSiteContent(await this.repository.findPageTexts(manager), this.config.VIDEO_HOSTS);
      await this.audit.record(manager, {
        action: 'update',
        resource: 'site-content',
        resourceId: SITE_CONTENT_ID,
        before,
        after,
      });
      return after;
    });
  }
}
