import { Injectable, type OnModuleInit } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import {
  apiMessage,
  isRecurringDonationType,
  paiseToRupeeString,
  toPaise,
  type RecurringDonationOrderResponse,
  type RecurringGiftResponse,
  type RecurringGiftStatus,
  type RecurringGiftView,
  CURRENCY,
  DEFAULT_LOCALE,
  localePath,
} from '@foundation/shared';
import { AppLogger } from '../common/logging/app-logger.js';
import { AppConfig } from '../config/app-config.js';
import { type CreateDonationOrderDto, declarationOf, DonationsService } from '../donations/index.js';
import { DonorLinksService } from '../donor-links/index.js';
import { MailService } from '../mail/index.js';
import { recurringGiftCancelledMail, recurringGiftDebitFailedMail } from './recurring-gift-mails.js';
import {
  accessTokenMatches,
  isUuid,
  newAccessToken,
  addBillingPeriod,
  PaymentLifecycleService,
  type ReportedCharge,
  type ReportedSubscription,
  type SubscriptionPayable,
  type SubscriptionState,
} from '../payments/index.js';
import { type AbandonRecurringGiftDto } from './dto/abandon-recurring-gift.dto.js';
import { type SubscriptionAuthorisationDto } from './dto/subscription-authorisation.dto.js';
import { recurringGiftError, RecurringGiftErrorCode as Code } from './recurring-gifts.errors.js';
import { RecurringGiftsRepository, type RecurringGiftRecord } from './recurring-gifts.repository.js';
import { ENDED_STATUSES, movesTo } from './status-precedence.js';
import { PrivacyService } from '../privacy/index.js';

/** Statuses in which a charge is still due (the view's nextChargeAt is null otherwise). */
const CHARGE_DUE: readonly RecurringGiftStatus[] = ['authenticated', 'active', 'pending'];
/** Statuses cancel() leaves as they are: ended, or never authorised and already failed. */
const NOT_CANCELLABLE: readonly RecurringGiftStatus[] = [...ENDED_STATUSES, 'failed'];
/** The provider's states of a failed debit: retried (`pending`) or stopped (`halted`); the donor is told. */
const DEBIT_FAILED: readonly RecurringGiftStatus[] = ['pending', 'halted'];

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export function toRecurringGiftView(gift: RecurringGiftRecord): RecurringGiftView {
  return {
    id: gift.id,
    period: gift.period,
    amount: Number(gift.amount),
    status: gift.status,
    chargesCount: gift.chargesCount,
    totalCount: gift.totalCount,
    firstChargedAt: iso(gift.firstChargedAt),
    nextChargeAt: CHARGE_DUE.includes(gift.status) ? iso(gift.nextChargeAt) : null,
    cancelledAt: iso(gift.cancelledAt),
    createdAt: new Date(gift.createdAt).toISOString(),
  };
}

/**
 * Monthly and yearly gifts: the gift and its provider subscription, Checkout's authorisation (the first
 * charge), every later charge as a new completed donation, the provider's status events under a status
 * precedence, and cancellation by the donor or staff. See docs/decisions/0013-recurring-gifts.md.
 */
@Injectable()
export class RecurringGiftsService implements SubscriptionPayable, OnModuleInit {
  constructor(
    private readonly gifts: RecurringGiftsRepository,
    private readonly donations: DonationsService,
    private readonly lifecycle: PaymentLifecycleService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly logger: AppLogger,
    private readonly links: DonorLinksService,
    private readonly privacy: PrivacyService,
  ) {}

  onModuleInit(): void {
    this.lifecycle.registerSubscriptions(this);
    this.donations.registerRecurringGifts({ create: (dto) => this.create(dto) });
  }

  /**
   * `POST /api/create-order` with donationType monthly or yearly: records the gift `created`, then creates
   * its subscription. When the provider fails or times out, the gift is failed at once (never left
   * `created` without a subscription) and the error answers 502 or 503.
   */
  async create(dto: CreateDonationOrderDto): Promise<RecurringDonationOrderResponse> {
    if (!isRecurringDonationType(dto.donationType)) throw new Error('Not a recurring donation type');
    const period = dto.donationType;
    const amountPaise = dto.amount * 100;
    const totalCount =
      period === 'monthly'
        ? this.config.RECURRING_MONTHLY_TOTAL_COUNT
        : this.config.RECURRING_YEARLY_TOTAL_COUNT;
    const renews = await this.renewable(dto);
    const { token, hash } = newAccessToken();
    const id = await this.gifts.insertCreated({
      period,
      amount: paiseToRupeeString(amountPaise),
      provider: this.lifecycle.providerName,
      totalCount,
      name: dto.name ?? null,
      email: dto.email as string,
      phone: dto.phone ?? null,
      donorPan: dto.pan || null,
      donorAddress: dto.address ?? null,
      accessTokenHash: hash,
      projectId: dto.projectId ?? null,
      locale: dto.locale ?? DEFAULT_LOCALE,
      ...(await this.privacy.acceptance()),
      ...declarationOf(dto),
      renewsGiftId: renews?.id ?? null,
    });
    let opened: Awaited<ReturnType<PaymentLifecycleService['openSubscription']>>;
    try {
      opened = await this.lifecycle.openSubscription({
        period,
        amountPaise,
        totalCount,
        notes: { recurring_gift_id: id },
        description: apiMessage(
          period === 'monthly' ? 'paymentForMonthlyGift' : 'paymentForYearlyGift',
          { foundation: this.config.FOUNDATION_NAME },
          dto.locale ?? DEFAULT_LOCALE,
        ),
        prefill: { name: dto.name ?? '', email: dto.email ?? '', contact: dto.phone ?? '' },
      });
    } catch (error) {
      await this.gifts.failCreated(id, 'subscription_failed');
      throw error;
    }
    await this.gifts.attachSubscription(id, opened.subscriptionId, opened.planId);
    return {
      kind: 'subscription',
      id: opened.subscriptionId,
      recurringGiftId: id,
      accessToken: token,
      eachDebitNeedsApproval: dto.amount > this.config.DONATION_APPROVAL_THRESHOLD_RUPEES,
      ...opened.checkout,
    };
  }

  async get(id: string, token: unknown): Promise<RecurringGiftResponse> {
    return { recurringGift: toRecurringGiftView(await this.findAccessible(id, token)) };
  }

  /**
   * Checkout's authorisation from the browser: the signature over `payment_id|subscription_id` (the gift's
   * stored subscription) is verified, then the first payment is recorded as a completed donation (once: a
   * replay, or the `subscription.charged` webhook of the same payment, changes nothing).
   */
  async authorise(
    id: string,
    token: unknown,
    dto: SubscriptionAuthorisationDto,
  ): Promise<RecurringGiftResponse> {
    const gift = await this.findAccessible(id, token);
    if (!gift.subscriptionId) throw recurringGiftError(Code.NoPaymentExpected);
    if (dto.razorpay_subscription_id !== gift.subscriptionId) {
      throw recurringGiftError(Code.PaymentMismatch, {
        fields: { razorpay_subscription_id: 'does not match this recurring gift' },
      });
    }
    this.lifecycle.verifySubscriptionAuthorisation(
      gift.subscriptionId,
      dto.razorpay_payment_id,
      dto.razorpay_signature,
    );
    if (gift.firstChargedAt && !(await this.donations.isChargeOf(gift.id, dto.razorpay_payment_id))) {
      throw recurringGiftError(Code.AlreadyAuthorised);
    }
    await this.applyCharge(gift, {
      eventType: 'checkout.authorised',
      subscriptionId: gift.subscriptionId,
      status: null,
      chargeAt: null,
      eventAt: new Date(),
      paymentId: dto.razorpay_payment_id,
      amountPaise: toPaise(gift.amount),
      currency: CURRENCY,
    });
    await this.retireRenewed(gift);
    return this.get(id, token);
  }

  /**
   * The stopped gift a new one sets up again (`renewsRecurringGiftId` with the e-mailed link's key): it must
   * still be stopped or retrying, and the key must be its latest. None without the fields.
   */
  private async renewable(dto: CreateDonationOrderDto): Promise<RecurringGiftRecord | null> {
    if (!dto.renewsRecurringGiftId) return null;
    const old = await this.gifts.findOne({ id: dto.renewsRecurringGiftId });
    if (
      !old ||
      !DEBIT_FAILED.includes(old.status) ||
      !accessTokenMatches(old.renewalKeyHash ?? '', dto.renewalKey)
    ) {
      throw recurringGiftError(Code.RenewalInvalid, { field: 'renewsRecurringGiftId' });
    }
    return old;
  }

  /**
   * Once a gift that sets up a stopped one again is authorised (its first charge), the stopped one is
   * cancelled at the provider and here. Its failure is logged: the new gift stands, staff can cancel the old.
   */
  private async retireRenewed(gift: RecurringGiftRecord): Promise<void> {
    if (!gift.renewsGiftId) return;
    try {
      await this.cancel(gift.renewsGiftId, 'donor');
    } catch (error) {
      this.logger.error(
        { err: error, recurringGiftId: gift.id, renewsGiftId: gift.renewsGiftId },
        'The gift set up again is authorised, but the stopped one could not be cancelled',
      );
    }
  }

  /** Checkout dismissed or failed before the authorisation: a `created` gift fails; anything else stays. */
  async abandon(id: string, token: unknown, dto: AbandonRecurringGiftDto): Promise<RecurringGiftResponse> {
    const gift = await this.findAccessible(id, token);
    await this.gifts.failCreated(gift.id, dto.reason);
    return this.get(id, token);
  }

  /**
   * Cancels a gift at the provider at once (no charge at the end of the cycle) and here, and e-mails the
   * donor, for the donor (My giving) or staff (admin). Idempotent: an ended or failed gift is answered as it
   * is. A provider failure changes nothing (502/503). `alsoInTransaction` runs in the cancelling
   * transaction with the gift before and after (the admin's audit entry).
   */
  async cancel(
    giftId: string,
    by: 'donor' | 'staff',
    alsoInTransaction?: (
      manager: EntityManager,
      before: RecurringGiftRecord,
      after: RecurringGiftRecord,
    ) => Promise<void>,
  ): Promise<RecurringGiftRecord> {
    const gift = await this.gifts.findOne({ id: giftId });
    if (!gift) throw recurringGiftError(Code.NotFound);
    if (NOT_CANCELLABLE.includes(gift.status)) return gift;
    if (gift.subscriptionId) await this.lifecycle.cancelSubscription(gift.subscriptionId);
    const { after, changed } = await this.gifts.transaction(async (manager) => {
      const before = (await this.gifts.findOne(
        { id: giftId },
        { manager, lock: true },
      )) as RecurringGiftRecord;
      if (NOT_CANCELLABLE.includes(before.status)) return { after: before, changed: false };
      await this.gifts.markCancelled(manager, giftId, by);
      const cancelled = (await this.gifts.findOne({ id: giftId }, { manager })) as RecurringGiftRecord;
      await this.mail.enqueue(
        manager,
        recurringGiftCancelledMail(
          {
            id: cancelled.id,
            period: cancelled.period,
            amount: Number(cancelled.amount),
            name: cancelled.name,
            email: cancelled.email,
            chargesCount: cancelled.chargesCount,
            cancelledAt: cancelled.cancelledAt ?? new Date(),
            cancelledBy: by,
          },
          this.config.FOUNDATION_NAME,
          await this.links.issue(manager, cancelled.email, cancelled.locale),
          cancelled.locale,
        ),
      );
      await alsoInTransaction?.(manager, before, cancelled);
      return { after: cancelled, changed: true };
    });
    if (changed) {
      this.mail.kick();
      this.logger.log({ recurringGiftId: giftId, by }, 'Recurring gift cancelled');
    }
    return after;
  }

  /** The donor's own gifts for My giving (the donor's link is keyed by e-mail). */
  async listForEmail(email: string): Promise<RecurringGiftView[]> {
    return (await this.gifts.listAuthorisedForEmail(email)).map(toRecurringGiftView);
  }

  load(id: string): Promise<RecurringGiftRecord | null> {
    return this.gifts.findOne({ id });
  }

  // ---- The subscription lifecycle's side (SubscriptionPayable) ----------------------------------------

  async state(subscriptionId: string): Promise<SubscriptionState | null> {
    const gift = await this.gifts.findOne({ subscriptionId });
    if (!gift) return null;
    return {
      period: gift.period,
      amountPaise: toPaise(gift.amount),
      status: gift.status,
      chargesCount: gift.chargesCount,
      totalCount: gift.totalCount,
      firstChargedAt: gift.firstChargedAt,
      nextChargeAt: gift.nextChargeAt,
      notes: { recurring_gift_id: gift.id },
    };
  }

  async charged(charge: ReportedCharge): Promise<string> {
    const gift = await this.gifts.findOne({ subscriptionId: charge.subscriptionId });
    if (!gift) {
      this.logger.warn(
        { subscriptionId: charge.subscriptionId, paymentId: charge.paymentId },
        'Charge for a subscription we do not know: ignored',
      );
      return 'ignored';
    }
    if (charge.amountPaise !== toPaise(gift.amount) || charge.currency !== CURRENCY) {
      this.logger.error(
        {
          recurringGiftId: gift.id,
          expectedPaise: toPaise(gift.amount),
          amountPaise: charge.amountPaise,
          currency: charge.currency,
          paymentId: charge.paymentId,
        },
        'Subscription charge amount or currency does not match: not recorded',
      );
      return 'amount_mismatch';
    }
    const outcome = await this.applyCharge(gift, charge);
    // The browser may never come back after Checkout: the first charge's webhook retires the stopped gift.
    if (outcome === 'completed') await this.retireRenewed(gift);
    return outcome;
  }

  async statusReported(report: ReportedSubscription & { status: RecurringGiftStatus }): Promise<string> {
    return this.gifts
      .transaction(async (manager) => {
        const gift = await this.gifts.findOne(
          { subscriptionId: report.subscriptionId },
          { manager, lock: true },
        );
        if (!gift) {
          this.logger.warn(
            { subscriptionId: report.subscriptionId },
            'Status for a subscription we do not know',
          );
          return 'ignored';
        }
        if (!movesTo(gift.status, report.status, gift.statusEventAt, report.eventAt)) return 'unchanged';
        await this.gifts.setStatus(manager, gift.id, report.status, report.eventAt);
        if (report.chargeAt) await this.gifts.noteNextCharge(manager, gift.id, report.chargeAt);
        if (DEBIT_FAILED.includes(report.status) && gift.status !== report.status) {
          await this.tellDebitFailed(
            manager,
            gift,
            report.status as 'pending' | 'halted',
            report.eventAt ?? new Date(),
          );
        }
        return report.status;
      })
      .then((outcome) => {
        if (DEBIT_FAILED.includes(outcome as RecurringGiftStatus)) this.mail.kick();
        return outcome;
      });
  }

  /**
   * E-mails the donor, in their language, that a debit failed, with a link that sets the same gift (amount,
   * period, project) up again: a new key for the link is stored hashed on the gift. The legal pre-debit
   * notices are the bank's and Razorpay's, never ours (docs/fcra-and-recurring.md).
   */
  private async tellDebitFailed(
    manager: EntityManager,
    gift: RecurringGiftRecord,
    status: 'pending' | 'halted',
    reportedAt: Date,
  ): Promise<void> {
    const { token, hash } = newAccessToken();
    await this.gifts.setRenewalKey(manager, gift.id, hash);
    const query = new URLSearchParams({
      type: gift.period,
      amount: String(Number(gift.amount)),
      ...(gift.projectId ? { project: gift.projectId } : {}),
      renew: gift.id,
      key: token,
    });
    await this.mail.enqueue(
      manager,
      recurringGiftDebitFailedMail(
        {
          id: gift.id,
          period: gift.period,
          amount: Number(gift.amount),
          name: gift.name,
          email: gift.email,
          status,
          reportedAt,
          projectTitle: await this.gifts.projectTitle(manager, gift.id, gift.locale),
        },
        this.config.FOUNDATION_NAME,
        `${this.config.SITE_URL}${localePath('/contribute', gift.locale)}?${query.toString()}`,
        gift.locale,
      ),
    );
  }

  /**
   * Records a verified charge of `gift` (the first from Checkout's authorisation, later ones from
   * webhooks): a new completed donation unless its payment id is already recorded, and in the same
   * transaction the gift's first charge time, next charge time and status (active, when precedence allows).
   */
  private async applyCharge(gift: RecurringGiftRecord, charge: ReportedCharge): Promise<string> {
    return this.donations.recordCharge(
      {
        recurringGiftId: gift.id,
        paymentId: charge.paymentId,
        amount: gift.amount,
        donationType: gift.period,
        name: gift.name,
        email: gift.email,
        phone: gift.phone,
        donorPan: gift.donorPan,
        donorAddress: gift.donorAddress,
      },
      async (manager, recorded) => {
        if (!recorded) return;
        const locked = (await this.gifts.findOne(
          { id: gift.id },
          { manager, lock: true },
        )) as RecurringGiftRecord;
        const first = locked.firstChargedAt ?? new Date();
        // The provider's charge_at when it says; otherwise one period per charge counted from the first.
        const next =
          charge.chargeAt ??
          (locked.chargesCount < locked.totalCount
            ? addBillingPeriod(first, locked.period, locked.chargesCount)
            : null);
        await this.gifts.noteCharge(manager, gift.id, next);
        if (movesTo(locked.status, 'active', locked.statusEventAt, charge.eventAt)) {
          await this.gifts.setStatus(manager, gift.id, 'active', charge.eventAt);
        }
      },
    );
  }

  private async findAccessible(id: string, token: unknown): Promise<RecurringGiftRecord> {
    if (!isUuid(id)) throw recurringGiftError(Code.NotFound);
    const gift = await this.gifts.findOne({ id });
    if (!gift || !accessTokenMatches(gift.accessTokenHash, token)) throw recurringGiftError(Code.NotFound);
    return gift;
  }
}
