import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AppLogger } from '../common/logging/app-logger.js';
import { AppConfig } from '../config/app-config.js';
import { registrationReceiptMail } from '../mail/mail-templates.js';
import { MailService } from '../mail/mail.service.js';
import { seatsTakenSql } from '../ticket-types/seat-usage.js';
import { loadRegistrationRow, toReceipt, type RegistrationRow } from './registration.presenter.js';

export type CompletionOutcome = 'completed' | 'already_completed' | 'refund_needed' | 'not_found';

export type FailureReason = 'dismissed' | 'failed' | 'payment_failed' | 'order_failed' | 'hold_expired';

export const LATE_PAYMENT_REFUND_REASON =
  'Payment arrived after the seat hold expired and the seats had been taken meanwhile; refund the payment.';

type Where = { id: string } | { orderId: string };

/**
 * The state changes of a paid registration after its creation, shared by the browser's confirmation and
 * the provider's webhook. Each runs in one transaction holding the registration's row lock, so whichever
 * comes first completes it and the other sees it completed: one completion, one receipt e-mail.
 */
@Injectable()
export class RegistrationPaymentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly logger: AppLogger,
  ) {}

  /**
   * Completes the registration of a verified payment. Within a live hold its seats are already counted; a
   * payment after the hold expired (or after a cancel or a failed attempt) completes only if the seats are
   * still free, otherwise the registration stays failed, keeps the payment id and is marked for refund.
   */
  async complete(
    where: Where,
    paymentId: string,
  ): Promise<{ outcome: CompletionOutcome; row: RegistrationRow | null }> {
    const outcome = await this.dataSource.transaction(async (manager): Promise<CompletionOutcome> => {
      const row = await loadRegistrationRow(manager, where, true);
      if (!row) return 'not_found';
      if (row.payment_status === 'completed') {
        if (row.payment_id !== paymentId) {
          this.logger.warn(
            { registrationId: row.id, paymentId, completedWith: row.payment_id },
            'A second payment arrived for a completed registration',
          );
        }
        return 'already_completed';
      }
      if (row.needs_refund) return 'refund_needed';
      const holdLive = row.payment_status === 'pending' && !row.hold_expired;
      if (!holdLive && !(await this.seatsStillFree(manager, row))) {
        await manager.query(
          `UPDATE event_registrations
              SET payment_status = 'failed', payment_id = $2, needs_refund = true, refund_reason = $3,
                  failure_reason = COALESCE(failure_reason, 'hold_expired'), updated_at = now()
            WHERE id = $1`,
          [row.id, paymentId, LATE_PAYMENT_REFUND_REASON],
        );
        this.logger.warn(
          { registrationId: row.id, paymentId },
          'Late payment without free seats: marked for refund',
        );
        return 'refund_needed';
      }
      await manager.query(
        `UPDATE event_registrations
            SET payment_status = 'completed', payment_id = $2, completed_at = now(), failure_reason = NULL, updated_at = now()
          WHERE id = $1`,
        [row.id, paymentId],
      );
      const completed = await loadRegistrationRow(manager, { id: row.id });
      await this.mail.enqueue(
        manager,
        registrationReceiptMail(toReceipt(completed as RegistrationRow), this.config.FOUNDATION_NAME),
      );
      return 'completed';
    });
    if (outcome === 'completed') this.mail.kick();
    const row = outcome === 'not_found' ? null : await loadRegistrationRow(this.dataSource.manager, where);
    return { outcome, row };
  }

  findByOrder(orderId: string): Promise<RegistrationRow | null> {
    return loadRegistrationRow(this.dataSource.manager, { orderId });
  }

  /** Marks a pending registration failed and so releases its seats; completed ones never change. */
  async fail(where: Where, reason: FailureReason): Promise<boolean> {
    const [column, value] = 'id' in where ? ['id', where.id] : ['order_id', where.orderId];
    const [, count] = (await this.dataSource.query(
      `UPDATE event_registrations SET payment_status = 'failed', failure_reason = $2, updated_at = now()
        WHERE ${column} = $1 AND payment_status = 'pending'`,
      [value, reason],
    )) as [unknown, number];
    return count > 0;
  }

  /** Marks every pending registration whose hold has expired failed. Repeating it, in any process, is harmless. */
  async releaseExpiredHolds(): Promise<number> {
    const [, count] = (await this.dataSource.query(
      `UPDATE event_registrations SET payment_status = 'failed', failure_reason = 'hold_expired', updated_at = now()
        WHERE payment_status = 'pending' AND hold_expires_at <= now()`,
    )) as [unknown, number];
    return count;
  }

  /** With the ticket type's row lock: whether the registration's tickets still fit (it is not counted itself). */
  private async seatsStillFree(manager: EntityManager, row: RegistrationRow): Promise<boolean> {
    if (!row.ticket_type_id) return true;
    const [type] = (await manager.query(
      `SELECT available_quantity FROM event_ticket_types WHERE id = $1 FOR UPDATE`,
      [row.ticket_type_id],
    )) as { available_quantity: number | null }[];
    if (!type || type.available_quantity === null) return true;
    const [{ taken }] = (await manager.query(`SELECT ${seatsTakenSql('$1::uuid')} AS taken`, [
      row.ticket_type_id,
    ])) as { taken: number }[];
    return taken + row.number_of_tickets <= type.available_quantity;
  }
}
