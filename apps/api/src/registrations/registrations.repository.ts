import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  REFUND_STATUS_FILTERS,
  REGISTRATION_STATUSES,
  type BookingCanceller,
  type CancellationRuleKind,
  type RefundStatusFilter,
  type RegistrationStatus,
  type Locale,
} from '@foundation/shared';
import { openRowCursor, type RowCursor } from '../common/csv/row-cursor.js';
import {
  containsPattern,
  filterReaders,
  type ListSpec,
  type ParsedListQuery,
} from '../common/ra-list/parse-list-query.js';
import { indiaDayRangeSql } from '../common/ra-list/india-day-range.js';
import { seatsTakenSql } from '../ticket-types/index.js';

/** Which registration: by its id, or by the provider order created for it. */
export type RegistrationWhere = { id: string } | { orderId: string };

/** A registration joined with its event and ticket type: what its receipt and the payment rules read. */
export interface RegistrationDetails {
  id: string;
  eventId: string;
  ticketTypeId: string | null;
  name: string;
  email: string;
  phone: string;
  address: string;
  numberOfTickets: number;
  /** Rupees, PostgreSQL's exact decimal text. */
  ticketTypePrice: string;
  /** Rupees, PostgreSQL's exact decimal text. */
  totalAmount: string;
  paymentStatus: RegistrationStatus;
  paymentId: string | null;
  orderId: string | null;
  holdExpiresAt: Date | null;
  /** Whether the seat hold has run out (by the database's clock). */
  holdExpired: boolean;
  accessTokenHash: string | null;
  needsRefund: boolean;
  createdAt: Date;
  cancelledAt: Date | null;
  cancelledBy: BookingCanceller | null;
  /** The refund its cancellation gave, whole paise (null: not cancelled). */
  cancellationRefundPaise: number | null;
  eventTitle: string;
  eventUrlSlug: string;
  /** YYYY-MM-DD */
  eventStartDate: string;
  eventEndDate: string;
  eventLocation: string;
  eventIsPaid: boolean;
  eventCancellationRule: CancellationRuleKind;
  eventCancellationHoursBefore: number;
  eventCancellationRefundPercent: number;
  ticketTypeName: string | null;
  /** The Hindi twins of the event's title and location and of the ticket type's name (null: not translated). */
  eventTitleHi: string | null;
  eventLocationHi: string | null;
  ticketTypeNameHi: string | null;
  /** The attendee's language: the booking's e-mails and PDFs speak it. */
  locale: Locale;
  /** `HH:MM` India time or null; the event's cancellation by staff and its last move (null: none). */
  eventStartTime: string | null;
  eventCancelledAt: Date | null;
  eventCancellationReason: string | null;
  eventCancellationReasonHi: string | null;
  eventMovedAt: Date | null;
}

/** The event a visitor registers for, as the registration rules read it. */
export interface RegistrationEvent {
  id: string;
  title: string;
  /** YYYY-MM-DD */
  startDate: string;
  isPaid: boolean;
  /** Rupees, exact decimal text. */
  price: string;
  /** Set once staff cancelled the event: it then takes no registration and no waiting-list entry. */
  cancelledAt: Date | null;
  /** Bookings need a parent's or guardian's name and consent. */
  forChildren: boolean;
}

/** One of the event's ticket types, as the registration rules read it. */
export interface RegistrationTicketType {
  id: string;
  /** Rupees, exact decimal text. */
  price: string;
  /** Seats of this type; null: unlimited. */
  availableQuantity: number | null;
}

export interface NewRegistration {
  /** Chosen by the service (its booking link is derived from it before the insert). */
  id: string;
  eventId: string;
  ticketTypeId: string | null;
  name: string;
  email: string;
  phone: string;
  address: string;
  numberOfTickets: number;
  ticketTypePrice: string;
  totalAmount: string;
  /** Free: stored completed at once. Paid: stored pending with a seat hold of `holdMinutes`. */
  isFree: boolean;
  holdMinutes: number;
  accessTokenHash: string;
  /** The client address the request came from (its rate-limit key: IPv6 by /64), for the hold caps. */
  clientAddress: string | null;
  /** The visitor's language: the booking's e-mails and PDFs speak it. */
  locale: Locale;
  /** The privacy notice the person accepted (null for a booking made by a waiting-list offer). */
  noticeVersion: number | null;
  noticeAcceptedAt: Date | null;
  /** An event for children: the parent's or guardian's name and when they consented; absent otherwise. */
  guardianName?: string | null;
  guardianConsentAt?: Date | null;
}

/** Who asks for a hold, as the hold caps count holders (docs/product.md "Fair holds"). */
export interface Holder {
  clientAddress: string | null;
  email: string;
  /** Digits only. */
  phoneDigits: string;
}

/** An event's unpaid holds, read under the event's lock. */
export interface HoldUsage {
  /** Live pending seats of the event held by the same client address, e-mail and phone. */
  byAddress: number;
  byEmail: number;
  byPhone: number;
  /** Over the event's ticket types that have a quantity: seats, completed seats, live pending seats. */
  limitedCapacity: number;
  limitedSold: number;
  limitedPending: number;
}

/** A registration in the admin API, flat, before the presenter nests its event. */
export interface AdminRegistrationRecord {
  id: string;
  locale: Locale;
  eventId: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  numberOfTickets: number;
  ticketTypeId: string | null;
  ticketTypeName: string | null;
  ticketTypePrice: string;
  totalAmount: string;
  paymentStatus: RegistrationStatus;
  paymentId: string | null;
  orderId: string | null;
  needsRefund: boolean;
  refundReason: string | null;
  cancelledAt: Date | null;
  cancelledBy: BookingCanceller | null;
  cancellationRefundPaise: number | null;
  /** Its refund (payment_refunds), null when none was requested. */
  refundStatus: 'pending' | 'processed' | 'failed' | null;
  refundAmountPaise: number | null;
  refundFailureReason: string | null;
  refundRequestedAt: Date | null;
  refundProcessedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  eventTitle: string;
  eventStartDate: string;
  eventEndDate: string;
  eventLocation: string;
  /** Admissions checked in at the door, and the latest check-in (check_in_scans). */
  checkedIn: number;
  lastCheckedInAt: Date | null;
  guardianName: string | null;
  guardianConsentAt: Date | null;
}

/** One record of the registrations export. */
export interface RegistrationCsvRecord {
  eventTitle: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  numberOfTickets: number;
  totalAmount: string;
  paymentStatus: string;
  createdAt: Date;
  needsRefund: boolean;
  refundReason: string | null;
}

export interface RegistrationFilters extends Record<string, unknown> {
  id: string[];
  q: string;
  paymentStatus: RegistrationStatus;
  eventId: string[];
  needsRefund: boolean;
  /** The state of its refund (payment_refunds). */
  refundStatus: RefundStatusFilter;
  /** First and last day (India time, inclusive) the registration was made (the Dashboard links to them). */
  createdFrom: string;
  createdTo: string;
  /** Whether any of its admissions is checked in at the door. */
  checkedIn: boolean;
}

/** What the admin list may sort by (JSON field to SQL column) and filter on. */
export const REGISTRATION_LIST_SPEC: ListSpec<RegistrationFilters> = {
  sortable: {
    id: 'r.id',
    createdAt: 'r.created_at',
    name: 'r.name',
    email: 'r.email',
    phone: 'r.phone',
    numberOfTickets: 'r.number_of_tickets',
    totalAmount: 'r.total_amount',
    paymentStatus: 'r.payment_status',
    needsRefund: 'r.needs_refund',
    eventId: 'r.event_id',
    eventTitle: 'e.title',
    'event.title': 'e.title',
    'event.startDate': 'e.start_date',
  },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    id: filterReaders.uuids(),
    q: filterReaders.text(),
    paymentStatus: filterReaders.oneOf(REGISTRATION_STATUSES),
    eventId: filterReaders.uuids(),
    needsRefund: filterReaders.boolean(),
    refundStatus: filterReaders.oneOf(REFUND_STATUS_FILTERS),
    createdFrom: filterReaders.calendarDate(),
    createdTo: filterReaders.calendarDate(),
    checkedIn: filterReaders.boolean(),
  },
};

const SELECT_DETAILS = `
  SELECT r.id, r.event_id AS "eventId", r.ticket_type_id AS "ticketTypeId", r.name, r.email, r.phone, r.address,
         r.number_of_tickets AS "numberOfTickets", r.ticket_type_price AS "ticketTypePrice",
         r.total_amount AS "totalAmount", r.payment_status AS "paymentStatus", r.payment_id AS "paymentId",
         r.order_id AS "orderId", r.hold_expires_at AS "holdExpiresAt",
         (r.hold_expires_at IS NOT NULL AND r.hold_expires_at <= now()) AS "holdExpired",
         r.access_token_hash AS "accessTokenHash", r.needs_refund AS "needsRefund", r.created_at AS "createdAt",
         r.cancelled_at AS "cancelledAt", r.cancelled_by AS "cancelledBy",
         r.cancellation_refund_paise AS "cancellationRefundPaise",
         e.title AS "eventTitle", e.url_slug AS "eventUrlSlug", e.start_date::text AS "eventStartDate",
         e.end_date::text AS "eventEndDate", e.location AS "eventLocation", e.is_paid AS "eventIsPaid",
         e.cancellation_rule AS "eventCancellationRule", e.cancellation_hours_before AS "eventCancellationHoursBefore",
         e.cancellation_refund_percent AS "eventCancellationRefundPercent",
         t.name AS "ticketTypeName", e.title_hi AS "eventTitleHi", e.location_hi AS "eventLocationHi",
         t.name_hi AS "ticketTypeNameHi", r.locale, e.start_time AS "eventStartTime",
         e.cancelled_at AS "eventCancelledAt", e.cancellation_reason AS "eventCancellationReason",
         e.cancellation_reason_hi AS "eventCancellationReasonHi", e.moved_at AS "eventMovedAt"
    FROM event_registrations r
    JOIN events e ON e.id = r.event_id
    LEFT JOIN event_ticket_types t ON t.id = r.ticket_type_id`;

// A registration has at most one refund (payment_refunds is unique per payable).
const ADMIN_FROM = `FROM event_registrations r
  JOIN events e ON e.id = r.event_id
  LEFT JOIN event_ticket_types t ON t.id = r.ticket_type_id
  LEFT JOIN payment_refunds pr ON pr.payable_kind = 'registration' AND pr.payable_id = r.id`;

const SELECT_ADMIN = `SELECT r.id, r.event_id AS "eventId", r.name, r.email, r.phone, r.address,
       r.number_of_tickets AS "numberOfTickets", r.ticket_type_id AS "ticketTypeId", t.name AS "ticketTypeName",
       r.ticket_type_price AS "ticketTypePrice", r.total_amount AS "totalAmount", r.payment_status AS "paymentStatus",
       r.payment_id AS "paymentId", r.order_id AS "orderId", r.needs_refund AS "needsRefund",
       r.refund_reason AS "refundReason", r.created_at AS "createdAt", r.updated_at AS "updatedAt",
       r.cancelled_at AS "cancelledAt", r.cancelled_by AS "cancelledBy",
       r.cancellation_refund_paise AS "cancellationRefundPaise", pr.status AS "refundStatus",
       pr.amount_paise AS "refundAmountPaise", pr.failure_reason AS "refundFailureReason",
       pr.created_at AS "refundRequestedAt", pr.processed_at AS "refundProcessedAt",
       e.title AS "eventTitle", to_char(e.start_date, 'YYYY-MM-DD') AS "eventStartDate",
       to_char(e.end_date, 'YYYY-MM-DD') AS "eventEndDate", e.location AS "eventLocation",
       coalesce(ci.admitted, 0)::int AS "checkedIn", ci.last_at AS "lastCheckedInAt", r.locale,
       r.guardian_name AS "guardianName", r.guardian_consent_at AS "guardianConsentAt"`;

/** The door check-in of each registration: admissions let in (after undo and conflicts) and the latest. */
const CHECK_IN_JOIN = `LEFT JOIN LATERAL (
    SELECT sum(c.admitted) AS admitted, max(c.scanned_at) FILTER (WHERE c.admitted > 0) AS last_at
      FROM check_in_scans c WHERE c.booking_id = r.id AND c.kind = 'admit') ci ON true`;

const whereColumn = (where: RegistrationWhere): [string, string] =>
  'id' in where ? ['id', where.id] : ['order_id', where.orderId];

/**
 * Every query of registrations: the visitor's registration and its payment state changes (with the row
 * locks that keep seats from being oversold and a payment from completing twice), and the admin's list,
 * record and export. Methods that take an EntityManager run inside the caller's transaction.
 */
@Injectable()
export class RegistrationsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Runs `work` in one transaction; the manager it gets is what the locking methods take. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** An active event by its url slug or its id. */
  async findActiveEvent(slugOrId: string, idOrNull: string | null): Promise<RegistrationEvent | null> {
    const [event] = await this.dataSource.query<RegistrationEvent[]>(
      `SELECT id, title, start_date::text AS "startDate", is_paid AS "isPaid", price, cancelled_at AS "cancelledAt",
              for_children AS "forChildren"
         FROM events
        WHERE is_active AND (url_slug = $1 OR id = $2::uuid)`,
      [slugOrId, idOrNull],
    );
    return event ?? null;
  }

  findTicketTypes(eventId: string): Promise<RegistrationTicketType[]> {
    return this.dataSource.query(
      `SELECT id, price, available_quantity AS "availableQuantity" FROM event_ticket_types WHERE event_id = $1`,
      [eventId],
    );
  }

  /**
   * Takes the ticket type's row lock (FOR UPDATE) until the caller's transaction ends, so that counting its
   * seats and inserting a registration cannot interleave with another process doing the same. Null when the
   * type no longer exists.
   */
  async lockTicketType(
    manager: EntityManager,
    ticketTypeId: string,
  ): Promise<{ availableQuantity: number | null } | null> {
    const [locked] = await manager.query<{ availableQuantity: number | null }[]>(
      `SELECT available_quantity AS "availableQuantity" FROM event_ticket_types WHERE id = $1 FOR UPDATE`,
      [ticketTypeId],
    );
    return locked ?? null;
  }

  /** Seats of the type held or sold now (see seat-usage.ts); read under the type's lock to be exact. */
  async seatsTaken(manager: EntityManager, ticketTypeId: string): Promise<number> {
    const [{ taken }] = await manager.query<{ taken: number }[]>(
      `SELECT ${seatsTakenSql('$1::uuid')} AS taken`,
      [ticketTypeId],
    );
    return taken;
  }

  /** Inserts a registration: completed when free, otherwise pending with a hold of its seats. Returns its id. */
  async insert(manager: EntityManager, registration: NewRegistration): Promise<string> {
    const [inserted] = await manager.query<{ id: string }[]>(
      `INSERT INTO event_registrations
         (event_id, ticket_type_id, name, email, phone, address, number_of_tickets, ticket_type_price, total_amount,
          payment_status, hold_expires_at, access_token_hash, completed_at, id, client_address, locale,
          notice_version, notice_accepted_at, guardian_name, guardian_consent_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9,
               CASE WHEN $10::boolean THEN 'completed' ELSE 'pending' END::registration_status,
               CASE WHEN $10::boolean THEN NULL ELSE now() + make_interval(mins => $11::int) END,
               $12,
               CASE WHEN $10::boolean THEN now() END,
               $13, $14, $15, $16, $17, $18, $19)
       RETURNING id`,
      [
        registration.eventId,
        registration.ticketTypeId,
        registration.name,
        registration.email,
        registration.phone,
        registration.address,
        registration.numberOfTickets,
        registration.ticketTypePrice,
        registration.totalAmount,
        registration.isFree,
        registration.holdMinutes,
        registration.accessTokenHash,
        registration.id,
        registration.clientAddress,
        registration.locale,
        registration.noticeVersion,
        registration.noticeAcceptedAt,
        registration.guardianName ?? null,
        registration.guardianConsentAt ?? null,
      ],
    );
    return inserted.id;
  }

  /**
   * Takes the event's row lock (FOR NO KEY UPDATE: registrations' foreign keys still go through) until the
   * caller's transaction ends: paid registrations of one event then check the hold caps one at a time. It
   * is always taken before a ticket type's lock, so the two never deadlock.
   */
  async lockEvent(manager: EntityManager, eventId: string): Promise<void> {
    await manager.query(`SELECT id FROM events WHERE id = $1 FOR NO KEY UPDATE`, [eventId]);
  }

  /**
   * Whether staff cancelled the event, read under a share lock of its row until the caller's transaction ends:
   * the cancellation (FOR UPDATE of the row) waits for a booking being made, and a booking made after it
   * sees it, so no confirmed booking slips past the cancellation job.
   */
  async isEventCancelled(manager: EntityManager, eventId: string): Promise<boolean> {
    const [row] = await manager.query<{ cancelled: boolean }[]>(
      `SELECT cancelled_at IS NOT NULL AS cancelled FROM events WHERE id = $1 FOR KEY SHARE`,
      [eventId],
    );
    return row?.cancelled ?? false;
  }

  /** The event's unpaid holds by this holder and in all (see HoldUsage); exact under lockEvent. */
  async holdUsage(manager: EntityManager, eventId: string, holder: Holder): Promise<HoldUsage> {
    const [usage] = await manager.query<HoldUsage[]>(
      `WITH live AS (
         SELECT r.number_of_tickets AS n, r.client_address, lower(r.email) AS email,
                regexp_replace(r.phone, '[^0-9]', '', 'g') AS phone
           FROM event_registrations r
          WHERE r.event_id = $1 AND r.payment_status = 'pending' AND r.hold_expires_at > now()
       ), limited AS (
         SELECT t.id, t.available_quantity FROM event_ticket_types t
          WHERE t.event_id = $1 AND t.available_quantity IS NOT NULL
       )
       SELECT
         (SELECT COALESCE(sum(n), 0) FROM live WHERE client_address = $2)::int AS "byAddress",
         (SELECT COALESCE(sum(n), 0) FROM live WHERE email = lower($3))::int AS "byEmail",
         (SELECT COALESCE(sum(n), 0) FROM live WHERE phone = $4)::int AS "byPhone",
         (SELECT COALESCE(sum(available_quantity), 0) FROM limited)::int AS "limitedCapacity",
         (SELECT COALESCE(sum(r.number_of_tickets), 0) FROM event_registrations r
           WHERE r.ticket_type_id IN (SELECT id FROM limited) AND r.payment_status = 'completed')::int AS "limitedSold",
         (SELECT COALESCE(sum(r.number_of_tickets), 0) FROM event_registrations r
           WHERE r.ticket_type_id IN (SELECT id FROM limited) AND r.payment_status = 'pending'
             AND r.hold_expires_at > now())::int AS "limitedPending"`,
      [eventId, holder.clientAddress, holder.email, holder.phoneDigits],
    );
    return usage;
  }

  /** What a booking page shows of its event beyond the receipt: the maps link and the schedule. */
  async findEventExtras(
    eventId: string,
  ): Promise<{ locationMapUrl: string | null; schedule: { activity: string; description?: string }[] }> {
    const [row] = await this.dataSource.query<
      { locationMapUrl: string | null; schedule: { activity: string; description?: string }[] | null }[]
    >(`SELECT location_map_url AS "locationMapUrl", schedule FROM events WHERE id = $1`, [eventId]);
    return { locationMapUrl: row?.locationMapUrl ?? null, schedule: row?.schedule ?? [] };
  }

  /** A booking (registration) by the hash of its access token, with its receipt data; null when none. */
  async findDetailsByTokenHash(hash: string): Promise<RegistrationDetails | null> {
    const rows = await this.dataSource.query<RegistrationDetails[]>(
      `${SELECT_DETAILS} WHERE r.access_token_hash = $1`,
      [hash],
    );
    return rows[0] ?? null;
  }

  async setOrderId(
    id: string,
    orderId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await manager.query(`UPDATE event_registrations SET order_id = $2, updated_at = now() WHERE id = $1`, [
      id,
      orderId,
    ]);
  }

  /**
   * One registration with its receipt data, or null. `lock` takes the registration's row lock (FOR UPDATE
   * OF r) until the caller's transaction ends: the browser's confirmation and the webhook then complete it
   * one after the other, never both.
   */
  async findDetails(
    where: RegistrationWhere,
    { manager = this.dataSource.manager, lock = false }: { manager?: EntityManager; lock?: boolean } = {},
  ): Promise<RegistrationDetails | null> {
    const [column, value] = whereColumn(where);
    const rows = await manager.query<RegistrationDetails[]>(
      `${SELECT_DETAILS} WHERE r.${column} = $1${lock ? ' FOR UPDATE OF r' : ''}`,
      [value],
    );
    return rows[0] ?? null;
  }

  /** Completes a registration; `paymentId` null: one that had nothing to pay (a free waiting-list offer). */
  async markCompleted(manager: EntityManager, id: string, paymentId: string | null): Promise<void> {
    await manager.query(
      `UPDATE event_registrations
          SET payment_status = 'completed', payment_id = $2, completed_at = now(), failure_reason = NULL, updated_at = now()
        WHERE id = $1`,
      [id, paymentId],
    );
  }

  /** A payment that arrived when its seats were gone: the registration is failed, keeps the payment id and is to be refunded. */
  async markFailedForRefund(
    manager: EntityManager,
    id: string,
    paymentId: string,
    refundReason: string,
  ): Promise<void> {
    await manager.query(
      `UPDATE event_registrations
          SET payment_status = 'failed', payment_id = $2, needs_refund = true, refund_reason = $3,
              failure_reason = COALESCE(failure_reason, 'hold_expired'), updated_at = now()
        WHERE id = $1`,
      [id, paymentId, refundReason],
    );
  }

  /**
   * Cancels a confirmed booking (its seats are free at once: seat counts read only pending and completed
   * registrations), fixing the refund its cancellation gives. Whether it changed: a booking that is no
   * longer completed (already cancelled, by a concurrent call too) is left as it is.
   */
  async markCancelled(
    manager: EntityManager,
    id: string,
    by: BookingCanceller,
    refundPaise: number,
  ): Promise<boolean> {
    const [, count] = await manager.query<[unknown, number]>(
      `UPDATE event_registrations
          SET payment_status = 'cancelled', cancelled_at = now(), cancelled_by = $2,
              cancellation_refund_paise = $3, updated_at = now()
        WHERE id = $1 AND payment_status = 'completed'`,
      [id, by, refundPaise],
    );
    return count > 0;
  }

  /** Fails the registration if it is still pending (its seats are released). Whether it changed. */
  async failPending(where: RegistrationWhere, reason: string): Promise<boolean> {
    const [column, value] = whereColumn(where);
    const [, count] = await this.dataSource.query<[unknown, number]>(
      `UPDATE event_registrations SET payment_status = 'failed', failure_reason = $2, updated_at = now()
        WHERE ${column} = $1 AND payment_status = 'pending'`,
      [value, reason],
    );
    return count > 0;
  }

  /** Fails every pending registration whose hold has expired (one conditional UPDATE). The ids that changed. */
  async failExpiredHolds(): Promise<string[]> {
    const [rows] = await this.dataSource.query<[{ id: string }[], number]>(
      `UPDATE event_registrations SET payment_status = 'failed', failure_reason = 'hold_expired', updated_at = now()
        WHERE payment_status = 'pending' AND hold_expires_at <= now() RETURNING id`,
    );
    return rows.map((row) => row.id);
  }

  /** A page of the admin list and the number of all matches. */
  async listForAdmin({
    sort,
    offset,
    limit,
    filter,
  }: ParsedListQuery<RegistrationFilters>): Promise<{ rows: AdminRegistrationRecord[]; total: number }> {
    const { whereSql, params } = whereClause(filter);
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total ${ADMIN_FROM} ${whereSql}`,
      params,
    );
    const rows = await this.dataSource.query<AdminRegistrationRecord[]>(
      `${SELECT_ADMIN} ${ADMIN_FROM} ${CHECK_IN_JOIN} ${whereSql} ORDER BY ${sort.column} ${sort.order}, r.id ASC
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
    return { rows, total };
  }

  async findForAdmin(id: string): Promise<AdminRegistrationRecord | null> {
    const [row] = await this.dataSource.query<AdminRegistrationRecord[]>(
      `${SELECT_ADMIN} ${ADMIN_FROM} ${CHECK_IN_JOIN} WHERE r.id = $1`,
      [id],
    );
    return row ?? null;
  }

  /** The matching registrations in the list's order, through a database cursor (for the CSV export). */
  openExportCursor({
    sort,
    filter,
  }: Pick<ParsedListQuery<RegistrationFilters>, 'sort' | 'filter'>): Promise<
    RowCursor<RegistrationCsvRecord>
  > {
    const { whereSql, params } = whereClause(filter);
    return openRowCursor(
      this.dataSource,
      `SELECT e.title AS "eventTitle", r.name, r.email, r.phone, r.address, r.number_of_tickets AS "numberOfTickets",
              r.total_amount::text AS "totalAmount",
              -- A walk-in at the door says so, with how it was paid: "completed (walk-in, cash)".
              r.payment_status::text || coalesce(' (walk-in, ' || w.payment_mode || ')', '') AS "paymentStatus",
              r.created_at AS "createdAt", r.needs_refund AS "needsRefund", r.refund_reason AS "refundReason"
       ${ADMIN_FROM} LEFT JOIN check_in_walk_ins w ON w.registration_id = r.id ${whereSql} ORDER BY ${sort.column} ${sort.order}, r.id ASC`,
      params,
    );
  }
}

function whereClause(filter: Partial<RegistrationFilters>): { whereSql: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (filter.id) where.push(`r.id = ANY(${param(filter.id)}::uuid[])`);
  if (filter.eventId) where.push(`r.event_id = ANY(${param(filter.eventId)}::uuid[])`);
  if (filter.paymentStatus) where.push(`r.payment_status = ${param(filter.paymentStatus)}`);
  if (filter.needsRefund !== undefined) where.push(`r.needs_refund = ${param(filter.needsRefund)}`);
  if (filter.refundStatus === 'none') where.push('pr.id IS NULL');
  else if (filter.refundStatus) where.push(`pr.status = ${param(filter.refundStatus)}`);
  if (filter.checkedIn !== undefined)
    where.push(
      `${filter.checkedIn ? '' : 'NOT '}EXISTS (SELECT 1 FROM check_in_scans c WHERE c.booking_id = r.id AND c.kind = 'admit' AND c.admitted > 0)`,
    );
  where.push(...indiaDayRangeSql('r.created_at', { from: filter.createdFrom, to: filter.createdTo }, param));
  if (filter.q) {
    const q = param(containsPattern(filter.q));
    where.push(`(r.name ILIKE ${q} OR r.email ILIKE ${q} OR r.phone ILIKE ${q} OR e.title ILIKE ${q})`);
  }
  return { whereSql: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}
