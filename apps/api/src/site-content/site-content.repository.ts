import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { SITE_CONTENT_ID } from '@foundation/shared';
import { type ListPage } from '../common/ra-list/list-response.js';
import {
  containsPattern,
  filterReaders,
  parseListQuery,
  type ListSpec,
} from '../common/ra-list/parse-list-query.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';
import { HeroSlideEntity } from './hero-slide.entity.js';
import { SiteContentEntity } from './site-content.entity.js';

interface SlideFilters extends Record<string, unknown> {
  id: string[];
  q: string;
}

const SLIDE_LIST_SPEC: ListSpec<SlideFilters> = {
  sortable: {
    id: 'slide.id',
    title: 'slide.title',
    link: 'slide.link',
    sortOrder: 'slide.sort_order',
    createdAt: 'slide.created_at',
    updatedAt: 'slide.updated_at',
  },
  defaultSort: ['sortOrder', 'ASC'],
  filters: { id: filterReaders.uuids(), q: filterReaders.text() },
};

/** The stored fields of a slide an admin writes. */
export type SlideFields = Pick<
  HeroSlideEntity,
  | 'title'
  | 'description'
  | 'desktopImageUrl'
  | 'mobileImageUrl'
  | 'link'
  | 'sortOrder'
  | 'titleHi'
  | 'descriptionHi'
>;

/** The stored fields of the page texts an admin writes. */
export type PageTextFields = Pick<
  SiteContentEntity,
  'impactFigures' | 'missionText' | 'aboutVideoUrl' | 'missionTextHi'
>;

/** The SQL of the home and About pages' content (`hero_slides`, `site_content`). */
@Injectable()
export class SiteContentRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  // ---- Hero slides ----

  async listSlides(query: RaListQuery): Promise<ListPage<HeroSlideEntity>> {
    const { sort, offset, limit, filter } = parseListQuery(query, SLIDE_LIST_SPEC);
    const builder = this.dataSource.getRepository(HeroSlideEntity).createQueryBuilder('slide');
    if (filter.id) builder.andWhere('slide.id IN (:...ids)', { ids: filter.id });
    if (filter.q)
      builder.andWhere('(slide.title ILIKE :q OR slide.description ILIKE :q)', {
        q: containsPattern(filter.q),
      });
    const [rows, total] = await builder
      .orderBy(sort.column, sort.order)
      .addOrderBy('slide.id', 'ASC')
      .skip(offset)
      .take(limit)
      .getManyAndCount();
    return { rows, total, offset };
  }

  /** Every slide in the carousel's order (then oldest first). */
  findAllSlides(): Promise<HeroSlideEntity[]> {
    return this.dataSource.getRepository(HeroSlideEntity).find({
      order: { sortOrder: 'ASC', createdAt: 'ASC', id: 'ASC' },
    });
  }

  findSlide(
    id: string,
    manager: EntityManager = this.dataSource.manager,
    lock = false,
  ): Promise<HeroSlideEntity | null> {
    return manager.findOne(HeroSlideEntity, {
      where: { id },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  async insertSlide(manager: EntityManager, fields: SlideFields): Promise<string> {
    return (await manager.insert(HeroSlideEntity, fields)).identifiers[0].id as string;
  }

  async updateSlide(manager: EntityManager, id: string, fields: SlideFields): Promise<void> {
    await manager.update(HeroSlideEntity, { id }, fields);
  }

  async deleteSlide(manager: EntityManager, id: string): Promise<void> {
    await manager.delete(HeroSlideEntity, { id });
  }

  // ---- Page texts (one row) ----

  /** The page texts; the row is made by the migration, and re-made empty should it ever be missing. */
  async findPageTexts(
    manager: EntityManager = this.dataSource.manager,
    lock = false,
  ): Promise<SiteContentEntity> {
    await manager.query(`INSERT INTO site_content (id) VALUES ($1) ON CONFLICT (id) DO NOTHING`, [
      SITE_CONTENT_ID,
    ]);
    return (await manager.findOne(SiteContentEntity, {
      where: { id: SITE_CONTENT_ID },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    })) as SiteContentEntity;
  }

  async updatePageTexts(manager: EntityManager, fields: PageTextFields): Promise<void> {
    await manager.update(SiteContentEntity, { id: SITE_CONTENT_ID }, fields);
  }
}
