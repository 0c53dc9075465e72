import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  WAITLIST_STATUSES,
  type AdminWaitlistEntry,
  type WaitlistStatus,
  type Locale,
} from '@foundation/shared';
import { type ListPage } from '../common/ra-list/list-response.js';
import {
  containsPattern,
  filterReaders,
  parseListQuery,
  type ListSpec,
} from '../common/ra-list/parse-list-query.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';
import { type NoticeAcceptance } from '../privacy/index.js';

/**
 * A waiting-list entry with its event and ticket type, as the service, the e-mails and the admin read it:
 * the admin's shape (libs/shared), its instants as Dates, and what the offers need of the event and type.
 */
export interface WaitlistEntryRecord extends Omit<
  AdminWaitlistEntry,
  'offeredAt' | 'offerExpiresAt' | 'createdAt' | 'updatedAt'
> {
  eventUrlSlug: string;
  /** YYYY-MM-DD */
  eventStartDate: string;
  eventEndDate: string;
  eventLocation: string;
  eventIsPaid: boolean;
  /** Rupees, exact decimal text. */
  ticketTypePrice: string;
  /** The Hindi twins of the event's title and location and of the ticket type's name (null: not translated). */
  eventTitleHi: string | null;
  eventLocationHi: string | null;
  ticketTypeNameHi: string | null;
  offeredAt: Date | null;
  offerExpiresAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** The person's language: the list's e-mails and the booking an offer makes speak it. */
  locale: Locale;
}

export interface NewWaitlistEntry extends NoticeAcceptance {
  eventId: string;
  ticketTypeId: string;
  name: string;
  email: string;
  phone: string;
  numberOfTickets: number;
  locale: Locale;
}

interface EntryFilters extends Record<string, unknown> {
  id: string[];
  q: string;
  eventId: string[];
  ticketTypeId: string[];
  status: WaitlistStatus;
}

const LIST_SPEC: ListSpec<EntryFilters> = {
  sortable: {
    id: 'w.id',
    createdAt: 'w.created_at',
    updatedAt: 'w.updated_at',
    name: 'w.name',
    email: 'w.email',
    numberOfTickets: 'w.number_of_tickets',
    status: 'w.status',
    eventTitle: 'e.title',
    ticketTypeName: 't.name',
    offerExpiresAt: 'w.offer_expires_at',
  },
  // The line's order: who joined first is offered first.
  defaultSort: ['createdAt', 'ASC'],
  filters: {
    id: filterReaders.uuids(),
    q: filterReaders.text(),
    eventId: filterReaders.uuids(),
    ticketTypeId: filterReaders.uuids(),
    status: filterReaders.oneOf(WAITLIST_STATUSES),
  },
};

const FROM = `FROM waitlist_entries w
  JOIN events e ON e.id = w.event_id
  JOIN event_ticket_types t ON t.id = w.ticket_type_id`;

const SELECT = `SELECT w.id, w.event_id AS "eventId", e.title AS "eventTitle", e.url_slug AS "eventUrlSlug",
       e.start_date::text AS "eventStartDate", e.end_date::text AS "eventEndDate", e.location AS "eventLocation",
       e.is_paid AS "eventIsPaid", w.ticket_type_id AS "ticketTypeId", t.name AS "ticketTypeName",
       t.price AS "ticketTypePrice", w.name, w.email, w.phone, w.number_of_tickets AS "numberOfTickets",
       w.status::text AS status,
       CASE WHEN w.status IN ('waiting', 'offered') THEN
         (SELECT count(*)::int FROM waitlist_entries o
           WHERE o.ticket_type_id = w.ticket_type_id AND o.status IN ('waiting', 'offered')
             AND (o.created_at, o.id) <= (w.created_at, w.id))
       END AS position,
       w.registration_id AS "registrationId", w.offered_at AS "offeredAt",
       w.offer_expires_at AS "offerExpiresAt", w.created_at AS "createdAt", w.updated_at AS "updatedAt",
       e.title_hi AS "eventTitleHi", e.location_hi AS "eventLocationHi", t.name_hi AS "ticketTypeNameHi",
       w.locale`;

function whereClause(filter: Partial<EntryFilters>): { whereSql: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (filter.id) where.push(`w.id = ANY(${param(filter.id)}::uuid[])`);
  if (filter.eventId) where.push(`w.event_id = ANY(${param(filter.eventId)}::uuid[])`);
  if (filter.ticketTypeId) where.push(`w.ticket_type_id = ANY(${param(filter.ticketTypeId)}::uuid[])`);
  if (filter.status) where.push(`w.status = ${param(filter.status)}`);
  if (filter.q) {
    const q = param(containsPattern(filter.q));
    where.push(`(w.name ILIKE ${q} OR w.email ILIKE ${q} OR w.phone ILIKE ${q} OR e.title ILIKE ${q})`);
  }
  return { whereSql: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}

/**
 * The SQL of the waiting list (`waitlist_entries`). The seats themselves are counted and held through the
 * registrations' repository, under the same event and ticket-type locks as a registration; methods taking an
 * EntityManager run in the caller's transaction.
 */
@Injectable()
export class WaitlistRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Inserts an entry; null when the person already has a live place in this ticket type's line. */
  async insert(manager: EntityManager, entry: NewWaitlistEntry): Promise<string | null> {
    const rows = await manager.query<{ id: string }[]>(
      `INSERT INTO waitlist_entries (event_id, ticket_type_id, name, email, phone, number_of_tickets, locale,
         notice_version, notice_accepted_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (ticket_type_id, lower(email)) WHERE status IN ('waiting', 'offered') DO NOTHING
       RETURNING id`,
      [
        entry.eventId,
        entry.ticketTypeId,
        entry.name,
        entry.email,
        entry.phone,
        entry.numberOfTickets,
        entry.locale,
        entry.noticeVersion,
        entry.noticeAcceptedAt,
      ],
    );
    return rows[0]?.id ?? null;
  }

  async find(
    id: string,
    { manager = this.dataSource.manager, lock = false }: { manager?: EntityManager; lock?: boolean } = {},
  ): Promise<WaitlistEntryRecord | null> {
    const rows = await manager.query<WaitlistEntryRecord[]>(
      `${SELECT} ${FROM} WHERE w.id = $1${lock ? ' FOR UPDATE OF w' : ''}`,
      [id],
    );
    return rows[0] ?? null;
  }

  async findByOfferTokenHash(hash: string): Promise<WaitlistEntryRecord | null> {
    const rows = await this.dataSource.query<WaitlistEntryRecord[]>(
      `${SELECT} ${FROM} WHERE w.offer_token_hash = $1`,
      [hash],
    );
    return rows[0] ?? null;
  }

  /** The waiting entries of a ticket type in line order; read under the type's lock. */
  async waitingInLine(manager: EntityManager, ticketTypeId: string): Promise<WaitlistEntryRecord[]> {
    return manager.query<WaitlistEntryRecord[]>(
      `${SELECT} ${FROM} WHERE w.ticket_type_id = $1 AND w.status = 'waiting' ORDER BY w.created_at, w.id`,
      [ticketTypeId],
    );
  }

  async markOffered(
    manager: EntityManager,
    id: string,
    offer: { registrationId: string; tokenHash: string; expiresAt: Date },
  ): Promise<void> {
    await manager.query(
      `UPDATE waitlist_entries
          SET status = 'offered', registration_id = $2, offer_token_hash = $3, offered_at = now(),
              offer_expires_at = $4, updated_at = now()
        WHERE id = $1`,
      [id, offer.registrationId, offer.tokenHash, offer.expiresAt],
    );
  }

  async setStatus(manager: EntityManager, id: string, status: WaitlistStatus): Promise<void> {
    await manager.query(`UPDATE waitlist_entries SET status = $2, updated_at = now() WHERE id = $1`, [
      id,
      status,
    ]);
  }

  /**
   * Brings offered entries in line with their held registration: completed → booked; failed, cancelled, or
   * pending past its hold → expired (the seats pass on). An expired offer whose late payment still
   * completed is booked too. Safe to repeat in any process. The events whose entries changed.
   */
  async settleOffers(eventId?: string): Promise<string[]> {
    const [rows] = await this.dataSource.query<[{ eventId: string }[], number]>(
      `UPDATE waitlist_entries w
          SET status = CASE WHEN r.payment_status::text = 'completed' THEN 'booked' ELSE 'expired' END::waitlist_status,
              updated_at = now()
         FROM event_registrations r
        WHERE r.id = w.registration_id
          AND ($1::uuid IS NULL OR w.event_id = $1)
          AND ((w.status IN ('offered', 'expired') AND r.payment_status::text = 'completed')
               OR (w.status = 'offered' AND (r.payment_status::text IN ('failed', 'cancelled')
                   OR (r.payment_status::text = 'pending' AND r.hold_expires_at <= now()))))
        RETURNING w.event_id AS "eventId"`,
      [eventId ?? null],
    );
    return [...new Set(rows.map((row) => row.eventId))];
  }

  /**
   * Offered entries whose registration is gone (deleted): nothing holds their seats any more, so they
   * expire. Part of settling.
   */
  async expireOrphanedOffers(): Promise<void> {
    await this.dataSource.query(
      `UPDATE waitlist_entries SET status = 'expired', updated_at = now()
        WHERE status = 'offered' AND registration_id IS NULL`,
    );
  }

  /** The ticket types (with their event) that have someone waiting, of one event or of all. */
  async linesWithWaiting(eventId?: string): Promise<{ eventId: string; ticketTypeId: string }[]> {
    return this.dataSource.query<{ eventId: string; ticketTypeId: string }[]>(
      `SELECT DISTINCT event_id AS "eventId", ticket_type_id AS "ticketTypeId" FROM waitlist_entries
        WHERE status = 'waiting' AND ($1::uuid IS NULL OR event_id = $1)`,
      [eventId ?? null],
    );
  }

  /** A page of the admin list (react-admin's sort, range and filters) and the number of all matches. */
  async list(query: RaListQuery): Promise<ListPage<WaitlistEntryRecord>> {
    const { sort, offset, limit, filter } = parseListQuery(query, LIST_SPEC);
    const { whereSql, params } = whereClause(filter);
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total ${FROM} ${whereSql}`,
      params,
    );
    const rows = await this.dataSource.query<WaitlistEntryRecord[]>(
      `${SELECT} ${FROM} ${whereSql} ORDER BY ${sort.column} ${sort.order} NULLS LAST, w.id ASC
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
    return { rows, total, offset };
  }
}
