import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import {
  cancellationRuleOf,
  cancellationTerms,
  formatIndiaDateTime,
  refundInWords,
  refundInWordsText,
  refundPaiseOf,
  refundStatusText,
  renderApiText,
  toPaise,
  type BookingPageRefund,
  type BookingRefund,
  type Locale,
  type CancellationTerms,
  type StaffRefundChoice,
  formatDeadline,
  isMoveWindowOpen,
  moveWindowEnd,
} from '@foundation/shared';
import { BookingKeys } from '../booking-keys/index.js';
import { AppLogger } from '../common/logging/app-logger.js';
import { PublicReadCache } from '../common/public-cache/public-read-cache.js';
import { AppConfig } from '../config/app-config.js';
import { MailService } from '../mail/index.js';
import { eventCancelledMail, bookingCancelledMail, bookingRefundMail } from './booking-cancellation-mails.js';
import { type PaymentRefund, PaymentLifecycleService } from '../payments/index.js';
import { LATE_PAYMENT_REFUND_REASON } from './registration-payments.service.js';
import { bookingTexts, toReceipt } from './registration.presenter.js';
import { registrationError, RegistrationErrorCode as Code } from './registrations.errors.js';
import { RegistrationsRepository, type RegistrationDetails } from './registrations.repository.js';
import { SeatsReleased } from '../ticket-types/index.js';

/**
 * Who cancels, and (staff) with what refund and what to audit inside the cancelling transaction. `event`:
 * staff cancelled the whole event (docs/events-operations.md): all that was paid comes back, and the e-mail
 * is the event's cancellation with staff's reason.
 */
export type Canceller =
  | { by: 'attendee' }
  | { by: 'event'; reason: string; reasonHi: string | null }
  | {
      by: 'staff';
      refund: StaffRefundChoice;
      audit(manager: EntityManager, before: RegistrationDetails, after: RegistrationDetails): Promise<void>;
    };

const REFUND_REASONS = {
  attendee: 'Booking cancelled by the attendee',
  staff: 'Booking cancelled by staff',
  event: 'Event cancelled by staff',
} as const;

/** Who asks the payment lifecycle for a cancellation's refund. */
const REQUESTER = { attendee: 'attendee', staff: 'staff', event: 'staff' } as const;

/**
 * Cancelling bookings and refunding them (docs/decisions/0016-booking-cancellation.md). A cancellation is one
 * transaction holding the registration's row lock: it marks the booking `cancelled` (its seats are free at
 * once), fixes the refund it gives and queues its e-mail. After the commit the freed seats are announced and
 * the refund is asked of the payment lifecycle, which inserts one refund row per booking before calling the
 * provider: a repeated or concurrent cancel (in any process) answers the same cancelled booking and the
 * same refund. A provider failure leaves the booking cancelled and its refund `failed`, for staff to retry.
 */
@Injectable()
export class BookingCancellationService {
  constructor(
    private readonly registrations: RegistrationsRepository,
    private readonly lifecycle: PaymentLifecycleService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly keys: BookingKeys,
    private readonly seats: SeatsReleased,
    private readonly publicCache: PublicReadCache,
    private readonly logger: AppLogger,
  ) {}

  /**
   * What cancelling gives a booking now: the rule's terms for a confirmed booking; for a cancelled one the
   * refund it gave; for one that was never confirmed, nothing.
   */
  termsOf(registration: RegistrationDetails, now = new Date()): CancellationTerms {
    const amountPaise = toPaise(registration.totalAmount);
    const windowEnd = this.moveWindowOf(registration);
    if (registration.paymentStatus === 'completed' && isMoveWindowOpen(windowEnd, now)) {
      // The event moved after this booking: a full refund until the window's end, whatever its rule says.
      return {
        cancellable: true,
        refusal: null,
        deadline: (windowEnd as Date).toISOString(),
        amountPaise,
        refundPaise: amountPaise,
        refundPercent: amountPaise === 0 ? 0 : 100,
        summary: moveWindowSummary(windowEnd as Date, amountPaise),
      };
    }
    const terms = cancellationTerms({
      rule: cancellationRuleOf({
        cancellationRule: registration.eventCancellationRule,
        cancellationHoursBefore: registration.eventCancellationHoursBefore,
        cancellationRefundPercent: registration.eventCancellationRefundPercent,
      }),
      amountPaise,
      startDate: registration.eventStartDate,
      now,
    });
    if (registration.paymentStatus === 'completed') return terms;
    if (registration.paymentStatus === 'cancelled') {
      const refundPaise = registration.cancellationRefundPaise ?? 0;
      const money =
        amountPaise === 0
          ? ''
          : refundPaise > 0
            ? ` Refund: ${refundInWords(refundPaise, amountPaise)}.`
            : ' Nothing was refunded.';
      return {
        ...terms,
        cancellable: false,
        refusal: 'cancelled',
        refundPaise,
        refundPercent: amountPaise === 0 ? 0 : Math.round((refundPaise * 100) / amountPaise),
        summary: `This booking was cancelled on ${formatIndiaDateTime(registration.cancelledAt)} (India time).${money}`,
      };
    }
    return {
      ...terms,
      cancellable: false,
      refusal: 'not-completed',
      refundPaise: 0,
      refundPercent: 0,
      summary: registrationError(Code.NotConfirmed).message,
    };
  }

  /** Until when the booking may be cancelled with a full refund because its event moved (null: no window). */
  moveWindowOf(registration: RegistrationDetails): Date | null {
    return moveWindowEnd({
      movedAt: registration.eventMovedAt,
      bookedAt: registration.createdAt,
      days: this.config.EVENT_MOVE_FREE_CANCEL_DAYS,
    });
  }

  /**
   * Cancels a booking (see the class). An attendee may cancel only what the event's rule allows now (409
   * naming the deadline otherwise); staff may cancel any confirmed booking, with the refund they choose.
   * Cancelling a cancelled booking answers it as it is (and asks for its refund if that was never asked).
   */
  async cancel(id: string, canceller: Canceller, now = new Date()): Promise<RegistrationDetails> {
    const outcome = await this.registrations.transaction(async (manager) => {
      const registration = await this.registrations.findDetails({ id }, { manager, lock: true });
      if (!registration) throw registrationError(Code.NotFound);
      if (registration.paymentStatus === 'cancelled') return { changed: false, registration };
      if (registration.paymentStatus !== 'completed') throw registrationError(Code.NotConfirmed);
      const refundPaise = this.refundOnCancel(registration, canceller, now);
      await this.registrations.markCancelled(manager, id, canceller.by, refundPaise);
      const cancelled = (await this.registrations.findDetails({ id }, { manager })) as RegistrationDetails;
      await this.mail.enqueue(
        manager,
        canceller.by === 'event'
          ? eventCancelledMail(
              {
                registrationId: cancelled.id,
                name: cancelled.name,
                email: cancelled.email,
                eventTitle: bookingTexts(cancelled).eventTitle,
                startDate: cancelled.eventStartDate,
                endDate: cancelled.eventEndDate,
                reason:
                  cancelled.locale === 'hi' && canceller.reasonHi ? canceller.reasonHi : canceller.reason,
                amountPaise: toPaise(cancelled.totalAmount),
                refundPaise,
                bookingUrl: this.keys.bookingUrl(cancelled),
              },
              this.config.FOUNDATION_NAME,
              cancelled.locale,
            )
          : bookingCancelledMail(
              {
                receipt: toReceipt(cancelled),
                cancelledAt: cancelled.cancelledAt ?? now,
                cancelledBy: canceller.by,
                amountPaise: toPaise(cancelled.totalAmount),
                refundPaise,
                bookingUrl: this.keys.bookingUrl(cancelled),
              },
              this.config.FOUNDATION_NAME,
              cancelled.locale,
            ),
      );
      if (canceller.by === 'staff') await canceller.audit(manager, registration, cancelled);
      return { changed: true, registration: cancelled };
    });
    if (outcome.changed) {
      this.logger.log({ registrationId: id, by: canceller.by }, 'Booking cancelled');
      this.mail.kick();
      // Seats left on public event pages changed: cached reads must not show the old figure.
      this.publicCache.invalidate();
      await this.seats.released(outcome.registration.eventId);
    }
    await this.requestRefund(outcome.registration);
    return outcome.registration;
  }

  /**
   * Staff's "Refund now" and "Retry refund": asks again for a failed refund (same refund, next attempt),
   * requests the refund a cancellation fixed if it was never asked, or refunds a late payment whose seats
   * were gone (`needsRefund`, all of it). 409 when nothing is due. A provider failure is recorded on the
   * refund (failed) and the registration is answered as it is.
   */
  async refundNow(id: string): Promise<{ registration: RegistrationDetails; refund: PaymentRefund }> {
    const registration = await this.registrations.findDetails({ id });
    if (!registration) throw registrationError(Code.NotFound);
    const [existing] = await this.lifecycle.refundsOf('registration', id);
    let amountPaise: number;
    let reason: string;
    if (existing) {
      if (existing.status !== 'failed') throw registrationError(Code.NothingToRefund);
      amountPaise = existing.amountPaise;
      reason = existing.reason;
    } else if (
      registration.paymentStatus === 'cancelled' &&
      (registration.cancellationRefundPaise ?? 0) > 0
    ) {
      amountPaise = registration.cancellationRefundPaise as number;
      reason = REFUND_REASONS[registration.cancelledBy ?? 'staff'];
    } else if (registration.needsRefund) {
      amountPaise = toPaise(registration.totalAmount);
      reason = LATE_PAYMENT_REFUND_REASON;
    } else {
      throw registrationError(Code.NothingToRefund);
    }
    if (!registration.paymentId || amountPaise <= 0) throw registrationError(Code.NothingToRefund);
    const refund = await this.askLifecycle(registration, {
      paymentId: registration.paymentId,
      amountPaise,
      reason,
      by: 'staff',
      retry: true,
    });
    return { registration, refund: refund ?? (await this.lifecycle.refundsOf('registration', id))[0] };
  }

  /** The booking's refund as the booking page and the admin panel show it (null when none was asked). */
  async refundOf(
    registration: RegistrationDetails,
    locale: Locale = 'en',
  ): Promise<BookingPageRefund | null> {
    const [refund] = await this.lifecycle.refundsOf('registration', registration.id);
    if (!refund) return null;
    const amountPaise = toPaise(registration.totalAmount);
    return {
      ...toBookingRefund(refund, amountPaise),
      inWords: refundInWordsText(refund.amountPaise, amountPaise)(locale),
      sentence: renderApiText(refundStatusText(refund.status, refund.amountPaise, amountPaise), locale),
    };
  }

  /** The payable's side of a refund's change: the attendee's e-mail of it (requested, made, failed). */
  async refundChanged(refund: PaymentRefund): Promise<void> {
    const registration = await this.registrations.findDetails({ id: refund.payableId });
    if (!registration) return;
    await this.registrations.transaction((manager) =>
      this.mail.enqueue(
        manager,
        bookingRefundMail(
          {
            refundId: refund.id,
            attempts: refund.attempts,
            status: refund.status,
            refundPaise: refund.amountPaise,
            amountPaise: toPaise(registration.totalAmount),
            bookingId: registration.id,
            eventTitle: bookingTexts(registration).eventTitle,
            name: registration.name,
            email: registration.email,
            bookingUrl: this.keys.bookingUrl(registration),
          },
          this.config.FOUNDATION_NAME,
          registration.locale,
        ),
      ),
    );
    this.mail.kick();
  }

  /** The refund a cancellation gives, in whole paise (0 for a free booking or one without a payment). */
  private refundOnCancel(registration: RegistrationDetails, canceller: Canceller, now: Date): number {
    const amountPaise = toPaise(registration.totalAmount);
    if (canceller.by === 'attendee') {
      const terms = this.termsOf(registration, now);
      if (terms.refusal === 'not-cancellable') throw registrationError(Code.NotCancellable);
      if (!terms.cancellable) {
        const deadline =
          terms.refusal === 'deadline-passed' && terms.deadline ? new Date(terms.deadline) : null;
        throw registrationError(Code.CancellationClosed, {
          message: terms.summary,
          // The deadline, written in the request's language when the answer is said in it.
          ...(deadline
            ? {
                text: {
                  key: 'cancellationClosedAt',
                  values: { when: (locale) => formatDeadline(deadline, locale) },
                },
              }
            : {}),
          extra: { deadline: terms.deadline },
        });
      }
      return registration.paymentId ? terms.refundPaise : 0;
    }
    if (canceller.by === 'event') return registration.paymentId ? amountPaise : 0;
    if (!registration.paymentId || canceller.refund === 'none') return 0;
    if (canceller.refund === 'full') return amountPaise;
    const percent =
      registration.eventCancellationRule === 'not-cancellable'
        ? 0
        : registration.eventCancellationRefundPercent;
    return refundPaiseOf(amountPaise, percent);
  }

  /**
   * Asks for a cancelled booking's refund when one is due; harmless to repeat (one refund per booking).
   * `resume` asks the provider again, with the same idempotency key, for a refund recorded but never
   * answered (the process died in between): the provider answers the refund it made, or makes it once.
   */
  async requestRefund(registration: RegistrationDetails, resume = false): Promise<void> {
    const amountPaise = registration.cancellationRefundPaise ?? 0;
    if (registration.paymentStatus !== 'cancelled' || amountPaise <= 0 || !registration.paymentId) return;
    await this.askLifecycle(registration, {
      paymentId: registration.paymentId,
      amountPaise,
      reason: REFUND_REASONS[registration.cancelledBy ?? 'staff'],
      by: REQUESTER[registration.cancelledBy ?? 'staff'],
      resume,
    });
  }

  /**
   * Refunds in full a payment kept off its booking and marked for refund (`needsRefund`: it came late, or
   * after its event was cancelled), asked on the event's behalf; a failure stays on the refund for staff.
   */
  async refundLatePayment(registration: RegistrationDetails, reason: string, resume = false): Promise<void> {
    if (!registration.needsRefund || !registration.paymentId) return;
    const amountPaise = toPaise(registration.totalAmount);
    if (amountPaise <= 0) return;
    await this.askLifecycle(registration, {
      paymentId: registration.paymentId,
      amountPaise,
      reason,
      by: REQUESTER.event,
      resume,
    });
  }

  /** The lifecycle's refund; a provider failure is already recorded on it (failed), so it is logged here. */
  private async askLifecycle(
    registration: RegistrationDetails,
    request: Parameters<PaymentLifecycleService['refund']>[2],
  ): Promise<PaymentRefund | null> {
    try {
      return await this.lifecycle.refund('registration', registration.id, request);
    } catch (error) {
      this.logger.warn(
        { err: error, registrationId: registration.id },
        'The refund of a booking failed: recorded as failed for staff to retry',
      );
      return null;
    }
  }
}

/** A refund row as the booking page and the admin panel show it. */
export function toBookingRefund(refund: PaymentRefund, amountPaise: number): BookingRefund {
  return {
    status: refund.status,
    amount: refund.amountPaise / 100,
    inWords: refundInWords(refund.amountPaise, amountPaise),
    failureReason: refund.status === 'failed' ? refund.failureReason : null,
    requestedAt: refund.createdAt.toISOString(),
    processedAt: refund.processedAt ? refund.processedAt.toISOString() : null,
  };
}

/** What the booking page says while the move's free cancellation is open. */
function moveWindowSummary(end: Date, amountPaise: number): string {
  const until = formatIndiaDateTime(end);
  return amountPaise > 0
    ? `The event has changed: you may cancel until ${until} (India time) and get everything you paid back.`
    : `The event has changed: you may cancel until ${until} (India time).`;
}
