import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { EventMessageAudience, Locale } from '@foundation/shared';

/** One person a message reaches: a booking or a waiting entry, once per e-mail address. */
export interface MessageRecipient {
  id: string;
  name: string;
  email: string;
  locale: Locale;
}

export interface MessageEvent {
  id: string;
  title: string;
  titleHi: string | null;
}

export interface StoredEventMessage {
  id: string;
  eventId: string;
  subject: string;
  body: string;
  subjectHi: string | null;
  bodyHi: string | null;
  audience: EventMessageAudience;
  ticketTypeIds: string[];
  recipients: number;
  sentByEmail: string | null;
  createdAt: Date;
}

/** The door's admissions of a booking (after undo and conflicts), as the check-in figures count them. */
const ADMITTED = `coalesce((SELECT sum(c.admitted) FROM check_in_scans c
                             WHERE c.booking_id = r.id AND c.kind = 'admit'), 0)`;

const AUDIENCE_WHERE: Record<Exclude<EventMessageAudience, 'waitlist'>, string> = {
  confirmed: 'true',
  'checked-in': `${ADMITTED} > 0`,
  'not-checked-in': `${ADMITTED} <= 0`,
};

const MESSAGE_COLUMNS = `id, event_id AS "eventId", subject, body, subject_hi AS "subjectHi", body_hi AS "bodyHi",
  audience, ticket_type_ids AS "ticketTypeIds", recipients, sent_by_email AS "sentByEmail", created_at AS "createdAt"`;

/** The SQL of messages to attendees: who an audience is, and the messages sent. */
@Injectable()
export class EventMessagesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async findEvent(id: string): Promise<MessageEvent | null> {
    const [row] = await this.dataSource.query<MessageEvent[]>(
      `SELECT id, title, title_hi AS "titleHi" FROM events WHERE id = $1`,
      [id],
    );
    return row ?? null;
  }

  /** Which of `ids` are ticket types of the event. */
  async ticketTypesOf(eventId: string, ids: string[]): Promise<string[]> {
    const rows = await this.dataSource.query<{ id: string }[]>(
      `SELECT id FROM event_ticket_types WHERE event_id = $1 AND id = ANY($2::uuid[])`,
      [eventId, ids],
    );
    return rows.map((row) => row.id);
  }

  /**
   * The people of an audience now, one per e-mail address (the earliest booking or entry decides the
   * language): confirmed bookings (all, let in at the door, or not yet), or the people still waiting or
   * holding an offer on the waiting list; only the given ticket types' when `ticketTypeIds` is not empty.
   */
  async recipients(
    eventId: string,
    audience: EventMessageAudience,
    ticketTypeIds: string[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<MessageRecipient[]> {
    const types = ticketTypeIds.length > 0 ? ticketTypeIds : null;
    const sql =
      audience === 'waitlist'
        ? `SELECT DISTINCT ON (lower(w.email)) w.id, w.name, w.email, w.locale
             FROM waitlist_entries w
            WHERE w.event_id = $1 AND w.status IN ('waiting', 'offered')
              AND ($2::uuid[] IS NULL OR w.ticket_type_id = ANY($2::uuid[]))
            ORDER BY lower(w.email), w.created_at, w.id`
        : `SELECT DISTINCT ON (lower(r.email)) r.id, r.name, r.email, r.locale
             FROM event_registrations r
            WHERE r.event_id = $1 AND r.payment_status = 'completed' AND r.email <> ''
              AND ($2::uuid[] IS NULL OR r.ticket_type_id = ANY($2::uuid[]))
              AND ${AUDIENCE_WHERE[audience]}
            ORDER BY lower(r.email), r.created_at, r.id`;
    return manager.query<MessageRecipient[]>(sql, [eventId, types]);
  }

  async insert(
    manager: EntityManager,
    message: Omit<StoredEventMessage, 'id' | 'createdAt'> & { sentById: string | null },
  ): Promise<StoredEventMessage> {
    const [row] = await manager.query<StoredEventMessage[]>(
      `INSERT INTO event_messages (event_id, subject, body, subject_hi, body_hi, audience, ticket_type_ids,
                                   recipients, sent_by_id, sent_by_email)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10)
       RETURNING ${MESSAGE_COLUMNS}`,
      [
        message.eventId,
        message.subject,
        message.body,
        message.subjectHi,
        message.bodyHi,
        message.audience,
        JSON.stringify(message.ticketTypeIds),
        message.recipients,
        message.sentById,
        message.sentByEmail,
      ],
    );
    return row;
  }

  /** The event's messages, newest first. */
  async list(eventId: string): Promise<StoredEventMessage[]> {
    return this.dataSource.query<StoredEventMessage[]>(
      `SELECT ${MESSAGE_COLUMNS} FROM event_messages WHERE event_id = $1 ORDER BY created_at DESC, id`,
      [eventId],
    );
  }
}
