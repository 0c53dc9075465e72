import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import {
  formatInr,
  indiaCalendarDate,
  isRecurringDonationType,
  paiseToRupeeString,
  type OneTimeDonationOrderResponse,
  type RecurringPeriod,
  type PaymentStatus,
  type RecurringDonationOrderResponse,
  DEFAULT_LOCALE,
  isForeignSource,
  type DonorCitizenship,
} from '@foundation/shared';
import { PublicReadCache } from '../common/public-cache/public-read-cache.js';
import { AppConfig } from '../config/app-config.js';
import { DonorLinksService } from '../donor-links/index.js';
import { DonationProjectsService } from '../donation-projects/index.js';
import { MailService } from '../mail/index.js';
import { donationReceiptMail, type RecurringChargeForMail } from './donation-mails.js';
import {
  accessTokenMatches,
  isUuid,
  newAccessToken,
  PaymentLifecycleService,
  type PaymentConfirmationDto,
} from '../payments/index.js';
import { type CancelDonationDto } from './dto/cancel-donation.dto.js';
import { type CreateDonationOrderDto } from './dto/create-donation-order.dto.js';
import { DonationCompletion } from './donation-completion.js';
import { donationError, DonationErrorCode as Code } from './donations.errors.js';
import {
  DonationsRepository,
  type DonationRecord,
  type DonationWhere,
  type NewCharge,
  type NewOfflineGift,
} from './donations.repository.js';
import { type RecurringGiftOrders } from './recurring-gift-orders.js';
import { PrivacyService } from '../privacy/index.js';

/** A recurring gift's charge to record: its payment and the gift's donor details. */
export type RecurringCharge = Omit<NewCharge, 'accessTokenHash'>;

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

const toView = (donation: DonationRecord): DonationView => ({
  id: donation.id,
  amount: Number(donation.amount),
  donationType: donation.donationType,
  status: donation.paymentStatus,
  orderId: donation.orderId,
  paymentId: donation.paymentId,
  createdAt: new Date(donation.createdAt).toISOString(),
});

@Injectable()
export class DonationsService {
  private recurringGifts?: RecurringGiftOrders;

  constructor(
    private readonly donations: DonationsRepository,
    private readonly lifecycle: PaymentLifecycleService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly completion: DonationCompletion,
    private readonly donorLinks: DonorLinksService,
    private readonly projects: DonationProjectsService,
    private readonly publicCache: PublicReadCache,
    private readonly privacy: PrivacyService,
  ) {}

  /** Called by the recurring gifts when their module starts. */
  registerRecurringGifts(orders: RecurringGiftOrders): void {
    this.recurringGifts = orders;
  }

  /**
   * `POST /api/create-order`: a one-time gift records a pending donation and creates its order; a monthly
   * or yearly gift creates a recurring gift and its provider subscription (each charge becomes a donation).
   */
  async createOrder(
    dto: CreateDonationOrderDto,
  ): Promise<OneTimeDonationOrderResponse | RecurringDonationOrderResponse> {
    // A foreign source's gift: refused before anything is written, unless the FCRA account is configured.
    const fcra = isForeignSource(dto.citizenship);
    if (fcra && !this.config.fcraConfigured) {
      throw donationError(Code.ForeignContributionRefused, { field: 'citizenship' });
    }
    if (fcra && isRecurringDonationType(dto.donationType)) {
      throw donationError(Code.ForeignRecurringRefused, { field: 'donationType' });
    }
    if (dto.amount > this.config.DONATION_MAX_RUPEES) {
      const max = formatInr(this.config.DONATION_MAX_RUPEES);
      throw donationError(Code.AmountTooLarge, {
        text: { key: 'amountAtMost', values: { max } },
        field: 'amount',
      });
    }
    // A gift is designated only to a project still open for donations (inactive ones are off the page).
    if (dto.projectId && !(await this.projects.acceptsDonations(dto.projectId))) {
      throw donationError(Code.ProjectUnavailable, { field: 'projectId' });
    }
    if (isRecurringDonationType(dto.donationType)) {
      if (!this.recurringGifts) throw new Error('Recurring gifts are not registered');
      return this.recurringGifts.create(dto);
    }
    const amountPaise = dto.amount * 100;
    const { token, hash } = newAccessToken();
    const donationId = await this.donations.insertPending({
      amount: paiseToRupeeString(amountPaise),
      donationType: dto.donationType ?? 'one-time',
      name: dto.name ?? null,
      email: dto.email ?? null,
      phone: dto.phone ?? null,
      donorPan: dto.pan || null,
      donorAddress: dto.address ?? null,
      accessTokenHash: hash,
      projectId: dto.projectId ?? null,
      locale: dto.locale ?? DEFAULT_LOCALE,
      ...(await this.privacy.acceptance()),
      ...declarationOf(dto),
      fcra,
    });
    // The lifecycle creates the order (failing the donation without one) and records it as a donation's,
    // on the FCRA account for a foreign contribution.
    const order = await this.lifecycle.openOrder('donation', donationId, fcra ? 'fcra' : 'main');
    return { kind: 'order', id: order.orderId, donationId, accessToken: token, ...order };
  }

  /**
   * Records a recurring gift's charge as a new completed donation, once per payment id (a replayed or
   * reordered webhook and the browser's authorisation count it once), in one transaction with what every
   * completion does (afterCompleted: receipt, thank-you e-mail) and the caller's own step (`alsoInTransaction`,
   * which learns whether the charge was new). The mail sender is kicked after the commit.
   */
  async recordCharge(
    charge: RecurringCharge,
    alsoInTransaction?: (manager: EntityManager, recorded: DonationRecord | null) => Promise<void>,
  ): Promise<'completed' | 'already_completed'> {
    const outcome = await this.donations.transaction(async (manager) => {
      const recorded = await this.donations.insertCompletedCharge(manager, {
        ...charge,
        // Nobody reaches a charge with a per-donation token: the donor's link covers all their gifts.
        accessTokenHash: newAccessToken().hash,
      });
      if (recorded) await this.afterCompleted(manager, recorded);
      await alsoInTransaction?.(manager, recorded);
      return { outcome: recorded ? ('completed' as const) : ('already_completed' as const), recorded };
    });
    if (outcome.outcome === 'completed') this.afterCommit(outcome.recorded);
    return outcome.outcome;
  }

  /**
   * Records a gift received offline as a completed donation and, in the same transaction, what every
   * completion does: its receipt from the year's one series (the listeners) and, when `sendReceipt`, the
   * donor's e-mail with it; then the caller's own step (`alsoInTransaction`: the audit entry).
   */
  async recordOffline(
    gift: Omit<NewOfflineGift, 'accessTokenHash'>,
    sendReceipt: boolean,
    alsoInTransaction: (manager: EntityManager, recorded: DonationRecord) => Promise<void>,
  ): Promise<DonationRecord> {
    if (gift.projectId && !(await this.projects.acceptsDonations(gift.projectId))) {
      throw donationError(Code.ProjectUnavailable, { field: 'projectId' });
    }
    const recorded = await this.donations.transaction(async (manager) => {
      const donation = await this.donations.insertOffline(manager, {
        ...gift,
        // Nobody opens an offline gift with a per-donation token: the donor's link covers all their gifts.
        accessTokenHash: newAccessToken().hash,
      });
      await this.completion.completed(manager, donation);
      if (sendReceipt) await this.enqueueReceiptMail(manager, donation);
      await alsoInTransaction(manager, donation);
      return donation;
    });
    this.afterCommit(recorded);
    return recorded;
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
    const donation = await this.findAccessible(id, token);
    if (!donation.orderId) throw donationError(Code.NoPaymentExpected);
    if (dto.razorpay_order_id !== donation.orderId) {
      throw donationError(Code.PaymentMismatch, {
        fields: { razorpay_order_id: 'does not match this donation' },
      });
    }
    await this.lifecycle.confirm('donation', donation.id, donation.orderId, dto);
    return { donation: toView((await this.load({ id: donation.id })) as DonationRecord) };
  }

  /** A dismissed Checkout or a failed payment: the pending donation fails; a completed one never changes. */
  async cancel(id: string, token: unknown, dto: CancelDonationDto): Promise<{ donation: DonationView }> {
    const donation = await this.findAccessible(id, token);
    await this.lifecycle.cancel('donation', donation.id, dto.reason);
    return { donation: toView((await this.load({ id: donation.id })) as DonationRecord) };
  }

  /** Completes a donation once (row lock), queueing the thank-you when the donor gave an e-mail. */
  async complete(
    where: DonationWhere,
    paymentId: string,
  ): Promise<'completed' | 'already_completed' | 'not_found'> {
    const outcome = await this.donations.transaction(async (manager) => {
      const donation = await this.donations.findOne(where, { manager, lock: true });
      if (!donation) return 'not_found' as const;
      if (donation.paymentStatus === 'completed') return 'already_completed' as const;
      const updated = await this.donations.markCompleted(manager, donation.id, paymentId);
      await this.afterCompleted(manager, updated);
      return updated;
    });
    if (typeof outcome === 'string') return outcome;
    this.afterCommit(outcome);
    return 'completed';
  }

  /**
   * After a completion commits: the mail sender is kicked, and a gift designated to a project changes that
   * project's public "raised" figure, so the cached public reads are dropped.
   */
  private afterCommit(donation: DonationRecord | null): void {
    this.mail.kick();
    if (donation?.projectId) this.publicCache.invalidate();
  }

  /**
   * What every completion does inside its transaction, however the donation completed (one-time payment,
   * a recurring gift's charge): the registered listeners (the receipt is issued there), then the donor's
   * e-mail with the receipt attached and a new "My giving" link. Callers kick the mail sender after the commit.
   */
  private async afterCompleted(manager: EntityManager, updated: DonationRecord): Promise<void> {
    await this.completion.completed(manager, updated);
    if (!updated.email) return;
    await this.enqueueReceiptMail(manager, updated);
  }

  /**
   * Queues the donation's e-mail (with its latest receipt) inside `manager`'s transaction. Without `resend`
   * it is the e-mail of the completion, queued once; with it, another copy (staff re-sending the receipt).
   */
  async enqueueReceiptMail(
    manager: EntityManager,
    donation: DonationRecord,
    resend?: { key: string },
  ): Promise<void> {
    if (!donation.email) return;
    const facts = await this.donations.mailFacts(manager, donation.id);
    const completedAt = donation.completedAt ?? new Date();
    const charge: RecurringChargeForMail | null =
      facts.recurringGiftId && isRecurringDonationType(donation.donationType)
        ? {
            period: donation.donationType,
            chargeNumber: facts.chargeNumber,
            nextDueOn: nextChargeDay(indiaCalendarDate(completedAt), donation.donationType),
          }
        : null;
    await this.mail.enqueue(
      manager,
      donationReceiptMail(
        {
          id: donation.id,
          amount: Number(donation.amount),
          donationType: donation.donationType,
          name: donation.name,
          email: donation.email,
          paymentId: donation.paymentId,
          completedAt,
        },
        {
          foundationName: this.config.FOUNDATION_NAME,
          charge,
          receipt: facts.receipt,
          myGivingUrl: await this.donorLinks.issue(manager, donation.email, donation.locale),
          resend,
        },
        donation.locale,
      ),
    );
  }

  /** Whether the payment is recorded as a charge of the recurring gift. */
  isChargeOf(recurringGiftId: string, paymentId: string): Promise<boolean> {
    return this.donations.isChargeOf(recurringGiftId, paymentId);
  }

  load(where: DonationWhere): Promise<DonationRecord | null> {
    return this.donations.findOne(where);
  }

  private async findAccessible(id: string, token: unknown): Promise<DonationRecord> {
    if (!isUuid(id)) throw donationError(Code.NotFound);
    const donation = await this.load({ id });
    if (!donation || !accessTokenMatches(donation.accessTokenHash, token)) throw donationError(Code.NotFound);
    return donation;
  }
}

/** The declaration to store: the passport number only for an Indian citizen living abroad. */
export function declarationOf(dto: CreateDonationOrderDto): {
  donorCitizenship: DonorCitizenship | null;
  donorPassportNumber: string | null;
} {
  const citizenship = dto.citizenship ?? null;
  return {
    donorCitizenship: citizenship,
    donorPassportNumber: citizenship === 'indian-abroad' ? (dto.passportNumber ?? null) : null,
  };
}

/**
 * The day a recurring gift's next charge is due after a charge on `day` (`YYYY-MM-DD`, India): a month or
 * a year later on the same day of the month, or the month's last day when it has no such day (31 January
 * → 28 or 29 February). The provider's schedule is authoritative; this is what the donor is told.
 */
export function nextChargeDay(day: string, period: RecurringPeriod): string {
  const [year, month, date] = day.split('-').map(Number);
  const target = period === 'monthly' ? { year, month: month + 1 } : { year: year + 1, month };
  if (target.month > 12) {
    target.year += 1;
    target.month -= 12;
  }
  const lastDay = new Date(Date.UTC(target.year, target.month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${target.year}-${pad(target.month)}-${pad(Math.min(date, lastDay))}`;
}
