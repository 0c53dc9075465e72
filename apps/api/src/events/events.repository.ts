import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, In, IsNull, MoreThanOrEqual, type EntityManager } from 'typeorm';
import {
  EVENT_CATEGORIES,
  EVENT_TYPES,
  type EventCategory,
  type EventType,
  type EventWhenWhere,
} from '@foundation/shared';
import { type ListPage } from '../common/ra-list/list-response.js';
import {
  containsPattern,
  filterReaders,
  parseListQuery,
  type ListSpec,
} from '../common/ra-list/parse-list-query.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';
import { EventEntity } from './event.entity.js';

interface EventFilters extends Record<string, unknown> {
  id: string[];
  q: string;
  eventType: (typeof EVENT_TYPES)[number];
  category: EventCategory;
  isActive: boolean;
  isPaid: boolean;
}

const LIST_SPEC: ListSpec<EventFilters> = {
  sortable: {
    id: 'event.id',
    title: 'event.title',
    urlSlug: 'event.url_slug',
    location: 'event.location',
    startDate: 'event.start_date',
    endDate: 'event.end_date',
    price: 'event.price',
    eventType: 'event.event_type',
    category: 'event.category',
    isActive: 'event.is_active',
    isPaid: 'event.is_paid',
    createdAt: 'event.created_at',
    updatedAt: 'event.updated_at',
  },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    id: filterReaders.uuids(),
    q: filterReaders.text(),
    eventType: filterReaders.oneOf(EVENT_TYPES),
    category: filterReaders.oneOf(EVENT_CATEGORIES),
    isActive: filterReaders.boolean(),
    isPaid: filterReaders.boolean(),
  },
};

/** The stored fields of an event an admin writes (everything but the id and the timestamps). */
export type EventFields = Partial<Omit<EventEntity, 'id' | 'createdAt' | 'updatedAt'>>;

/** The SQL of events (`events`). */
@Injectable()
export class EventsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A page of the admin list (react-admin's sort, range and filters). */
  async list(query: RaListQuery): Promise<ListPage<EventEntity>> {
    const { sort, offset, limit, filter } = parseListQuery(query, LIST_SPEC);
    const builder = this.dataSource.getRepository(EventEntity).createQueryBuilder('event');
    if (filter.id) builder.andWhere('event.id IN (:...ids)', { ids: filter.id });
    if (filter.q)
      builder.andWhere(
        new Brackets((q) => q.where('event.title ILIKE :q', { q: containsPattern(filter.q!) })),
      );
    if (filter.eventType) builder.andWhere('event.event_type = :eventType', { eventType: filter.eventType });
    if (filter.category) builder.andWhere('event.category = :category', { category: filter.category });
    if (filter.isActive !== undefined)
      builder.andWhere('event.is_active = :isActive', { isActive: filter.isActive });
    if (filter.isPaid !== undefined) builder.andWhere('event.is_paid = :isPaid', { isPaid: filter.isPaid });
    const [rows, total] = await builder
      .orderBy(sort.column, sort.order)
      .addOrderBy('event.id', 'ASC')
      .skip(offset)
      .take(limit)
      .getManyAndCount();
    return { rows, total, offset };
  }

  /**
   * Active events, optionally of one type and of some categories, that end on `today` (a calendar date in
   * India) or later, soonest start first.
   */
  findUpcoming(today: string, type?: EventType, categories?: EventCategory[]): Promise<EventEntity[]> {
    return this.dataSource.getRepository(EventEntity).find({
      where: {
        isActive: true,
        // A cancelled event leaves the lists (and so the sitemap); its page stays and says it is cancelled.
        cancelledAt: IsNull(),
        endDate: MoreThanOrEqual(today),
        ...(type ? { eventType: type } : {}),
        ...(categories?.length ? { category: In(categories) } : {}),
      },
      order: { startDate: 'ASC', createdAt: 'ASC', id: 'ASC' },
    });
  }

  findActiveBySlug(urlSlug: string): Promise<EventEntity | null> {
    return this.dataSource.getRepository(EventEntity).findOne({ where: { urlSlug, isActive: true } });
  }

  findById(id: string, manager: EntityManager = this.dataSource.manager): Promise<EventEntity | null> {
    return manager.findOne(EventEntity, { where: { id } });
  }

  /** What a move of the event changes (dates, start time, place), read in `manager`'s transaction. */
  async whenWhere(manager: EntityManager, id: string): Promise<EventWhenWhere | null> {
    const [row] = await manager.query<EventWhenWhere[]>(
      `SELECT start_date::text AS "startDate", end_date::text AS "endDate", start_time AS "startTime",
              location, location_hi AS "locationHi"
         FROM events WHERE id = $1`,
      [id],
    );
    return row ?? null;
  }

  /** Locks the event row for the rest of the transaction (the first lock of every write to an event). */
  lockEvent(manager: EntityManager, id: string): Promise<EventEntity | null> {
    return manager.findOne(EventEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Whether another event (than `exceptId`) already has this slug. */
  async isSlugTaken(manager: EntityManager, urlSlug: string, exceptId: string | undefined): Promise<boolean> {
    const [taken] = await manager.query(
      'SELECT 1 FROM events WHERE url_slug = $1 AND ($2::uuid IS NULL OR id <> $2::uuid) LIMIT 1',
      [urlSlug, exceptId ?? null],
    );
    return Boolean(taken);
  }

  /** Whether any registration (of any status) is for this event. */
  async hasRegistrations(manager: EntityManager, eventId: string): Promise<boolean> {
    const [{ found }] = await manager.query(
      'SELECT EXISTS (SELECT 1 FROM event_registrations WHERE event_id = $1) AS found',
      [eventId],
    );
    return found;
  }

  async insert(manager: EntityManager, fields: EventFields): Promise<string> {
    const inserted = await manager.insert(EventEntity, fields);
    return inserted.identifiers[0].id as string;
  }

  async update(manager: EntityManager, id: string, fields: EventFields): Promise<void> {
    await manager.update(EventEntity, { id }, fields);
  }

  /** Deletes the event (its ticket types go with it); a registration makes this fail with a foreign key violation. */
  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.delete(EventEntity, { id });
  }
}
