import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, type EntityManager } from 'typeorm';
import { EVENT_TYPES, MESSAGES, eventSaveProblems, isValidSlug, resolveSlug } from '@foundation/shared';
import { ApiError } from '../common/http/api-error.js';
import { isForeignKeyViolation, isUniqueViolationOf } from '../common/http/database-errors.js';
import { isBlankHtml, sanitizeRichText } from '../common/html/sanitize-rich-text.js';
import { type ListPage } from '../common/ra-list/list-response.js';
import {
  containsPattern,
  filterReaders,
  parseListQuery,
  type ListSpec,
} from '../common/ra-list/parse-list-query.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';
import {
  AdminTicketTypesService,
  EVENT_HAS_REGISTRATIONS,
  definedOnly,
} from '../ticket-types/admin-ticket-types.service.js';
import { type SaveEventDto } from './dto/save-event.dto.js';
import { toAdminEvent, type AdminEvent } from './event.admin-presenter.js';
import { EventEntity } from './event.entity.js';

export const EVENT_NOT_FOUND = MESSAGES.eventNotFound;

interface EventFilters extends Record<string, unknown> {
  id: string[];
  q: string;
  eventType: (typeof EVENT_TYPES)[number];
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
    isActive: filterReaders.boolean(),
    isPaid: filterReaders.boolean(),
  },
};

/** Fields copied as they are from the request to the row. */
const PLAIN_FIELDS = [
  'title',
  'location',
  'locationMapUrl',
  'startDate',
  'endDate',
  'imageUrl',
  'isPaid',
  'price',
  'eventType',
  'isActive',
  'features',
  'benefits',
  'specialFeatures',
  'includedItems',
  'notIncludedItems',
  'cancellationPolicy',
  'cancellationPolicyPoints',
  'faqs',
  'schedule',
  'gallery',
] as const;

/**
 * Events in the admin API. Saving an event and its ticket types is one transaction (SPEC section 7) that
 * checks SPEC section 5's rules on the record as it will be stored.
 */
@Injectable()
export class AdminEventsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ticketTypes: AdminTicketTypesService,
  ) {}

  async list(query: RaListQuery): Promise<ListPage<AdminEvent>> {
    const { sort, offset, limit, filter } = parseListQuery(query, LIST_SPEC);
    const builder = this.dataSource.getRepository(EventEntity).createQueryBuilder('event');
    if (filter.id) builder.andWhere('event.id IN (:...ids)', { ids: filter.id });
    if (filter.q)
      builder.andWhere(
        new Brackets((q) => q.where('event.title ILIKE :q', { q: containsPattern(filter.q!) })),
      );
    if (filter.eventType) builder.andWhere('event.event_type = :eventType', { eventType: filter.eventType });
    if (filter.isActive !== undefined)
      builder.andWhere('event.is_active = :isActive', { isActive: filter.isActive });
    if (filter.isPaid !== undefined) builder.andWhere('event.is_paid = :isPaid', { isPaid: filter.isPaid });
    const [events, total] = await builder
      .orderBy(sort.column, sort.order)
      .addOrderBy('event.id', 'ASC')
      .skip(offset)
      .take(limit)
      .getManyAndCount();
    const types = await this.ticketTypes.forEvents(events.map((event) => event.id));
    return { rows: events.map((event) => toAdminEvent(event, types)), total, offset };
  }

  async get(id: string, manager: EntityManager = this.dataSource.manager): Promise<AdminEvent> {
    const event = await manager.findOne(EventEntity, { where: { id } });
    if (!event) throw ApiError.notFound(EVENT_NOT_FOUND);
    return toAdminEvent(event, await this.ticketTypes.forEvents([id], manager));
  }

  create(input: SaveEventDto): Promise<AdminEvent> {
    if (input.ticketTypes?.some((type) => type.id !== undefined)) {
      const message = 'A new event cannot have existing ticket types: leave out their ids';
      throw ApiError.badRequest(message, { ticketTypes: message });
    }
    return this.save(undefined, input);
  }

  update(id: string, input: SaveEventDto): Promise<AdminEvent> {
    return this.save(id, input);
  }

  async remove(id: string): Promise<AdminEvent> {
    return this.dataSource.transaction(async (manager) => {
      await this.lock(manager, id);
      const current = await this.get(id, manager);
      await this.ticketTypes.assertEventDeletable(manager, id);
      try {
        await manager.delete(EventEntity, { id });
      } catch (error) {
        if (isForeignKeyViolation(error))
          throw ApiError.conflict(EVENT_HAS_REGISTRATIONS, 'has_registrations');
        throw error;
      }
      return current;
    });
  }

  private async save(id: string | undefined, input: SaveEventDto): Promise<AdminEvent> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const existing = id ? await this.lock(manager, id) : undefined;
        const existingTypes = id ? await this.ticketTypes.forEvents([id], manager) : [];
        const fields = this.mergedFields(existing, input);
        const desiredTypes = fields.isPaid ? (input.ticketTypes ?? existingTypes) : [];
        this.checkRules(fields, desiredTypes);
        await this.assertSlugFree(manager, fields.urlSlug, id);

        let eventId: string;
        if (existing) {
          await manager.update(EventEntity, { id: existing.id }, fields);
          eventId = existing.id;
        } else {
          const inserted = await manager.insert(EventEntity, fields);
          eventId = inserted.identifiers[0].id as string;
        }
        // A free event keeps no ticket types; otherwise the list sent (if any) becomes the event's list.
        if (!fields.isPaid || input.ticketTypes !== undefined) {
          await this.ticketTypes.reconcile(manager, eventId, fields.isPaid ? (input.ticketTypes ?? []) : []);
        }
        return this.get(eventId, manager);
      });
    } catch (error) {
      if (isUniqueViolationOf(error, 'url_slug')) {
        throw ApiError.conflict(MESSAGES.urlSlugInUse, 'slug_in_use', { urlSlug: MESSAGES.urlSlugInUse });
      }
      throw error;
    }
  }

  /** The row as it will be stored: the stored event (on update) with the fields sent laid over it. */
  private mergedFields(existing: EventEntity | undefined, input: SaveEventDto) {
    const sent = definedOnly(input);
    const base = existing ?? {
      description: '',
      isPaid: true,
      price: 0,
      eventType: 'offline' as const,
      isActive: true,
    };
    const merged: Partial<EventEntity> = {};
    for (const field of PLAIN_FIELDS) {
      const value = field in sent ? sent[field] : (base as Partial<EventEntity>)[field];
      if (value !== undefined) (merged as Record<string, unknown>)[field] = value;
    }
    merged.title = (merged.title ?? '').trim();
    merged.location = (merged.location ?? '').trim();
    merged.urlSlug = resolveSlug('urlSlug' in sent ? sent.urlSlug : existing?.urlSlug, merged.title);
    merged.description = sanitizeRichText(
      ('description' in sent ? sent.description : base.description) ?? '',
    );
    merged.isPaid = merged.isPaid ?? true;
    if (!merged.isPaid) merged.price = 0;
    return merged as Partial<EventEntity> & { urlSlug: string; isPaid: boolean };
  }

  private checkRules(
    fields: Partial<EventEntity>,
    ticketTypes: { name?: string | null; price?: number | null }[],
  ): void {
    const problems = eventSaveProblems({
      ...fields,
      descriptionIsBlank: isBlankHtml(fields.description),
      ticketTypes,
    });
    if (fields.urlSlug && !isValidSlug(fields.urlSlug)) {
      const message = `URL slug: ${MESSAGES.slugHint}`;
      problems.splice(problems[0]?.field === 'title' ? 1 : 0, 0, { field: 'urlSlug', message });
    }
    if (problems.length === 0) return;
    const byField = Object.fromEntries(problems.map((problem) => [problem.field, problem.message]));
    throw new ApiError(HttpStatus.BAD_REQUEST, problems[0].message, 'invalid_event', byField);
  }

  private async assertSlugFree(
    manager: EntityManager,
    urlSlug: string,
    id: string | undefined,
  ): Promise<void> {
    const [taken] = await manager.query(
      'SELECT 1 FROM events WHERE url_slug = $1 AND ($2::uuid IS NULL OR id <> $2::uuid) LIMIT 1',
      [urlSlug, id ?? null],
    );
    if (taken)
      throw ApiError.conflict(MESSAGES.urlSlugInUse, 'slug_in_use', { urlSlug: MESSAGES.urlSlugInUse });
  }

  private async lock(manager: EntityManager, id: string): Promise<EventEntity> {
    const event = await manager.findOne(EventEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!event) throw ApiError.notFound(EVENT_NOT_FOUND);
    return event;
  }
}
