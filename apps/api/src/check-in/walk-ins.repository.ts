import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type {
  CheckInWalkInPrices,
  RegistrationStatus,
  WalkInPaymentMode,
  WalkInTotals,
} from '@foundation/shared';
import { seatsTakenSql } from '../ticket-types/index.js';

/** The event a walk-in is for, as its price rule reads it. */
export interface WalkInEvent {
  id: string;
  isPaid: boolean;
  /** Rupees, exact decimal text (the event's price when it has no ticket types). */
  price: string;
  /** Set once staff cancelled the event: it takes no walk-ins. */
  cancelledAt: Date | null;
}

export interface NewWalkIn {
  clientWalkInId: string;
  registrationId: string;
  eventId: string;
  paymentMode: WalkInPaymentMode;
  /** Rupees, exact decimal text. */
  amountTaken: string;
  reference: string | null;
  deviceId: string;
  deviceName: string;
  linkId: string | null;
  adminId: string | null;
  recordedAt: Date;
}

/** A walk-in with its booking, as its answer shows it. */
export interface WalkInRecord {
  id: string;
  clientWalkInId: string;
  eventId: string;
  registrationId: string;
  paymentMode: WalkInPaymentMode;
  deviceId: string;
  deviceName: string;
  linkId: string | null;
  adminId: string | null;
  recordedAt: Date;
  qrCodeId: string | null;
  qrImageUrl: string | null;
  qrClosesAt: Date | null;
  name: string;
  numberOfTickets: number;
  ticketTypeName: string | null;
  /** Rupees, exact decimal text. */
  totalAmount: string;
  paymentStatus: RegistrationStatus;
}

const SELECT_WALK_IN = `SELECT w.id, w.client_walk_in_id AS "clientWalkInId", w.event_id AS "eventId",
       w.registration_id AS "registrationId", w.payment_mode AS "paymentMode", w.device_id AS "deviceId",
       w.device_name AS "deviceName", w.link_id AS "linkId", w.admin_id AS "adminId", w.recorded_at AS "recordedAt",
       w.qr_code_id AS "qrCodeId", w.qr_image_url AS "qrImageUrl", w.qr_closes_at AS "qrClosesAt",
       r.name, r.number_of_tickets AS "numberOfTickets", t.name AS "ticketTypeName",
       r.total_amount::text AS "totalAmount", r.payment_status::text AS "paymentStatus"
  FROM check_in_walk_ins w
  JOIN event_registrations r ON r.id = w.registration_id
  LEFT JOIN event_ticket_types t ON t.id = r.ticket_type_id`;

/** The SQL of walk-ins at the door (their bookings are inserted through RegistrationsRepository). */
@Injectable()
export class WalkInsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Serialises the requests carrying one client walk-in id until the transaction ends (a retried sync racing
   * the first): the second finds the first's walk-in.
   */
  async lockClientId(manager: EntityManager, clientWalkInId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('walk-in:' || $1, 0))`, [
      clientWalkInId,
    ]);
  }

  async findEvent(manager: EntityManager, eventId: string): Promise<WalkInEvent | null> {
    const [row] = await manager.query<WalkInEvent[]>(
      // FOR KEY SHARE, like a registration: a cancellation (FOR UPDATE) waits for this walk-in's transaction,
      // then cancels its booking with the rest; a walk-in after it sees the cancellation.
      `SELECT id, is_paid AS "isPaid", price::text AS price, cancelled_at AS "cancelledAt"
         FROM events WHERE id = $1 FOR KEY SHARE`,
      [eventId],
    );
    return row ?? null;
  }

  /** The event's prices and seats left, for the Walk-in form of the check-in screen (null: no event). */
  async prices(eventId: string): Promise<CheckInWalkInPrices | null> {
    const [event] = await this.dataSource.query<{ isPaid: boolean; price: string }[]>(
      `SELECT is_paid AS "isPaid", price::text AS price FROM events WHERE id = $1`,
      [eventId],
    );
    if (!event) return null;
    const ticketTypes = await this.dataSource.query<CheckInWalkInPrices['ticketTypes']>(
      `SELECT t.id, t.name, t.price::text AS price,
              CASE WHEN t.available_quantity IS NULL THEN NULL
                   ELSE greatest(0, t.available_quantity - ${seatsTakenSql('t.id')}) END AS "seatsLeft"
         FROM event_ticket_types t WHERE t.event_id = $1 ORDER BY t.price, t.name, t.id`,
      [eventId],
    );
    return { isPaid: event.isPaid, price: event.price, ticketTypes };
  }

  async insert(manager: EntityManager, walkIn: NewWalkIn): Promise<void> {
    await manager.query(
      `INSERT INTO check_in_walk_ins (client_walk_in_id, registration_id, event_id, payment_mode, amount_taken,
                                      reference, device_id, device_name, link_id, admin_id, recorded_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        walkIn.clientWalkInId,
        walkIn.registrationId,
        walkIn.eventId,
        walkIn.paymentMode,
        walkIn.amountTaken,
        walkIn.reference,
        walkIn.deviceId,
        walkIn.deviceName,
        walkIn.linkId,
        walkIn.adminId,
        walkIn.recordedAt,
      ],
    );
  }

  async find(
    where: { clientWalkInId: string } | { qrCodeId: string } | { registrationId: string },
    manager: EntityManager = this.dataSource.manager,
  ): Promise<WalkInRecord | null> {
    const [column, value] =
      'clientWalkInId' in where
        ? ['w.client_walk_in_id', where.clientWalkInId]
        : 'qrCodeId' in where
          ? ['w.qr_code_id', where.qrCodeId]
          : ['w.registration_id', where.registrationId];
    const [row] = await manager.query<WalkInRecord[]>(`${SELECT_WALK_IN} WHERE ${column} = $1`, [value]);
    return row ?? null;
  }

  /** Stores the UPI QR code made for a walk-in. */
  async setQrCode(
    manager: EntityManager,
    registrationId: string,
    qr: { id: string; imageUrl: string; closesAt: Date },
  ): Promise<void> {
    await manager.query(
      `UPDATE check_in_walk_ins SET qr_code_id = $2, qr_image_url = $3, qr_closes_at = $4 WHERE registration_id = $1`,
      [registrationId, qr.id, qr.imageUrl, qr.closesAt],
    );
  }

  /**
   * The event's walk-ins per link (or admin) and phone: how many, their tickets, and the money of the
   * completed ones by mode (the server's prices, exact decimals), for closing the day at the door.
   */
  async totals(eventId: string): Promise<WalkInTotals[]> {
    return this.dataSource.query<WalkInTotals[]>(
      `SELECT coalesce(l.label, 'Admin') AS source,
              (array_agg(w.device_name ORDER BY w.created_at DESC))[1] AS device,
              count(*) FILTER (WHERE r.payment_status = 'completed')::int AS "walkIns",
              coalesce(sum(r.number_of_tickets) FILTER (WHERE r.payment_status = 'completed'), 0)::int AS tickets,
              coalesce(sum(r.total_amount) FILTER (WHERE r.payment_status = 'completed' AND w.payment_mode = 'cash'), 0)::numeric(12,2)::text AS cash,
              coalesce(sum(r.total_amount) FILTER (WHERE r.payment_status = 'completed' AND w.payment_mode = 'upi'), 0)::numeric(12,2)::text AS upi
         FROM check_in_walk_ins w
         JOIN event_registrations r ON r.id = w.registration_id
         LEFT JOIN check_in_links l ON l.id = w.link_id
        WHERE w.event_id = $1
        GROUP BY w.link_id, l.label, w.device_id
        ORDER BY 1, 2`,
      [eventId],
    );
  }
}
