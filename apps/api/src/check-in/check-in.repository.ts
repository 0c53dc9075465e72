import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  type CheckInBookingState,
  type CheckInEventSummary,
  type CheckInScanOutcome,
  type EventCheckInFigures,
} from '@foundation/shared';
import { filterReaders, type ListSpec, type ParsedListQuery } from '../common/ra-list/parse-list-query.js';

/** A link as the admin list and the guard read it. */
export interface CheckInLinkRecord {
  id: string;
  eventId: string;
  label: string;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  scans: number;
}

export interface CheckInLinkFilters extends Record<string, unknown> {
  id: string[];
  eventId: string[];
}

export const CHECK_IN_LINK_LIST_SPEC: ListSpec<CheckInLinkFilters> = {
  sortable: { createdAt: 'l.created_at', label: 'l.label', expiresAt: 'l.expires_at', id: 'l.id' },
  defaultSort: ['createdAt', 'DESC'],
  filters: { id: filterReaders.uuids(), eventId: filterReaders.uuids() },
};

/** A booking as a scan needs it: its event, its number of admissions and whether it may enter. */
export interface ScanBooking {
  id: string;
  eventId: string;
  admissions: number;
  /** 'unknown' for a booking that never completed (pending, failed): the door treats it as unknown. */
  state: CheckInBookingState | 'unknown';
}

export interface StoredScan {
  id: string;
  seq: bigint;
  clientScanId: string;
  kind: 'admit' | 'undo';
  eventId: string;
  bookingId: string;
  requested: number;
  admitted: number;
  outcome: CheckInScanOutcome;
  firstScanId: string | null;
  undoes: string | null;
  undoneAt: Date | null;
  deviceId: string;
  deviceName: string;
  scannedAt: Date;
}

export interface NewScan {
  clientScanId: string;
  kind: 'admit' | 'undo';
  eventId: string;
  bookingId: string;
  requested: number;
  admitted: number;
  outcome: CheckInScanOutcome;
  undoes: string | null;
  undone: boolean;
  deviceId: string;
  deviceName: string;
  linkId: string | null;
  adminId: string | null;
  scannedAt: Date;
}

/** What a scan's answer shows, read after the batch (checked-in counts of the booking included). */
export interface ScanResultRow {
  id: string;
  clientScanId: string;
  deviceId: string;
  outcome: CheckInScanOutcome;
  admitted: number;
  bookingId: string;
  bookingKnown: boolean;
  admissions: number | null;
  checkedIn: number;
  scannedAt: Date;
  deviceName: string;
  firstAt: Date | null;
  firstDevice: string | null;
  firstDeviceId: string | null;
}

/**
 * Whether a registration may enter: cancelled, refunded (a refund asked or made), valid (completed) or
 * unknown (never completed). Reads the status as text so it holds with or without the `cancelled` value.
 * The Dashboard counts the same way (DashboardRepository.upcomingCheckIns), hence exported.
 */
export const BOOKING_STATE = `CASE
    WHEN r.payment_status::text = 'cancelled' THEN 'cancelled'
    WHEN EXISTS (SELECT 1 FROM payment_refunds f WHERE f.payable_kind = 'registration' AND f.payable_id = r.id
                   AND f.status IN ('pending', 'processed')) THEN 'refunded'
    WHEN r.payment_status::text = 'completed' THEN 'valid'
    ELSE 'unknown' END`;

/** Admissions of a booking that are checked in (undone and refused admits count 0). */
export const CHECKED_IN_OF = (booking: string) =>
  `(SELECT coalesce(sum(c.admitted), 0)::int FROM check_in_scans c WHERE c.booking_id = ${booking} AND c.kind = 'admit')`;

const SCAN_COLUMNS = `s.id, s.seq, s.client_scan_id AS "clientScanId", s.kind, s.event_id AS "eventId",
  s.booking_id AS "bookingId", s.requested, s.admitted, s.outcome, s.first_scan_id AS "firstScanId",
  s.undoes, s.undone_at AS "undoneAt", s.device_id AS "deviceId", s.device_name AS "deviceName",
  s.scanned_at AS "scannedAt"`;

const LINK_COLUMNS = `l.id, l.event_id AS "eventId", l.label, l.created_at AS "createdAt", l.expires_at AS "expiresAt",
  l.revoked_at AS "revokedAt",
  (SELECT count(*)::int FROM check_in_scans s WHERE s.link_id = l.id) AS scans`;

const toScan = (row: StoredScan & { seq: string | bigint }): StoredScan => ({ ...row, seq: BigInt(row.seq) });

/** The SQL of door check-in: links, scans, snapshots and figures. */
@Injectable()
export class CheckInRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  // ---- links -------------------------------------------------------------------------------------------

  /**
   * Inserts a link that expires at the end of the day after its event ends, India time (midnight at the
   * start of end_date + 2 in Asia/Kolkata). Null when the event does not exist.
   */
  async insertLink(
    manager: EntityManager,
    link: { id: string; eventId: string; label: string; tokenHash: string; createdBy: string | null },
  ): Promise<CheckInLinkRecord | null> {
    const rows: { id: string }[] = await manager.query(
      `INSERT INTO check_in_links (id, event_id, label, token_hash, created_by, expires_at)
       SELECT $1, e.id, $3, $4, $5, ((e.end_date + 2)::timestamp AT TIME ZONE 'Asia/Kolkata')
         FROM events e WHERE e.id = $2
       RETURNING id`,
      [link.id, link.eventId, link.label, link.tokenHash, link.createdBy],
    );
    return rows.length ? this.findLink(link.id, manager) : null;
  }

  async findLink(
    id: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<CheckInLinkRecord | null> {
    const [row] = await manager.query<CheckInLinkRecord[]>(
      `SELECT ${LINK_COLUMNS} FROM check_in_links l WHERE l.id = $1`,
      [id],
    );
    return row ?? null;
  }

  async findLinkByTokenHash(tokenHash: string): Promise<CheckInLinkRecord | null> {
    const [row] = await this.dataSource.query<CheckInLinkRecord[]>(
      `SELECT ${LINK_COLUMNS} FROM check_in_links l WHERE l.token_hash = $1`,
      [tokenHash],
    );
    return row ?? null;
  }

  async listLinks({
    sort,
    offset,
    limit,
    filter,
  }: ParsedListQuery<CheckInLinkFilters>): Promise<{ rows: CheckInLinkRecord[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.id) where.push(`l.id = ANY($${params.push(filter.id)}::uuid[])`);
    if (filter.eventId) where.push(`l.event_id = ANY($${params.push(filter.eventId)}::uuid[])`);
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM check_in_links l ${whereSql}`,
      params,
    );
    const rows = await this.dataSource.query<CheckInLinkRecord[]>(
      `SELECT ${LINK_COLUMNS} FROM check_in_links l ${whereSql}
        ORDER BY ${sort.column} ${sort.order}, l.id ASC
        OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
      [...params, offset, limit],
    );
    return { rows, total };
  }

  /** Revokes a link (once: the first revocation's time stays). False when there is no such link. */
  async revokeLink(manager: EntityManager, id: string): Promise<boolean> {
    const [rows] = await manager.query<[unknown[], number]>(
      `UPDATE check_in_links SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1 RETURNING id`,
      [id],
    );
    return rows.length > 0;
  }

  // ---- events and snapshots ------------------------------------------------------------------------------

  async findEvent(id: string): Promise<CheckInEventSummary | null> {
    const [row] = await this.dataSource.query<CheckInEventSummary[]>(
      `SELECT id, title, to_char(start_date, 'YYYY-MM-DD') AS "startDate", to_char(end_date, 'YYYY-MM-DD') AS "endDate",
              location
         FROM events WHERE id = $1`,
      [id],
    );
    return row ?? null;
  }

  /** Events an admin may check in: those that have not ended before `today` (India), soonest first. */
  async upcomingEvents(today: string): Promise<CheckInEventSummary[]> {
    return this.dataSource.query<CheckInEventSummary[]>(
      `SELECT id, title, to_char(start_date, 'YYYY-MM-DD') AS "startDate", to_char(end_date, 'YYYY-MM-DD') AS "endDate",
              location
         FROM events WHERE end_date >= $1::date ORDER BY start_date, title, id LIMIT 100`,
      [today],
    );
  }

  /**
   * The event's bookings that completed at some point (valid, cancelled or refunded), with what is
   * checked in and the latest check-in (when, on which device).
   */
  async snapshotBookings(eventId: string): Promise<
    {
      id: string;
      name: string;
      phone: string;
      ticketTypeName: string | null;
      admissions: number;
      state: CheckInBookingState | 'unknown';
      checkedIn: number;
      lastAt: Date | null;
      lastDevice: string | null;
    }[]
  > {
    return this.dataSource.query(
      `SELECT r.id, r.name, r.phone, t.name AS "ticketTypeName", r.number_of_tickets AS admissions,
              ${BOOKING_STATE} AS state, ${CHECKED_IN_OF('r.id')} AS "checkedIn",
              last.scanned_at AS "lastAt", last.device_name AS "lastDevice"
         FROM event_registrations r
         LEFT JOIN event_ticket_types t ON t.id = r.ticket_type_id
         LEFT JOIN LATERAL (
           SELECT c.scanned_at, c.device_name FROM check_in_scans c
            WHERE c.booking_id = r.id AND c.kind = 'admit' AND c.admitted > 0
            ORDER BY c.scanned_at DESC, c.seq DESC LIMIT 1) last ON true
        WHERE r.event_id = $1 AND (r.completed_at IS NOT NULL OR r.payment_status::text = 'completed')
        ORDER BY r.name, r.id`,
      [eventId],
    );
  }

  /** Admissions of the event's valid bookings, and how many of them are checked in. */
  async counts(eventId: string, manager: EntityManager = this.dataSource.manager) {
    const [row] = await manager.query<{ expected: number; checkedIn: number }[]>(
      `SELECT coalesce(sum(r.number_of_tickets), 0)::int AS expected,
              coalesce(sum(LEAST(${CHECKED_IN_OF('r.id')}, r.number_of_tickets)), 0)::int AS "checkedIn"
         FROM event_registrations r
        WHERE r.event_id = $1 AND ${BOOKING_STATE} = 'valid'`,
      [eventId],
    );
    return row;
  }

  async figures(eventId: string): Promise<Omit<EventCheckInFigures, 'walkIns'>> {
    const byTicketType = await this.dataSource.query<EventCheckInFigures['byTicketType']>(
      `SELECT t.name AS "ticketTypeName", sum(r.number_of_tickets)::int AS expected,
              sum(LEAST(${CHECKED_IN_OF('r.id')}, r.number_of_tickets))::int AS "checkedIn"
         FROM event_registrations r
         LEFT JOIN event_ticket_types t ON t.id = r.ticket_type_id
        WHERE r.event_id = $1 AND ${BOOKING_STATE} = 'valid'
        GROUP BY r.ticket_type_id, t.name
        ORDER BY t.name NULLS FIRST`,
      [eventId],
    );
    const byDevice = await this.dataSource.query<{ device: string; checkedIn: number; lastScanAt: Date }[]>(
      `SELECT (array_agg(s.device_name ORDER BY s.received_at DESC))[1] AS device,
              sum(s.admitted)::int AS "checkedIn", max(s.scanned_at) AS "lastScanAt"
         FROM check_in_scans s
        WHERE s.event_id = $1 AND s.kind = 'admit'
        GROUP BY s.device_id
        ORDER BY 2 DESC, 1`,
      [eventId],
    );
    const { expected, checkedIn } = await this.counts(eventId);
    return {
      expected,
      checkedIn,
      byTicketType,
      byDevice: byDevice.map((row) => ({ ...row, lastScanAt: new Date(row.lastScanAt).toISOString() })),
    };
  }

  // ---- scans -----------------------------------------------------------------------------------------------

  /**
   * Serialises the scans of one booking across requests and API processes until the transaction ends
   * (callers take the locks of a batch in one order, so two batches never wait on each other in a circle).
   */
  async lockBooking(manager: EntityManager, bookingId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('check-in:' || $1, 0))`, [bookingId]);
  }

  async findBooking(manager: EntityManager, bookingId: string): Promise<ScanBooking | null> {
    const [row] = await manager.query<ScanBooking[]>(
      `SELECT r.id, r.event_id AS "eventId", r.number_of_tickets AS admissions, ${BOOKING_STATE} AS state
         FROM event_registrations r WHERE r.id = $1`,
      [bookingId],
    );
    return row ?? null;
  }

  async findScanByClientId(manager: EntityManager, clientScanId: string): Promise<StoredScan | null> {
    const [row] = await manager.query<(StoredScan & { seq: string })[]>(
      `SELECT ${SCAN_COLUMNS} FROM check_in_scans s WHERE s.client_scan_id = $1`,
      [clientScanId],
    );
    return row ? toScan(row) : null;
  }

  /** Whether an undo of this admit arrived before the admit itself. */
  async undoExistsFor(
    manager: EntityManager,
    admitClientScanId: string,
    bookingId: string,
  ): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM check_in_scans WHERE kind = 'undo' AND undoes = $1 AND booking_id = $2 LIMIT 1`,
      [admitClientScanId, bookingId],
    );
    return rows.length > 0;
  }

  /**
   * Inserts a scan unless its client scan id is already stored (a replay, or the same scan racing in from
   * another request: the insert waits for that one and then does nothing). Null for a replay.
   */
  async insertScan(manager: EntityManager, scan: NewScan): Promise<string | null> {
    const rows: { id: string }[] = await manager.query(
      `INSERT INTO check_in_scans (client_scan_id, kind, event_id, booking_id, requested, admitted, outcome, undoes,
                                   undone_at, device_id, device_name, link_id, admin_id, scanned_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN $9::boolean THEN now() END, $10, $11, $12, $13, $14)
       ON CONFLICT (client_scan_id) DO NOTHING
       RETURNING id`,
      [
        scan.clientScanId,
        scan.kind,
        scan.eventId,
        scan.bookingId,
        scan.requested,
        scan.admitted,
        scan.outcome,
        scan.undoes,
        scan.undone,
        scan.deviceId,
        scan.deviceName,
        scan.linkId,
        scan.adminId,
        scan.scannedAt,
      ],
    );
    return rows[0]?.id ?? null;
  }

  /** Takes an admit back: it lets nobody in any more. False when it was already undone. */
  async undoAdmit(manager: EntityManager, scanId: string): Promise<boolean> {
    const [rows] = await manager.query<[unknown[], number]>(
      `UPDATE check_in_scans SET undone_at = now(), admitted = 0, outcome = 'undone', first_scan_id = NULL
        WHERE id = $1 AND undone_at IS NULL AND outcome IN ('admitted', 'conflict') RETURNING id`,
      [scanId],
    );
    return rows.length > 0;
  }

  /** The booking's live admits (not undone, not refused), for ranking. */
  async liveAdmits(manager: EntityManager, bookingId: string): Promise<StoredScan[]> {
    const rows = await manager.query<(StoredScan & { seq: string })[]>(
      `SELECT ${SCAN_COLUMNS} FROM check_in_scans s
        WHERE s.booking_id = $1 AND s.kind = 'admit' AND s.undone_at IS NULL AND s.outcome IN ('admitted', 'conflict')`,
      [bookingId],
    );
    return rows.map(toScan);
  }

  async setRank(
    manager: EntityManager,
    rank: { id: string; admitted: number; outcome: string; firstScanId: string | null },
  ): Promise<void> {
    await manager.query(
      `UPDATE check_in_scans SET admitted = $2, outcome = $3, first_scan_id = $4 WHERE id = $1`,
      [rank.id, rank.admitted, rank.outcome, rank.firstScanId],
    );
  }

  async addNotices(manager: EntityManager, notices: { deviceId: string; scanId: string }[]): Promise<void> {
    if (notices.length === 0) return;
    await manager.query(
      `INSERT INTO check_in_conflict_notices (device_id, scan_id)
       SELECT * FROM unnest($1::varchar[], $2::uuid[]) ON CONFLICT DO NOTHING`,
      [notices.map((notice) => notice.deviceId), notices.map((notice) => notice.scanId)],
    );
  }

  /** The conflicts waiting for a device (of the given event), taken: each is told once. */
  async takeNotices(manager: EntityManager, deviceId: string, eventIds: string[] | null): Promise<string[]> {
    const [rows] = await manager.query<[{ scan_id: string }[], number]>(
      `DELETE FROM check_in_conflict_notices n USING check_in_scans s
        WHERE n.device_id = $1 AND s.id = n.scan_id AND ($2::uuid[] IS NULL OR s.event_id = ANY($2::uuid[]))
        RETURNING n.scan_id`,
      [deviceId, eventIds],
    );
    return rows.map((row) => row.scan_id);
  }

  async scanResults(manager: EntityManager, scanIds: string[]): Promise<ScanResultRow[]> {
    if (scanIds.length === 0) return [];
    return manager.query(
      `SELECT s.id, s.client_scan_id AS "clientScanId", s.device_id AS "deviceId", s.outcome, s.admitted,
              s.booking_id AS "bookingId", (r.id IS NOT NULL AND r.event_id = s.event_id) AS "bookingKnown",
              r.number_of_tickets AS admissions, ${CHECKED_IN_OF('s.booking_id')} AS "checkedIn",
              s.scanned_at AS "scannedAt", s.device_name AS "deviceName",
              f.scanned_at AS "firstAt", f.device_name AS "firstDevice", f.device_id AS "firstDeviceId"
         FROM check_in_scans s
         LEFT JOIN check_in_scans f ON f.id = s.first_scan_id
         LEFT JOIN event_registrations r ON r.id = s.booking_id
        WHERE s.id = ANY($1::uuid[])`,
      [scanIds],
    );
  }
}
