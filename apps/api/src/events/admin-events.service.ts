import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  EVENT_FIELDS,
  EVENT_FIELD_KINDS,
  MESSAGES,
  NEW_EVENT_VALUES,
  cleanHindiFaqs,
  cleanHindiSchedule,
  cleanHindiTextList,
  eventFieldsOfKind,
  eventSaveProblems,
  isBlankHtml,
  isValidSlug,
  resolveSlug,
} from '@foundation/shared';
import { AuditService } from '../audit/index.js';
import { isForeignKeyViolation, isUniqueViolationOf } from '../common/http/database-errors.js';
import { sanitizeRichText } from '../common/html/sanitize-rich-text.js';
import { hindiRichText } from '../common/validation/hindi-twin.js';
import { type ListPage } from '../common/ra-list/list-response.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';
import { AdminTicketTypesService, definedOnly } from '../ticket-types/index.js';
import { type SaveEventDto } from './dto/save-event.dto.js';
import { EventChanges } from './event-changes.js';
import { toAdminEvent, type AdminEvent } from './event.admin-presenter.js';
import { EventEntity } from './event.entity.js';
import { EventErrorCode, eventError } from './events.errors.js';
import { EventsRepository } from './events.repository.js';

/** The Hindi twins of the sections, cleaned as they are stored: one form of "not translated" (null). */
const SECTION_TWINS = eventFieldsOfKind('hindiTextList', 'hindiFaqs', 'hindiSchedule');
const CLEAN_SECTION_TWIN = {
  hindiTextList: cleanHindiTextList,
  hindiFaqs: cleanHindiFaqs,
  hindiSchedule: cleanHindiSchedule,
} as Record<string, (value: unknown) => unknown>;

/** Fields copied as they are from the request to the row (the slug, descriptions and section twins are resolved first). */
const PLAIN_FIELDS = EVENT_FIELDS.filter(
  (field) =>
    field !== 'urlSlug' &&
    field !== 'description' &&
    field !== 'descriptionHi' &&
    !SECTION_TWINS.includes(field),
);

/**
 * Events in the admin API. Saving an event and its ticket types is one transaction (docs/product.md §7) that
 * checks docs/product.md §5's rules on the record as it will be stored.
 */
@Injectable()
export class AdminEventsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: EventsRepository,
    private readonly ticketTypes: AdminTicketTypesService,
    private readonly audit: AuditService,
    private readonly changes: EventChanges,
  ) {}

  async list(query: RaListQuery): Promise<ListPage<AdminEvent>> {
    const { rows: events, total, offset } = await this.events.list(query);
    const types = await this.ticketTypes.forEvents(events.map((event) => event.id));
    return { rows: events.map((event) => toAdminEvent(event, types)), total, offset };
  }

  async get(id: string, manager: EntityManager = this.dataSource.manager): Promise<AdminEvent> {
    const event = await this.events.findById(id, manager);
    if (!event) throw eventError(EventErrorCode.NotFound);
    return toAdminEvent(event, await this.ticketTypes.forEvents([id], manager));
  }

  create(input: SaveEventDto): Promise<AdminEvent> {
    if (input.ticketTypes?.some((type) => type.id !== undefined)) {
      throw eventError(EventErrorCode.InvalidRequest, { field: 'ticketTypes' });
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
      // An event with registrations is never deleted (its ticket types would go with it).
      if (await this.events.hasRegistrations(manager, id)) throw eventError(EventErrorCode.HasRegistrations);
      try {
        await this.events.delete(manager, id);
      } catch (error) {
        // a registration arrived between the check and the delete
        if (isForeignKeyViolation(error)) throw eventError(EventErrorCode.HasRegistrations);
        throw error;
      }
      await this.audit.record(manager, {
        action: 'delete',
        resource: 'events',
        resourceId: id,
        before: current,
      });
      return current;
    });
  }

  private async save(id: string | undefined, input: SaveEventDto): Promise<AdminEvent> {
    try {
      const saved = await this.dataSource.transaction(async (manager) => {
        const existing = id ? await this.lock(manager, id) : undefined;
        const before = id ? await this.get(id, manager) : null;
        const existingTypes = id ? await this.ticketTypes.forEvents([id], manager) : [];
        const fields = this.mergedFields(existing, input);
        const desiredTypes = fields.isPaid ? (input.ticketTypes ?? existingTypes) : [];
        this.checkRules(fields, desiredTypes);
        await this.assertSlugFree(manager, fields.urlSlug, id);

        let eventId: string;
        if (existing) {
          const whenWhere = await this.changes.snapshot(manager, existing.id);
          await this.events.update(manager, existing.id, fields);
          eventId = existing.id;
          // A new date or place is told to the attendees in this transaction (moving an event).
          await this.changes.saved(manager, eventId, whenWhere);
        } else {
          eventId = await this.events.insert(manager, fields);
        }
        // A free event keeps no ticket types; otherwise the list sent (if any) becomes the event's list.
        if (!fields.isPaid || input.ticketTypes !== undefined) {
          await this.ticketTypes.reconcile(manager, eventId, fields.isPaid ? (input.ticketTypes ?? []) : []);
        }
        const after = await this.get(eventId, manager);
        await this.audit.record(manager, {
          action: before ? 'update' : 'create',
          resource: 'events',
          resourceId: eventId,
          before,
          after,
        });
        return after;
      });
      // Raised ticket quantities free seats: the waiting list hears it after the commit.
      if (id) await this.ticketTypes.seatsMayBeFree(saved.id);
      return saved;
    } catch (error) {
      if (isUniqueViolationOf(error, 'url_slug')) {
        throw eventError(EventErrorCode.SlugInUse, { field: 'urlSlug' });
      }
      throw error;
    }
  }

  /** The row as it will be stored: the stored event (on update) with the fields sent laid over it. */
  private mergedFields(existing: EventEntity | undefined, input: SaveEventDto) {
    const sent = definedOnly(input);
    const base: Partial<EventEntity> = existing ?? NEW_EVENT_VALUES;
    const merged: Partial<EventEntity> = {};
    for (const field of PLAIN_FIELDS) {
      const value = field in sent ? sent[field as keyof typeof sent] : base[field];
      if (value !== undefined) (merged as Record<string, unknown>)[field] = value;
    }
    merged.title = (merged.title ?? '').trim();
    merged.location = (merged.location ?? '').trim();
    merged.urlSlug = resolveSlug('urlSlug' in sent ? sent.urlSlug : existing?.urlSlug, merged.title);
    merged.description = sanitizeRichText(
      ('description' in sent ? sent.description : base.description) ?? '',
    );
    merged.descriptionHi = hindiRichText(
      'descriptionHi' in sent ? sent.descriptionHi : existing?.descriptionHi,
    );
    // Sent (null clears) or stored, cleaned; the stored ones were cleaned when saved (the demo seed's too).
    for (const field of SECTION_TWINS) {
      const value = field in sent ? sent[field as keyof typeof sent] : existing?.[field];
      (merged as Record<string, unknown>)[field] = CLEAN_SECTION_TWIN[EVENT_FIELD_KINDS[field]](value);
    }
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
    throw eventError(EventErrorCode.Invalid, { message: problems[0].message, fields: byField });
  }

  private async assertSlugFree(
    manager: EntityManager,
    urlSlug: string,
    id: string | undefined,
  ): Promise<void> {
    if (await this.events.isSlugTaken(manager, urlSlug, id))
      throw eventError(EventErrorCode.SlugInUse, { field: 'urlSlug' });
  }

  private async lock(manager: EntityManager, id: string): Promise<EventEntity> {
    const event = await this.events.lockEvent(manager, id);
    if (!event) throw eventError(EventErrorCode.NotFound);
    return event;
  }
}
