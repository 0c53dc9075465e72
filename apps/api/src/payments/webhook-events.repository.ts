import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

export interface ReceivedWebhookEvent {
  provider: string;
  /** The provider's event id, or a hash of the body when it sent none. */
  eventId: string;
  eventType: string;
  orderId: string | null;
  paymentId: string | null;
  /** The raw JSON body, stored as jsonb. */
  payload: string;
}

/** The record of verified provider webhooks: each event id once (the unique constraint decides). */
@Injectable()
export class WebhookEventsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Records an event unless its (provider, event id) was recorded before, atomically across processes.
   * Returns the new record's id, or null for a duplicate.
   */
  async recordOnce(event: ReceivedWebhookEvent): Promise<string | null> {
    const inserted = await this.dataSource.query<{ id: string }[]>(
      `INSERT INTO payment_webhook_events (provider, event_id, event_type, order_id, payment_id, payload)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb)
       ON CONFLICT ON CONSTRAINT uq_payment_webhook_events_provider_event DO NOTHING
       RETURNING id`,
      [event.provider, event.eventId, event.eventType, event.orderId, event.paymentId, event.payload],
    );
    return inserted[0]?.id ?? null;
  }

  /** Forgets a recorded event, so that the provider's retry of it is processed. */
  async forget(id: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM payment_webhook_events WHERE id = $1`, [id]);
  }

  async setOutcome(id: string, outcome: string): Promise<void> {
    await this.dataSource.query(`UPDATE payment_webhook_events SET outcome = $2 WHERE id = $1`, [
      id,
      outcome,
    ]);
  }
}
