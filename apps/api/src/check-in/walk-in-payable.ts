import { Injectable, type OnModuleInit } from '@nestjs/common';
import { toPaise } from '@foundation/shared';
import { type EntityManager } from 'typeorm';
import {
  type Payable,
  type PayableCharge,
  type PaymentFailureReason,
  type ProviderQrCode,
  PaymentLifecycleService,
} from '../payments/index.js';
import { RegistrationsRepository } from '../registrations/index.js';
import { WalkInsRepository } from './walk-ins.repository.js';
import { WalkInsService } from './walk-ins.service.js';

/**
 * A UPI walk-in as the payment lifecycle sees it: paid through a single-use QR code for its exact amount
 * (never a Checkout order), completed when the provider reports the code credited. Its seat hold runs out
 * like any pending registration's (the registrations' own expiry releases it).
 */
@Injectable()
export class WalkInPayable implements Payable, OnModuleInit {
  readonly kind = 'walk-in' as const;

  constructor(
    private readonly lifecycle: PaymentLifecycleService,
    private readonly registrations: RegistrationsRepository,
    private readonly walkIns: WalkInsRepository,
    private readonly service: WalkInsService,
  ) {}

  onModuleInit(): void {
    this.lifecycle.register(this);
  }

  async loadForPayment(id: string, manager?: EntityManager): Promise<PayableCharge | null> {
    const registration = await this.registrations.findDetails({ id }, { manager });
    if (!registration) return null;
    return {
      amountPaise: toPaise(registration.totalAmount),
      description: `Walk-in: ${registration.eventTitle}`.slice(0, 255),
      prefill: { name: registration.name, email: registration.email, contact: registration.phone },
      notes: { registration_id: registration.id, event_id: registration.eventId, walk_in: 'true' },
    };
  }

  /** Walk-ins are never paid through an order. */
  async attachOrder(): Promise<void> {
    throw new Error('A walk-in is paid by UPI QR code, not by an order');
  }

  attachQrCode(id: string, qrCode: ProviderQrCode, manager: EntityManager): Promise<void> {
    return this.walkIns.setQrCode(manager, id, {
      id: qrCode.id,
      imageUrl: qrCode.imageUrl,
      closesAt: qrCode.closeBy,
    });
  }

  complete(id: string, paymentId: string): Promise<string> {
    return this.service.completeUpi(id, paymentId);
  }

  fail(id: string, reason: PaymentFailureReason): Promise<boolean> {
    return this.registrations.failPending({ id }, reason);
  }
}
