import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { MESSAGES } from '@foundation/shared';
import { ApiError } from '../common/http/api-error.js';
import { isForeignKeyViolation } from '../common/http/database-errors.js';
import { type ListPage } from '../common/ra-list/list-response.js';
import {
  containsPattern,
  filterReaders,
  parseListQuery,
  type ListSpec,
} from '../common/ra-list/parse-list-query.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';
import {
  type CreateTicketTypeDto,
  type TicketTypeFieldsDto,
  type TicketTypeInputDto,
} from './dto/ticket-type-input.dto.js';
import { seatsTakenSql } from './seat-usage.js';
import {
  toAdminTicketType,
  type AdminTicketType,
  type AdminTicketTypeRow,
} from './ticket-type.admin-presenter.js';

export const TICKET_TYPE_NOT_FOUND = 'Ticket type not found';
export const EVENT_HAS_REGISTRATIONS =
  'This event has registrations and cannot be deleted. Deactivate the event instead.';
export const ticketTypeHasRegistrations = (name: string) =>
  `Ticket type "${name}" has registrations and cannot be deleted. Deactivate the event instead.`;
export const quantityBelowTaken = (name: string, sold: number, held: number) =>
  held > 0
    ? `The quantity of "${name}" cannot be lower than ${sold + held}: ${sold} seats are already sold and ${held} are held for payments in progress`
    : `The quantity of "${name}" cannot be lower than the ${sold} seats already sold`;

const SELECT_ADMIN_TICKET_TYPES = `
  SELECT t.id, t.event_id, e.title AS event_title, t.name, t.price, t.description, t.available_quantity,
         ${seatsTakenSql('t.id')} AS seats_taken,
         (SELECT COALESCE(SUM(r.number_of_tickets), 0)::int FROM event_registrations r
           WHERE r.ticket_type_id = t.id AND r.payment_status = 'completed') AS seats_sold,
         t.created_at, t.updated_at
    FROM event_ticket_types t
    JOIN events e ON e.id = t.event_id`;

interface TicketTypeFilters extends Record<string, unknown> {
  id: string[];
  eventId: string[];
  q: string;
}

const LIST_SPEC: ListSpec<TicketTypeFilters> = {
  sortable: {
    id: 't.id',
    name: 't.name',
    price: 't.price',
    availableQuantity: 't.available_quantity',
    eventId: 't.event_id',
    eventTitle: 'e.title',
    createdAt: 't.created_at',
    updatedAt: 't.updated_at',
  },
  defaultSort: ['createdAt', 'DESC'],
  filters: { id: filterReaders.uuids(), eventId: filterReaders.uuids(), q: filterReaders.text() },
};

const invalidTicketType = (field: string) =>
  ApiError.badRequest(MESSAGES.invalidTicketTypes, { [field]: MESSAGES.invalidTicketTypes });

function hasValidNameAndPrice(type: TicketTypeFieldsDto): boolean {
  return (
    typeof type.name === 'string' &&
    type.name.trim().length > 0 &&
    typeof type.price === 'number' &&
    type.price >= 0
  );
}

/**
 * Ticket types in the admin API, and the rules every change to them follows (also when an event is saved
 * with its `ticketTypes`): a type with registrations is never deleted, and its quantity never drops below
 * the seats already sold or held. Writes lock the event row first, then its types.
 */
@Injectable()
export class AdminTicketTypesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(query: RaListQuery): Promise<ListPage<AdminTicketType>> {
    const { sort, offset, limit, filter } = parseListQuery(query, LIST_SPEC);
    const where: string[] = [];
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    if (filter.id) where.push(`t.id = ANY(${param(filter.id)}::uuid[])`);
    if (filter.eventId) where.push(`t.event_id = ANY(${param(filter.eventId)}::uuid[])`);
    if (filter.q) where.push(`t.name ILIKE ${param(containsPattern(filter.q))}`);
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ total }] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM event_ticket_types t JOIN events e ON e.id = t.event_id ${whereSql}`,
      params,
    );
    const rows: AdminTicketTypeRow[] = await this.dataSource.query(
      `${SELECT_ADMIN_TICKET_TYPES} ${whereSql} ORDER BY ${sort.column} ${sort.order}, t.id ASC
       LIMIT ${param(limit)} OFFSET ${param(offset)}`,
      params,
    );
    return { rows: rows.map(toAdminTicketType), total, offset };
  }

  async get(id: string, manager: EntityManager = this.dataSource.manager): Promise<AdminTicketType> {
    const [row] = await this.forIds(manager, [id]);
    if (!row) throw ApiError.notFound(TICKET_TYPE_NOT_FOUND);
    return row;
  }

  /** The types of some events, cheapest first, for the events' admin JSON. */
  async forEvents(
    eventIds: string[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<AdminTicketType[]> {
    if (eventIds.length === 0) return [];
    const rows: AdminTicketTypeRow[] = await manager.query(
      `${SELECT_ADMIN_TICKET_TYPES} WHERE t.event_id = ANY($1::uuid[]) ORDER BY t.price ASC, t.created_at ASC, t.id ASC`,
      [eventIds],
    );
    return rows.map(toAdminTicketType);
  }

  async create(input: CreateTicketTypeDto): Promise<AdminTicketType> {
    return this.dataSource.transaction(async (manager) => {
      const event = await this.lockEvent(manager, input.eventId);
      if (!event)
        throw ApiError.badRequest('The event does not exist', { eventId: 'The event does not exist' });
      if (!event.is_paid) {
        const message = 'Ticket types can only be added to paid events';
        throw ApiError.badRequest(message, { eventId: message });
      }
      if (!hasValidNameAndPrice(input)) throw invalidTicketType('name');
      const id = await this.insert(manager, input.eventId, input);
      return this.get(id, manager);
    });
  }

  async update(id: string, input: TicketTypeInputDto): Promise<AdminTicketType> {
    return this.dataSource.transaction(async (manager) => {
      const current = await this.lockTypeWithEvent(manager, id);
      if (input.eventId !== undefined && input.eventId !== current.eventId) {
        const message = 'A ticket type cannot move to another event';
        throw ApiError.badRequest(message, { eventId: message });
      }
      const merged = { ...current, ...definedOnly(input) };
      if (!hasValidNameAndPrice(merged)) throw invalidTicketType('name');
      await this.applyUpdate(manager, current, merged, 'availableQuantity');
      return this.get(id, manager);
    });
  }

  async remove(id: string): Promise<AdminTicketType> {
    return this.dataSource.transaction(async (manager) => {
      const current = await this.lockTypeWithEvent(manager, id);
      const [{ others, paid }] = await manager.query(
        `SELECT (SELECT count(*)::int FROM event_ticket_types WHERE event_id = $1 AND id <> $2) AS others,
                (SELECT is_paid FROM events WHERE id = $1) AS paid`,
        [current.eventId, id],
      );
      if (paid && others === 0) {
        throw ApiError.conflict(
          `${MESSAGES.paidEventNeedsTicketType}: add another type first, or make the event free`,
          'last_ticket_type',
        );
      }
      await this.deleteTypes(manager, [current]);
      return current;
    });
  }

  /**
   * Makes an event's ticket types what the admin sent (SPEC section 7): updates those with an id, inserts
   * those without, deletes the others. Runs inside the caller's transaction, after the event row is locked;
   * any refusal rolls everything back.
   */
  async reconcile(manager: EntityManager, eventId: string, desired: TicketTypeInputDto[]): Promise<void> {
    const existing = await this.forEvents([eventId], manager);
    await manager.query('SELECT id FROM event_ticket_types WHERE event_id = $1 ORDER BY id FOR UPDATE', [
      eventId,
    ]);
    const byId = new Map(existing.map((type) => [type.id, type]));
    const seen = new Set<string>();
    desired.forEach((type, index) => {
      if (type.id === undefined) return;
      if (!byId.has(type.id) || seen.has(type.id)) {
        const message = 'This ticket type does not belong to this event';
        throw ApiError.badRequest(message, { [`ticketTypes.${index}.id`]: message });
      }
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
      else await this.insert(manager, eventId, type);
    }
    await this.deleteTypes(
      manager,
      existing.filter((type) => !seen.has(type.id)),
    );
  }

  /** Refuses to delete an event that has registrations (its types go with it). Caller holds the event lock. */
  async assertEventDeletable(manager: EntityManager, eventId: string): Promise<void> {
    const [{ found }] = await manager.query(
      'SELECT EXISTS (SELECT 1 FROM event_registrations WHERE event_id = $1) AS found',
      [eventId],
    );
    if (found) throw ApiError.conflict(EVENT_HAS_REGISTRATIONS, 'has_registrations');
  }

  private async applyUpdate(
    manager: EntityManager,
    current: AdminTicketType,
    next: TicketTypeFieldsDto & { name?: string; price?: number },
    quantityField: string,
  ): Promise<void> {
    const quantity = next.availableQuantity ?? null;
    const taken = current.seatsSold + current.seatsHeld;
    if (quantity !== null && quantity < taken) {
      const message = quantityBelowTaken(current.name, current.seatsSold, current.seatsHeld);
      throw new ApiError(HttpStatus.CONFLICT, message, 'quantity_below_sold', { [quantityField]: message });
    }
    await manager.query(
      `UPDATE event_ticket_types SET name = $2, price = $3, description = $4, available_quantity = $5, updated_at = now()
        WHERE id = $1`,
      [current.id, (next.name ?? '').trim(), next.price, emptyToNull(next.description), quantity],
    );
  }

  private async insert(manager: EntityManager, eventId: string, type: TicketTypeFieldsDto): Promise<string> {
    const [row] = await manager.query(
      `INSERT INTO event_ticket_types (event_id, name, price, description, available_quantity)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [
        eventId,
        (type.name ?? '').trim(),
        type.price,
        emptyToNull(type.description),
        type.availableQuantity ?? null,
      ],
    );
    return row.id;
  }

  /** Deletes types that have no registrations; the first one that has any stops everything with 409. */
  private async deleteTypes(manager: EntityManager, types: AdminTicketType[]): Promise<void> {
    for (const type of types) {
      const [{ found }] = await manager.query(
        'SELECT EXISTS (SELECT 1 FROM event_registrations WHERE ticket_type_id = $1) AS found',
        [type.id],
      );
      if (found) throw ApiError.conflict(ticketTypeHasRegistrations(type.name), 'has_registrations');
      try {
        await manager.query('DELETE FROM event_ticket_types WHERE id = $1', [type.id]);
      } catch (error) {
        // a registration arrived between the check and the delete
        if (isForeignKeyViolation(error))
          throw ApiError.conflict(ticketTypeHasRegistrations(type.name), 'has_registrations');
        throw error;
      }
    }
  }

  private async lockEvent(
    manager: EntityManager,
    eventId: string,
  ): Promise<{ id: string; is_paid: boolean } | undefined> {
    const [event] = await manager.query('SELECT id, is_paid FROM events WHERE id = $1 FOR UPDATE', [eventId]);
    return event;
  }

  /** Locks the type's event, then the type, and gives the type as it is now. */
  private async lockTypeWithEvent(manager: EntityManager, id: string): Promise<AdminTicketType> {
    const [found] = await manager.query('SELECT event_id FROM event_ticket_types WHERE id = $1', [id]);
    if (!found) throw ApiError.notFound(TICKET_TYPE_NOT_FOUND);
    await this.lockEvent(manager, found.event_id);
    await manager.query('SELECT id FROM event_ticket_types WHERE id = $1 FOR UPDATE', [id]);
    return this.get(id, manager);
  }

  private forIds(manager: EntityManager, ids: string[]): Promise<AdminTicketType[]> {
    return manager
      .query(`${SELECT_ADMIN_TICKET_TYPES} WHERE t.id = ANY($1::uuid[])`, [ids])
      .then((rows: AdminTicketTypeRow[]) => rows.map(toAdminTicketType));
  }
}

function emptyToNull(value: string | null | undefined): string | null {
  return value === undefined || value === null || value.trim() === '' ? null : value.trim();
}

/** The fields that were sent (undefined means "keep what is stored"). */
export function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
