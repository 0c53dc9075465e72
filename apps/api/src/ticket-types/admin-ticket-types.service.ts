import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { cleanHindiTwin } from '@foundation/shared';
import { AuditService } from '../audit/index.js';
import { SeatsReleased } from './seats-released.js';
import { isForeignKeyViolation } from '../common/http/database-errors.js';
import { type ListPage } from '../common/ra-list/list-response.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';
import {
  type CreateTicketTypeDto,
  type TicketTypeFieldsDto,
  type TicketTypeInputDto,
} from './dto/ticket-type-input.dto.js';
import { toAdminTicketType, type AdminTicketType } from './ticket-type.admin-presenter.js';
import { TICKET_TYPE_MESSAGES, TicketTypeErrorCode, ticketTypeError } from './ticket-types.errors.js';
import { TicketTypesRepository, type TicketTypeFields } from './ticket-types.repository.js';

const invalidTicketType = (field: string) => ticketTypeError(TicketTypeErrorCode.InvalidRequest, { field });
const invalidRequest = (message: string, field: string) =>
  ticketTypeError(TicketTypeErrorCode.InvalidRequest, { message, field });
const hasRegistrations = (name: string) =>
  ticketTypeError(TicketTypeErrorCode.HasRegistrations, {
    message: TICKET_TYPE_MESSAGES.hasRegistrations(name),
  });

function hasValidNameAndPrice(type: TicketTypeFieldsDto): boolean {
  return (
    typeof type.name === 'string' &&
    type.name.trim().length > 0 &&
    typeof type.price === 'number' &&
    type.price >= 0
  );
}

/** The stored form of what an admin sent: trimmed name and description, an empty description as null. */
function storedFields(type: TicketTypeFieldsDto): TicketTypeFields {
  return {
    name: (type.name ?? '').trim(),
    price: type.price,
    description: emptyToNull(type.description),
    nameHi: cleanHindiTwin(type.nameHi),
    descriptionHi: cleanHindiTwin(type.descriptionHi),
    availableQuantity: type.availableQuantity ?? null,
  };
}

/**
 * Ticket types in the admin API, and the rules every change to them follows (also when an event is saved
 * with its `ticketTypes`): a type with registrations is never deleted, and its quantity never drops below
 * the seats already sold or held. Writes lock the event row first, then its types.
 */
@Injectable()
export class AdminTicketTypesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ticketTypes: TicketTypesRepository,
    private readonly audit: AuditService,
    private readonly seatsReleased: SeatsReleased,
  ) {}

  async list(query: RaListQuery): Promise<ListPage<AdminTicketType>> {
    const page = await this.ticketTypes.list(query);
    return { ...page, rows: page.rows.map(toAdminTicketType) };
  }

  async get(id: string, manager: EntityManager = this.dataSource.manager): Promise<AdminTicketType> {
    const [found] = await this.ticketTypes.findByIds([id], manager);
    if (!found) throw ticketTypeError(TicketTypeErrorCode.NotFound);
    return toAdminTicketType(found);
  }

  /** The types of some events, cheapest first, for the events' admin JSON. */
  async forEvents(
    eventIds: string[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<AdminTicketType[]> {
    return (await this.ticketTypes.findForEvents(eventIds, manager)).map(toAdminTicketType);
  }

  async create(input: CreateTicketTypeDto): Promise<AdminTicketType> {
    return this.dataSource.transaction(async (manager) => {
      const event = await this.ticketTypes.lockEvent(manager, input.eventId);
      if (!event) throw invalidRequest(TICKET_TYPE_MESSAGES.eventMissing, 'eventId');
      if (!event.isPaid) throw invalidRequest(TICKET_TYPE_MESSAGES.eventNotPaid, 'eventId');
      if (!hasValidNameAndPrice(input)) throw invalidTicketType('name');
      const id = await this.ticketTypes.insert(manager, input.eventId, storedFields(input));
      const after = await this.get(id, manager);
      await this.audit.record(manager, { action: 'create', resource: 'ticket-types', resourceId: id, after });
      return after;
    });
  }

  async update(id: string, input: TicketTypeInputDto): Promise<AdminTicketType> {
    const updated = await this.dataSource.transaction(async (manager) => {
      const current = await this.lockTypeWithEvent(manager, id);
      if (input.eventId !== undefined && input.eventId !== current.eventId)
        throw invalidRequest(TICKET_TYPE_MESSAGES.cannotMove, 'eventId');
      const merged = { ...current, ...definedOnly(input) };
      if (!hasValidNameAndPrice(merged)) throw invalidTicketType('name');
      await this.applyUpdate(manager, current, merged, 'availableQuantity');
      const after = await this.get(id, manager);
      await this.audit.record(manager, {
        action: 'update',
        resource: 'ticket-types',
        resourceId: id,
        before: current,
        after,
      });
      return after;
    });
    // A raised quantity frees seats: announced after the commit, so the waiting list sees them.
    await this.seatsReleased.released(updated.eventId);
    return updated;
  }

  /** Seats of the event may have been freed by an edit of its ticket types (called after its commit). */
  seatsMayBeFree(eventId: string): Promise<void> {
    return this.seatsReleased.released(eventId);
  }

  async remove(id: string): Promise<AdminTicketType> {
    return this.dataSource.transaction(async (manager) => {
      const current = await this.lockTypeWithEvent(manager, id);
      const { others, eventIsPaid } = await this.ticketTypes.countOtherTypes(manager, current.eventId, id);
      if (eventIsPaid && others === 0) throw ticketTypeError(TicketTypeErrorCode.LastTicketType);
      await this.deleteTypes(manager, [current]);
      await this.audit.record(manager, {
        action: 'delete',
        resource: 'ticket-types',
        resourceId: id,
        before: current,
      });
      return current;
    });
  }

  /**
   * Makes an event's ticket types what the admin sent (docs/product.md §7): updates those with an id, inserts
   * those without, deletes the others. Runs inside the caller's transaction, after the event row is locked;
   * any refusal rolls everything back.
   */
  async reconcile(manager: EntityManager, eventId: string, desired: TicketTypeInputDto[]): Promise<void> {
    const existing = await this.forEvents([eventId], manager);
    await this.ticketTypes.lockTicketTypesOfEvent(manager, eventId);
    const byId = new Map(existing.map((type) => [type.id, type]));
    const seen = new Set<string>();
    desired.forEach((type, index) => {
      if (type.id === undefined) return;
      if (!byId.has(type.id) || seen.has(type.id))
        throw invalidRequest(TICKET_TYPE_MESSAGES.notOfThisEvent, `ticketTypes.${index}.id`);
      seen.add(type.id);
    });
    for (const [index, type] of desired.entries()) {
      const current = type.id === undefined ? undefined : byId.get(type.id);
      if (current)
        await this.applyUpdate(
          manager,
          current,
          { ...current, ...definedOnly(type) },
          `ticketTypes.${index}.availableQuantity`,
        );
      else await this.ticketTypes.insert(manager, eventId, storedFields(type));
    }
    await this.deleteTypes(
      manager,
      existing.filter((type) => !seen.has(type.id)),
    );
  }

  private async applyUpdate(
    manager: EntityManager,
    current: AdminTicketType,
    next: TicketTypeFieldsDto & { name?: string; price?: number },
    quantityField: string,
  ): Promise<void> {
    const fields = storedFields(next);
    const taken = current.seatsSold + current.seatsHeld;
    if (fields.availableQuantity !== null && fields.availableQuantity < taken) {
      const message = TICKET_TYPE_MESSAGES.quantityBelowTaken(
        current.name,
        current.seatsSold,
        current.seatsHeld,
      );
      throw ticketTypeError(TicketTypeErrorCode.QuantityBelowSold, { message, field: quantityField });
    }
    await this.ticketTypes.update(manager, current.id, fields);
  }

  /** Deletes types that have no registrations; the first one that has any stops everything with 409. */
  private async deleteTypes(manager: EntityManager, types: AdminTicketType[]): Promise<void> {
    for (const type of types) {
      if (await this.ticketTypes.hasRegistrations(manager, type.id)) throw hasRegistrations(type.name);
      try {
        await this.ticketTypes.delete(manager, type.id);
      } catch (error) {
        // a registration arrived between the check and the delete
        if (isForeignKeyViolation(error)) throw hasRegistrations(type.name);
        throw error;
      }
    }
  }

  /** Locks the type's event, then the type, and gives the type as it is now. */
  private async lockTypeWithEvent(manager: EntityManager, id: string): Promise<AdminTicketType> {
    const eventId = await this.ticketTypes.findEventIdOf(manager, id);
    if (!eventId) throw ticketTypeError(TicketTypeErrorCode.NotFound);
    await this.ticketTypes.lockEvent(manager, eventId);
    await this.ticketTypes.lockTicketType(manager, id);
    return this.get(id, manager);
  }
}

function emptyToNull(value: string | null | undefined): string | null {
  return value === undefined || value === null || value.trim() === '' ? null : value.trim();
}

/** The fields that were sent (undefined means "keep what is stored"). */
export function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
