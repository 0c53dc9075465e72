import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { type ListPage } from '../common/ra-list/list-response.js';
import {
  containsPattern,
  filterReaders,
  parseListQuery,
  type ListSpec,
} from '../common/ra-list/parse-list-query.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';
import { seatsTakenSql } from './seat-usage.js';

/** A ticket type with its event's title and its seats, as stored now. */
export interface TicketTypeWithSeats {
  id: string;
  eventId: string;
  eventTitle: string;
  name: string;
  price: number;
  description: string | null;
  nameHi: string | null;
  descriptionHi: string | null;
  /** Null: unlimited. */
  availableQuantity: number | null;
  /** Tickets of completed registrations plus those of pending registrations still holding their seats. */
  seatsTaken: number;
  /** Tickets of completed registrations. */
  seatsSold: number;
  createdAt: Date;
  updatedAt: Date;
}

/** A ticket type as the public event page shows it. */
export interface PublicTicketTypeSeats {
  id: string;
  name: string;
  price: number;
  description: string | null;
  nameHi: string | null;
  descriptionHi: string | null;
  availableQuantity: number | null;
  seatsTaken: number;
}

/** The stored fields of a ticket type an admin writes. */
export interface TicketTypeFields {
  name: string;
  price: number | undefined;
  description: string | null;
  nameHi: string | null;
  descriptionHi: string | null;
  availableQuantity: number | null;
}

const SELECT_WITH_SEATS = `
  SELECT t.id, t.event_id AS "eventId", e.title AS "eventTitle", t.name, t.price, t.description,
         t.name_hi AS "nameHi", t.description_hi AS "descriptionHi",
         t.available_quantity AS "availableQuantity",
         ${seatsTakenSql('t.id')} AS "seatsTaken",
         (SELECT COALESCE(SUM(r.number_of_tickets), 0)::int FROM event_registrations r
           WHERE r.ticket_type_id = t.id AND r.payment_status = 'completed') AS "seatsSold",
         t.created_at AS "createdAt", t.updated_at AS "updatedAt"
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

/** PostgreSQL gives numeric columns as strings. */
const withNumericPrice = <T extends { price: unknown }>(row: T): T => ({ ...row, price: Number(row.price) });

/**
 * The SQL of ticket types (`event_ticket_types`) and of their seats. Writes of an event's types lock the
 * event row first, then its types, always in that order (see the lock methods).
 */
@Injectable()
export class TicketTypesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A page of the admin list (react-admin's sort, range and filters). */
  async list(query: RaListQuery): Promise<ListPage<TicketTypeWithSeats>> {
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
    const rows: TicketTypeWithSeats[] = await this.dataSource.query(
      `${SELECT_WITH_SEATS} ${whereSql} ORDER BY ${sort.column} ${sort.order}, t.id ASC
       LIMIT ${param(limit)} OFFSET ${param(offset)}`,
      params,
    );
    return { rows: rows.map(withNumericPrice), total, offset };
  }

  /** Some ticket types by id (in no particular order). */
  async findByIds(
    ids: string[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<TicketTypeWithSeats[]> {
    const rows: TicketTypeWithSeats[] = await manager.query(
      `${SELECT_WITH_SEATS} WHERE t.id = ANY($1::uuid[])`,
      [ids],
    );
    return rows.map(withNumericPrice);
  }

  /** The types of some events, cheapest first. */
  async findForEvents(
    eventIds: string[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<TicketTypeWithSeats[]> {
    if (eventIds.length === 0) return [];
    const rows: TicketTypeWithSeats[] = await manager.query(
      `${SELECT_WITH_SEATS} WHERE t.event_id = ANY($1::uuid[]) ORDER BY t.price ASC, t.created_at ASC, t.id ASC`,
      [eventIds],
    );
    return rows.map(withNumericPrice);
  }

  /** The cheapest type's price of each of these events that has types (events without types are absent). */
  async findLowestPrices(eventIds: string[]): Promise<Map<string, number>> {
    if (eventIds.length === 0) return new Map();
    const rows: { eventId: string; price: string }[] = await this.dataSource.query(
      `SELECT t.event_id AS "eventId", MIN(t.price) AS price
         FROM event_ticket_types t
        WHERE t.event_id = ANY($1::uuid[])
        GROUP BY t.event_id`,
      [eventIds],
    );
    return new Map(rows.map((row) => [row.eventId, Number(row.price)]));
  }

  /** An event's types for its public page, cheapest first, each with the seats taken. */
  async findPublicForEvent(eventId: string): Promise<PublicTicketTypeSeats[]> {
    const rows: PublicTicketTypeSeats[] = await this.dataSource.query(
      `SELECT t.id, t.name, t.price, t.description, t.name_hi AS "nameHi", t.description_hi AS "descriptionHi",
              t.available_quantity AS "availableQuantity",
              ${seatsTakenSql('t.id')} AS "seatsTaken"
         FROM event_ticket_types t
        WHERE t.event_id = $1
        ORDER BY t.price ASC, t.created_at ASC, t.id ASC`,
      [eventId],
    );
    return rows.map(withNumericPrice);
  }

  /** Locks the event row (the first lock of every write to its types); undefined when there is no event. */
  async lockEvent(
    manager: EntityManager,
    eventId: string,
  ): Promise<{ id: string; isPaid: boolean } | undefined> {
    const [event] = await manager.query(
      'SELECT id, is_paid AS "isPaid" FROM events WHERE id = $1 FOR UPDATE',
      [eventId],
    );
    return event;
  }

  /** The event a ticket type belongs to (no lock), or undefined when the type does not exist. */
  async findEventIdOf(manager: EntityManager, ticketTypeId: string): Promise<string | undefined> {
    const [found] = await manager.query(
      'SELECT event_id AS "eventId" FROM event_ticket_types WHERE id = $1',
      [ticketTypeId],
    );
    return found?.eventId;
  }

  /** Locks one ticket type row (after its event's). */
  async lockTicketType(manager: EntityManager, ticketTypeId: string): Promise<void> {
    await manager.query('SELECT id FROM event_ticket_types WHERE id = $1 FOR UPDATE', [ticketTypeId]);
  }

  /** Locks every type of an event (after the event's row), in id order. */
  async lockTicketTypesOfEvent(manager: EntityManager, eventId: string): Promise<void> {
    await manager.query('SELECT id FROM event_ticket_types WHERE event_id = $1 ORDER BY id FOR UPDATE', [
      eventId,
    ]);
  }

  /** How many other types the event has, and whether it is paid. */
  async countOtherTypes(
    manager: EntityManager,
    eventId: string,
    ticketTypeId: string,
  ): Promise<{ others: number; eventIsPaid: boolean }> {
    const [row] = await manager.query(
      `SELECT (SELECT count(*)::int FROM event_ticket_types WHERE event_id = $1 AND id <> $2) AS others,
              (SELECT is_paid FROM events WHERE id = $1) AS "eventIsPaid"`,
      [eventId, ticketTypeId],
    );
    return { others: row.others, eventIsPaid: Boolean(row.eventIsPaid) };
  }

  async insert(manager: EntityManager, eventId: string, fields: TicketTypeFields): Promise<string> {
    const [row] = await manager.query(
      `INSERT INTO event_ticket_types (event_id, name, price, description, available_quantity, name_hi, description_hi)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        eventId,
        fields.name,
        fields.price,
        fields.description,
        fields.availableQuantity,
        fields.nameHi,
        fields.descriptionHi,
      ],
    );
    return row.id;
  }

  async update(manager: EntityManager, ticketTypeId: string, fields: TicketTypeFields): Promise<void> {
    await manager.query(
      `UPDATE event_ticket_types SET name = $2, price = $3, description = $4, available_quantity = $5,
              name_hi = $6, description_hi = $7, updated_at = now()
        WHERE id = $1`,
      [
        ticketTypeId,
        fields.name,
        fields.price,
        fields.description,
        fields.availableQuantity,
        fields.nameHi,
        fields.descriptionHi,
      ],
    );
  }

  /** Whether any registration (of any status) names this ticket type. */
  async hasRegistrations(manager: EntityManager, ticketTypeId: string): Promise<boolean> {
    const [{ found }] = await manager.query(
      'SELECT EXISTS (SELECT 1 FROM event_registrations WHERE ticket_type_id = $1) AS found',
      [ticketTypeId],
    );
    return found;
  }

  /** Deletes one type; a registration that arrived meanwhile makes this fail with a foreign key violation. */
  async delete(manager: EntityManager, ticketTypeId: string): Promise<void> {
    await manager.query('DELETE FROM event_ticket_types WHERE id = $1', [ticketTypeId]);
  }
}
