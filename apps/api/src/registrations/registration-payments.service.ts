import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { type PaymentFailureReason } from '../payments/index.js';
import { AppLogger } from '../common/logging/app-logger.js';
import { AppConfig } from '../config/app-config.js';
import { BookingKeys } from '../booking-keys/index.js';
import { MailService } from '../mail/index.js';
import { bookingConfirmationMail } from './booking-confirmation-mail.js';
import { toReceipt } from './registration.presenter.js';
import {
  RegistrationsRepository,
  type RegistrationDetails,
  type RegistrationWhere,
} from './registrations.repository.js';

export type CompletionOutcome = 'completed' | 'already_completed' | 'refund_needed' | 'not_found';

export type FailureReason = PaymentFailureReason;

export const EVENT_CANCELLED_REFUND_REASON = 'Payment arrived after the event was cancelled';
export const LATE_PAYMENT_REFUND_REASON =
  'Payment arrived after the seat hold expired and the seats had been taken meanwhile; refund the payment.';

/**
 * The state changes of a paid registration after its creation, shared by the browser's confirmation and
 * the provider's webhook. Each runs in one transaction holding the registration's row lock, so whichever
 * comes first completes it and the other sees it completed: one completion, one receipt e-mail.
 */
@Injectable()
export class RegistrationPaymentsService {
  constructor(
    private readonly registrations: RegistrationsRepository,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly logger: AppLogger,
    private readonly keys: BookingKeys,
  ) {}

  /**
   * Completes the registration of a verified payment. Within a live hold its seats are already counted; a
   * payment after the hold expired (or after a cancel or a failed attempt) completes only if the seats are
   * still free, otherwise the registration stays failed, keeps the payment id and is marked for refund.
   */
  async complete(
    where: RegistrationWhere,
    paymentId: string,
  ): Promise<{ outcome: CompletionOutcome; registration: RegistrationDetails | null }> {
    const outcome = await this.registrations.transaction(async (manager): Promise<CompletionOutcome> => {
      const registration = await this.registrations.findDetails(where, { manager, lock: true });
      if (!registration) return 'not_found';
      if (registration.paymentStatus === 'completed') {
        if (registration.paymentId !== paymentId) {
          this.logger.warn(
            { registrationId: registration.id, paymentId, completedWith: registration.paymentId },
            'A second payment arrived for a completed registration',
          );
        }
        return 'already_completed';
      }
      // A cancelled booking stays cancelled: a late or repeated report of its payment never revives it
      // (its seats may be sold again already; its refund is handled by its cancellation).
      if (registration.paymentStatus === 'cancelled') return 'already_completed';
      if (registration.needsRefund) return 'refund_needed';
      // The event was cancelled while this payment was on its way: no booking, the money goes back.
      if (registration.eventCancelledAt) {
        await this.registrations.markFailedForRefund(
          manager,
          registration.id,
          paymentId,
          EVENT_CANCELLED_REFUND_REASON,
        );
        this.logger.warn(
          { registrationId: registration.id, paymentId },
          'Payment for a cancelled event: marked for refund',
        );
        return 'refund_needed';
      }
      const holdLive = registration.paymentStatus === 'pending' && !registration.holdExpired;
      if (!holdLive && !(await this.seatsStillFree(manager, registration))) {
        await this.registrations.markFailedForRefund(
          manager,
          registration.id,
          paymentId,
          LATE_PAYMENT_REFUND_REASON,
        );
        this.logger.warn(
          { registrationId: registration.id, paymentId },
          'Late payment without free seats: marked for refund',
        );
        return 'refund_needed';
      }
      await this.registrations.markCompleted(manager, registration.id, paymentId);
      const completed = (await this.registrations.findDetails(
        { id: registration.id },
        { manager },
      )) as RegistrationDetails;
      await this.mail.enqueue(
        manager,
        bookingConfirmationMail(
          toReceipt(completed),
          this.config.FOUNDATION_NAME,
          this.keys.bookingUrl(completed),
          undefined,
          completed.locale,
        ),
      );
      return 'completed';
    });
    if (outcome === 'completed') this.mail.kick();
    const registration = outcome === 'not_found' ? null : await this.registrations.findDetails(where);
    return { outcome, registration };
  }

  /** Marks a pending registration failed and so releases its seats; completed ones never change. */
  fail(where: RegistrationWhere, reason: FailureReason): Promise<boolean> {
    return this.registrations.failPending(where, reason);
  }

  /** Marks every pending registration whose hold has expired failed (their ids). Repeating it, in any process, is harmless. */
  releaseExpiredHolds(): Promise<string[]> {
    return this.registrations.failExpiredHolds();
  }

  /** With the ticket type's row lock: whether the registration's tickets still fit (it is not counted itself). */
  private async seatsStillFree(manager: EntityManager, registration: RegistrationDetails): Promise<boolean> {
    if (!registration.ticketTypeId) return true;
    const type = await this.registrations.lockTicketType(manager, registration.ticketTypeId);
    if (!type || type.availableQuantity === null) return true;
    const taken = await this.registrations.seatsTaken(manager, registration.ticketTypeId);
    return taken + registration.numberOfTickets <= type.availableQuantity;
  }
}
