import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  formatInr,
  paiseToRupeeString,
  type CreateDonationOrderResponse,
  type PaymentStatus,
} from '@foundation/shared';
import { AppLogger } from '../common/logging/app-logger.js';
import { AppConfig } from '../config/app-config.js';
import { donationThankYouMail } from '../mail/mail-templates.js';
import { MailService } from '../mail/mail.service.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../payments/payment-gateway.js';
import { invalidPaymentSignature } from '../payments/payments.errors.js';
import { accessTokenMatches, isUuid, newAccessToken } from '../registrations/access-token.js';
import { CHECKOUT_THEME_COLOR } from '../registrations/registrations.service.js';
import { type PaymentConfirmationDto } from '../registrations/dto/payment-confirmation.dto.js';
import { type CreateDonationOrderDto } from './dto/create-donation-order.dto.js';
import { donationError, DonationErrorCode as Code } from './donations.errors.js';

export interface DonationRow {
  id: string;
  amount: string;
  currency: string;
  donation_type: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  payment_status: PaymentStatus;
  order_id: string | null;
  payment_id: string | null;
  access_token_hash: string;
  completed_at: Date | null;
  created_at: Date;
}

/** What the donor's browser may see of a donation. */
export interface DonationView {
  id: string;
  amount: number;
  donationType: string;
  status: PaymentStatus;
  orderId: string | null;
  paymentId: string | null;
  createdAt: string;
}

const toView = (row: DonationRow): DonationView => ({
  id: row.id,
  amount: Number(row.amount),
  donationType: row.donation_type,
  status: row.payment_status,
  orderId: row.order_id,
  paymentId: row.payment_id,
  createdAt: new Date(row.created_at).toISOString(),
});

@Injectable()
export class DonationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly logger: AppLogger,
  ) {}

  /** SPEC's `POST /api/create-order`: records a pending donation and creates its order. */
  async createOrder(dto: CreateDonationOrderDto): Promise<CreateDonationOrderResponse> {
    if (dto.amount > this.config.DONATION_MAX_RUPEES) {
      const message = `amount must be at most ${formatInr(this.config.DONATION_MAX_RUPEES)}`;
      throw donationError(Code.AmountTooLarge, { message, field: 'amount' });
    }
    const amountPaise = dto.amount * 100;
    const { token, hash } = newAccessToken();
    const [donation] = (await this.dataSource.query(
      `INSERT INTO donations (amount, donation_type, name, email, phone, access_token_hash)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        paiseToRupeeString(amountPaise),
        dto.donationType ?? 'one-time',
        dto.name ?? null,
        dto.email ?? null,
        dto.phone ?? null,
        hash,
      ],
    )) as { id: string }[];
    let orderId: string;
    try {
      const order = await this.gateway.createOrder({
        amountPaise,
        receipt: donation.id,
        notes: { donation_id: donation.id },
      });
      orderId = order.id;
    } catch (error) {
      await this.fail({ id: donation.id }, 'order_failed');
      throw error;
    }
    await this.dataSource.query(`UPDATE donations SET order_id = $2, updated_at = now() WHERE id = $1`, [
      donation.id,
      orderId,
    ]);
    return {
      id: orderId,
      donationId: donation.id,
      accessToken: token,
      provider: this.gateway.name,
      keyId: this.gateway.keyId,
      orderId,
      amount: amountPaise,
      currency: 'INR',
      name: this.config.FOUNDATION_NAME,
      description: `Donation to ${this.config.FOUNDATION_NAME}`,
      prefill: { name: dto.name ?? '', email: dto.email ?? '', contact: dto.phone ?? '' },
      theme: { color: CHECKOUT_THEME_COLOR },
    };
  }

  async get(id: string, token: unknown): Promise<{ donation: DonationView }> {
    return { donation: toView(await this.findAccessible(id, token)) };
  }

  /** Checkout's result for a donation, verified like a registration's. */
  async confirmPayment(
    id: string,
    token: unknown,
    dto: PaymentConfirmationDto,
  ): Promise<{ donation: DonationView }> {
    const row = await this.findAccessible(id, token);
    if (!row.order_id) throw donationError(Code.NoPaymentExpected);
    if (dto.razorpay_order_id !== row.order_id) {
      throw donationError(Code.PaymentMismatch, {
        fields: { razorpay_order_id: 'does not match this donation' },
      });
    }
    if (!this.gateway.verifyPayment(row.order_id, dto.razorpay_payment_id, dto.razorpay_signature)) {
      this.logger.warn({ donationId: row.id }, 'Donation payment confirmation with an invalid signature');
      throw invalidPaymentSignature();
    }
    await this.complete({ id: row.id }, dto.razorpay_payment_id);
    return { donation: toView((await this.load({ id: row.id })) as DonationRow) };
  }

  /** Completes a donation once (row lock), queueing the thank-you when the donor gave an e-mail. */
  async complete(
    where: { id: string } | { orderId: string },
    paymentId: string,
  ): Promise<'completed' | 'already_completed' | 'not_found'> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const [column, value] = 'id' in where ? ['id', where.id] : ['order_id', where.orderId];
      const [row] = (await manager.query(`SELECT * FROM donations WHERE ${column} = $1 FOR UPDATE`, [
        value,
      ])) as DonationRow[];
      if (!row) return 'not_found' as const;
      if (row.payment_status === 'completed') return 'already_completed' as const;
      const [[updated]] = (await manager.query(
        `UPDATE donations SET payment_status = 'completed', payment_id = $2, completed_at = now(), failure_reason = NULL, updated_at = now()
          WHERE id = $1 RETURNING *`,
        [row.id, paymentId],
      )) as [DonationRow[], number];
      if (updated.email) {
        await this.mail.enqueue(
          manager,
          donationThankYouMail(
            {
              id: updated.id,
              amount: Number(updated.amount),
              donationType: updated.donation_type,
              name: updated.name,
              email: updated.email,
              paymentId: updated.payment_id,
              completedAt: updated.completed_at ?? new Date(),
            },
            this.config.FOUNDATION_NAME,
          ),
        );
      }
      return 'completed' as const;
    });
    if (outcome === 'completed') this.mail.kick();
    return outcome;
  }

  /** Marks a pending donation failed; a completed one never changes. */
  async fail(where: { id: string } | { orderId: string }, reason: string): Promise<boolean> {
    const [column, value] = 'id' in where ? ['id', where.id] : ['order_id', where.orderId];
    const [, count] = (await this.dataSource.query(
      `UPDATE donations SET payment_status = 'failed', failure_reason = $2, updated_at = now()
        WHERE ${column} = $1 AND payment_status = 'pending'`,
      [value, reason],
    )) as [unknown, number];
    return count > 0;
  }

  async load(where: { id: string } | { orderId: string }): Promise<DonationRow | null> {
    const [column, value] = 'id' in where ? ['id', where.id] : ['order_id', where.orderId];
    const [row] = (await this.dataSource.query(`SELECT * FROM donations WHERE ${column} = $1`, [
      value,
    ])) as DonationRow[];
    return row ?? null;
  }

  private async findAccessible(id: string, token: unknown): Promise<DonationRow> {
    if (!isUuid(id)) throw donationError(Code.NotFound);
    const row = await this.load({ id });
    if (!row || !accessTokenMatches(row.access_token_hash, token)) throw donationError(Code.NotFound);
    return row;
  }
}
