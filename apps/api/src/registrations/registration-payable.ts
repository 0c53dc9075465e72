import { Injectable, type OnModuleInit } from '@nestjs/common';
import { apiMessage, toPaise } from '@foundation/shared';
import { type EntityManager } from 'typeorm';
import {
  type Payable,
  type PayableCharge,
  type PaymentFailureReason,
  type PaymentRefund,
  PaymentLifecycleService,
} from '../payments/index.js';
import { BookingCancellationService } from './booking-cancellation.service.js';
import { bookingTexts } from './registration.presenter.js';
import { RegistrationPaymentsService } from './registration-payments.service.js';
import { RegistrationsRepository } from './registrations.repository.js';
import { SeatsReleased } from '../ticket-types/index.js';

/** A paid registration as the payment lifecycle sees it; registered when the module starts. */
@Injectable()
export class RegistrationPayable implements Payable, OnModuleInit {
  readonly kind = 'registration' as const;

  constructor(
    private readonly lifecycle: PaymentLifecycleService,
    private readonly registrations: RegistrationsRepository,
    private readonly payments: RegistrationPaymentsService,
    private readonly cancellations: BookingCancellationService,
    private readonly seatsReleased: SeatsReleased,
  ) {}

  onModuleInit(): void {
    this.lifecycle.register(this);
  }

  async loadForPayment(id: string, manager?: EntityManager): Promise<PayableCharge | null> {
    const registration = await this.registrations.findDetails({ id }, { manager });
    if (!registration) return null;
    return {
      amountPaise: toPaise(registration.totalAmount),
      // In the booking's language, with the event's title in it (its Hindi twin where there is one).
      description: apiMessage(
        'paymentForRegistration',
        { event: bookingTexts(registration).eventTitle },
        registration.locale,
      ),
      prefill: { name: registration.name, email: registration.email, contact: registration.phone },
      notes: { registration_id: registration.id, event_id: registration.eventId },
    };
  }

  attachOrder(id: string, orderId: string, manager: EntityManager): Promise<void> {
    return this.registrations.setOrderId(id, orderId, manager);
  }

  async complete(id: string, paymentId: string): Promise<string> {
    return (await this.payments.complete({ id }, paymentId)).outcome;
  }

  /** A dismissed or failed Checkout (or no order): its seats are free again, and the waiting list hears it. */
  async fail(id: string, reason: PaymentFailureReason): Promise<boolean> {
    const changed = await this.payments.fail({ id }, reason);
    if (changed) await this.announceReleased([id]);
    return changed;
  }

  /** Seat holds that ran out: failed, their seats released (and announced to the waiting list). */
  async expire(): Promise<string[]> {
    const ids = await this.payments.releaseExpiredHolds();
    await this.announceReleased(ids);
    return ids;
  }

  /** After the freeing update committed: each event of these registrations, once. */
  private async announceReleased(ids: string[]): Promise<void> {
    const events = new Set<string>();
    for (const id of ids) {
      const registration = await this.registrations.findDetails({ id });
      if (registration) events.add(registration.eventId);
    }
    for (const eventId of events) await this.seatsReleased.released(eventId);
  }

  /** Every refund of a booking (requested, made, failed) is e-mailed to the attendee. */
  onRefundChanged(refund: PaymentRefund): Promise<void> {
    return this.cancellations.refundChanged(refund);
  }
}
