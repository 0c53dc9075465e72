import { Injectable, type OnModuleInit } from '@nestjs/common';
import { toPaise } from '@foundation/shared';
import { type EntityManager } from 'typeorm';
import { type Payable, type PayableCharge, type PaymentFailureReason } from '../payments/payable.js';
import { type PaymentRefund } from '../payments/payment-refund.js';
import { PaymentLifecycleService } from '../payments/payment-lifecycle.service.js';
import { BookingCancellationService } from './booking-cancellation.service.js';
import { RegistrationPaymentsService } from './registration-payments.service.js';
import { RegistrationsRepository } from './registrations.repository.js';

/** A paid registration as the payment lifecycle sees it; registered when the module starts. */
@Injectable()
export class RegistrationPayable implements Payable, OnModuleInit {
  readonly kind = 'registration' as const;

  constructor(
    private readonly lifecycle: PaymentLifecycleService,
    private readonly registrations: RegistrationsRepository,
    private readonly payments: RegistrationPaymentsService,
    private readonly cancellations: BookingCancellationService,
  ) {}

  onModuleInit(): void {
    this.lifecycle.register(this);
  }

  async loadForPayment(id: string, manager?: EntityManager): Promise<PayableCharge | null> {
    const registration = await this.registrations.findDetails({ id }, { manager });
    if (!registration) return null;
    return {
      amountPaise: toPaise(registration.totalAmount),
      description: `Registration for ${registration.eventTitle}`,
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

  fail(id: string, reason: PaymentFailureReason): Promise<boolean> {
    return this.payments.fail({ id }, reason);
  }

  /** Seat holds that ran out: failed, their seats released. */
  expire(): Promise<string[]> {
    return this.payments.releaseExpiredHolds();
  }

  /** Every refund of a booking (requested, made, failed) is e-mailed to the attendee. */
  onRefundChanged(refund: PaymentRefund): Promise<void> {
    return this.cancellations.refundChanged(refund);
  }
}
