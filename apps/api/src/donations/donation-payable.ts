import { Injectable, type OnModuleInit } from '@nestjs/common';
import { apiMessage, toPaise } from '@foundation/shared';
import { type EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import {
  type Payable,
  type PayableCharge,
  type PaymentFailureReason,
  type PaymentRefund,
  PaymentLifecycleService,
} from '../payments/index.js';
import { DonationRefundEvents } from './donation-refund-events.js';
import { DonationsRepository } from './donations.repository.js';
import { DonationsService } from './donations.service.js';

/** A one-time donation as the payment lifecycle sees it; registered when the module starts. */
@Injectable()
export class DonationPayable implements Payable, OnModuleInit {
  readonly kind = 'donation' as const;

  constructor(
    private readonly lifecycle: PaymentLifecycleService,
    private readonly donations: DonationsRepository,
    private readonly service: DonationsService,
    private readonly config: AppConfig,
    private readonly refundEvents: DonationRefundEvents,
  ) {}

  onModuleInit(): void {
    this.lifecycle.register(this);
  }

  async loadForPayment(id: string, manager?: EntityManager): Promise<PayableCharge | null> {
    const donation = await this.donations.findOne({ id }, { manager });
    if (!donation) return null;
    return {
      amountPaise: toPaise(donation.amount),
      description: apiMessage(
        'paymentForDonation',
        { foundation: this.config.FOUNDATION_NAME },
        donation.locale,
      ),
      prefill: { name: donation.name ?? '', email: donation.email ?? '', contact: donation.phone ?? '' },
      notes: { donation_id: donation.id },
    };
  }

  attachOrder(id: string, orderId: string, manager: EntityManager): Promise<void> {
    return this.donations.setOrderId(id, orderId, manager);
  }

  complete(id: string, paymentId: string): Promise<string> {
    return this.service.complete({ id }, paymentId);
  }

  fail(id: string, reason: PaymentFailureReason): Promise<boolean> {
    return this.donations.failPending({ id }, reason);
  }

  /** A gift's refund changed (from the provider's answer or a webhook): a processed one cancels its receipt. */
  onRefundChanged(refund: PaymentRefund): Promise<void> {
    return this.refundEvents.changed(refund);
  }
}
