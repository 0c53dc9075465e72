import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  DEFAULT_LOCALE,
  formatInr,
  paiseToRupeeString,
  toPaise,
  tooManyRequestsMessage,
  WALK_IN_MESSAGES,
  WALK_IN_UPI_MINUTES,
  type CheckInWalkInResponse,
  type WalkInStatus,
} from '@foundation/shared';
import { type CheckInCaller } from '../auth/index.js';
import { BookingKeys } from '../booking-keys/index.js';
import { commonError, CommonErrorCode, retryAfter } from '../common/errors/common.errors.js';
import { PublicWriteLimiter } from '../common/rate-limit/public-write-limiter.service.js';
import { AppConfig } from '../config/app-config.js';
import { MailService } from '../mail/index.js';
import { PaymentLifecycleService } from '../payments/index.js';
import {
  bookingConfirmationMail,
  toReceipt,
  TICKET_TYPE_MESSAGES,
  RegistrationsRepository,
  type RegistrationDetails,
} from '../registrations/index.js';
import { seatsLeft } from '../ticket-types/index.js';
import { checkInError, CheckInErrorCode } from './check-in.errors.js';
import { CheckInRepository } from './check-in.repository.js';
import { parseWalkIn, WalkInBodyProblem, type ParsedWalkIn } from './walk-in-body.js';
import { WalkInsRepository, type WalkInRecord } from './walk-ins.repository.js';

/** The check-in scan that lets a walk-in in: named after the walk-in, so it is made once. */
/** Why a UPI walk-in paid after its QR code's time, when its seats were gone meanwhile, is to be refunded. */
export const LATE_UPI_REFUND_REASON =
  'The UPI payment arrived after the walk-in’s seats were released and sold; refund it.';

export const walkInScanId = (clientWalkInId: string) => `walk-in:${clientWalkInId}`;

/**
 * Walk-ins at the door (docs/check-in.md "Walk-ins"): someone without a booking is booked (an ordinary
 * registration) and checked in at once. Cash and free walk-ins complete in one transaction; a UPI one holds
 * its seats, pending, while the phone shows a single-use QR code for the exact amount, and completes when
 * the provider reports the QR code credited (WalkInPayable). The price is always the database's.
 */
@Injectable()
export class WalkInsService {
  constructor(
    private readonly walkIns: WalkInsRepository,
    private readonly checkIn: CheckInRepository,
    private readonly registrations: RegistrationsRepository,
    private readonly lifecycle: PaymentLifecycleService,
    private readonly keys: BookingKeys,
    private readonly limiter: PublicWriteLimiter,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  /**
   * Registers a walk-in; `created` is false for a replay (the same client walk-in id), which changes nothing
   * and answers the walk-in as it stands. Refusals write nothing: a malformed body (400), another event than
   * the link's (404), the caller's limit (429), a payment that does not fit the price (400), too few seats
   * (409), no UPI QR code from the provider (503, its seats are released).
   */
  async register(
    caller: CheckInCaller,
    body: unknown,
  ): Promise<{ created: boolean; walkIn: CheckInWalkInResponse }> {
    let input: ParsedWalkIn;
    try {
      input = parseWalkIn(body);
    } catch (error) {
      if (error instanceof WalkInBodyProblem)
        throw checkInError(CheckInErrorCode.InvalidWalkIn, {
          message: error.message,
          ...(error.field ? { field: error.field } : {}),
        });
      throw error;
    }
    if (caller.kind === 'link' && input.eventId !== caller.eventId)
      throw checkInError(CheckInErrorCode.OtherEvent);
    const verdict = await this.limiter.consumeFor(
      'checkInWalkIns',
      caller.kind === 'link' ? `link:${caller.linkId}` : `admin:${caller.adminId}`,
    );
    if (!verdict.allowed)
      throw commonError(CommonErrorCode.TooManyRequests, {
        message: tooManyRequestsMessage('checkInWalkIns', verdict.retryAfterSeconds),
        headers: retryAfter(verdict.retryAfterSeconds),
      });

    const { created, registrationId } = await this.registrations.transaction(async (manager) => {
      await this.walkIns.lockClientId(manager, input.clientWalkInId);
      const existing = await this.walkIns.find({ clientWalkInId: input.clientWalkInId }, manager);
      if (existing) {
        // A link never reads another event's walk-in back, whatever id it names.
        if (existing.eventId !== input.eventId) throw checkInError(CheckInErrorCode.OtherEvent);
        return { created: false, registrationId: existing.registrationId };
      }
      return { created: true, registrationId: await this.insert(manager, caller, input) };
    });
    if (created && input.payment.mode === 'upi') await this.openQrCode(registrationId);
    if (created && input.payment.mode !== 'upi' && input.email) this.mail.kick();
    return { created, walkIn: await this.answer({ registrationId }) };
  }

  /** A walk-in as it stands now (the phone polls a UPI one until it is paid). */
  async get(caller: CheckInCaller, clientWalkInId: string): Promise<CheckInWalkInResponse> {
    const walkIn = await this.walkIns.find({ clientWalkInId });
    if (!walkIn || (caller.kind === 'link' && walkIn.eventId !== caller.eventId))
      throw checkInError(CheckInErrorCode.WalkInNotFound);
    return this.answer({ registrationId: walkIn.registrationId });
  }

  /** Checks the price and the seats and inserts the booking, the walk-in and (unless UPI) its check-in. */
  private async insert(manager: EntityManager, caller: CheckInCaller, input: ParsedWalkIn): Promise<string> {
    const event = await this.walkIns.findEvent(manager, input.eventId);
    if (!event) throw checkInError(CheckInErrorCode.EventNotFound);
    if (event.cancelledAt) throw checkInError(CheckInErrorCode.EventCancelled);
    const types = await this.registrations.findTicketTypes(event.id);
    let ticketType: (typeof types)[number] | null = null;
    if (types.length === 0 && input.ticketTypeId)
      throw checkInError(CheckInErrorCode.InvalidWalkIn, {
        message: TICKET_TYPE_MESSAGES.none,
        field: 'ticketTypeId',
      });
    if (types.length > 0) {
      ticketType = types.find((type) => type.id === input.ticketTypeId) ?? null;
      if (!ticketType)
        throw checkInError(CheckInErrorCode.InvalidWalkIn, {
          message: input.ticketTypeId ? TICKET_TYPE_MESSAGES.unknown : TICKET_TYPE_MESSAGES.choose,
          field: 'ticketTypeId',
        });
    }
    const unitPaise = event.isPaid ? toPaise(ticketType ? ticketType.price : event.price) : 0;
    const totalPaise = unitPaise * input.numberOfTickets;
    const { mode, amountPaise } = input.payment;
    if (mode === 'free' && totalPaise > 0)
      throw checkInError(CheckInErrorCode.WalkInPriceRefused, {
        message: WALK_IN_MESSAGES.paidNotFree,
        field: 'payment.mode',
        extra: { totalAmount: paiseToRupeeString(totalPaise) },
      });
    if (mode !== 'free' && totalPaise === 0)
      throw checkInError(CheckInErrorCode.WalkInPriceRefused, {
        message: WALK_IN_MESSAGES.freeNotPaid,
        field: 'payment.mode',
        extra: { totalAmount: '0.00' },
      });
    if (amountPaise < totalPaise)
      throw checkInError(CheckInErrorCode.WalkInPriceRefused, {
        message: WALK_IN_MESSAGES.amountBelowPrice(formatInr(totalPaise / 100)),
        field: 'payment.amount',
        extra: { totalAmount: paiseToRupeeString(totalPaise) },
      });

    if (ticketType) {
      // The type's row lock makes the seat count and the insert one step for every API process.
      const locked = await this.registrations.lockTicketType(manager, ticketType.id);
      if (locked && locked.availableQuantity !== null) {
        const left =
          seatsLeft(locked.availableQuantity, await this.registrations.seatsTaken(manager, ticketType.id)) ??
          0;
        if (input.numberOfTickets > left)
          throw checkInError(CheckInErrorCode.WalkInSeatsFull, {
            message: left === 0 ? WALK_IN_MESSAGES.full : WALK_IN_MESSAGES.notEnoughSeats(left),
            field: 'numberOfTickets',
            extra: { available: left },
          });
      }
    }

    const id = randomUUID();
    const paidByUpi = mode === 'upi';
    await this.registrations.insert(manager, {
      id,
      eventId: event.id,
      ticketTypeId: ticketType?.id ?? null,
      name: input.name,
      email: input.email ?? '',
      phone: input.phone ?? '',
      address: '',
      numberOfTickets: input.numberOfTickets,
      ticketTypePrice: paiseToRupeeString(unitPaise),
      totalAmount: paiseToRupeeString(totalPaise),
      // Cash and free: completed at once (paid in hand). UPI: pending, its seats held while the QR is open.
      isFree: !paidByUpi,
      holdMinutes: WALK_IN_UPI_MINUTES,
      accessTokenHash: this.keys.bookingToken(id).hash,
      clientAddress: null,
      locale: DEFAULT_LOCALE,
      noticeVersion: null,
      noticeAcceptedAt: null,
    });
    await this.walkIns.insert(manager, {
      clientWalkInId: input.clientWalkInId,
      registrationId: id,
      eventId: event.id,
      paymentMode: mode,
      amountTaken: paiseToRupeeString(paidByUpi ? totalPaise : amountPaise),
      reference: input.payment.reference,
      deviceId: input.device.id,
      deviceName: input.device.name,
      linkId: caller.kind === 'link' ? caller.linkId : null,
      adminId: caller.kind === 'admin' ? caller.adminId : null,
      recordedAt: input.recordedAt,
    });
    if (!paidByUpi) {
      const walkIn = (await this.walkIns.find({ registrationId: id }, manager)) as WalkInRecord;
      await this.admit(manager, walkIn);
      await this.confirmByMail(manager, id);
    }
    return id;
  }

  /** The walk-in's check-in: all its tickets, on its phone, at its time (made once, by its scan id). */
  async admit(manager: EntityManager, walkIn: WalkInRecord): Promise<void> {
    await this.checkIn.insertScan(manager, {
      clientScanId: walkInScanId(walkIn.clientWalkInId),
      kind: 'admit',
      eventId: walkIn.eventId,
      bookingId: walkIn.registrationId,
      requested: walkIn.numberOfTickets,
      admitted: walkIn.numberOfTickets,
      outcome: 'admitted',
      undoes: null,
      undone: false,
      deviceId: walkIn.deviceId,
      deviceName: walkIn.deviceName,
      linkId: walkIn.linkId,
      adminId: walkIn.adminId,
      scannedAt: walkIn.recordedAt,
    });
  }

  /** A walk-in who gave an e-mail address gets the booking's confirmation with its ticket. */
  async confirmByMail(manager: EntityManager, registrationId: string): Promise<void> {
    const registration = (await this.registrations.findDetails(
      { id: registrationId },
      { manager },
    )) as RegistrationDetails;
    if (!registration.email) return;
    await this.mail.enqueue(
      manager,
      bookingConfirmationMail(
        toReceipt(registration),
        this.config.FOUNDATION_NAME,
        this.keys.bookingUrl(registration),
        undefined,
        registration.locale,
      ),
    );
  }

  /**
   * Asks the provider for the walk-in's QR code, open as long as its seats are held; without one the
   * walk-in fails at once, its seats released (503).
   */
  private async openQrCode(registrationId: string): Promise<void> {
    const registration = (await this.registrations.findDetails({
      id: registrationId,
    })) as RegistrationDetails;
    try {
      await this.lifecycle.openQrCode('walk-in', registrationId, {
        name: `Walk-in, ${registration.eventTitle}`.slice(0, 100),
        closeBy: registration.holdExpiresAt as Date,
      });
    } catch {
      throw checkInError(CheckInErrorCode.WalkInUpiUnavailable);
    }
  }

  /**
   * A UPI walk-in's QR code was paid (a verified `qr_code.credited`): completed and checked in, once, holding
   * the booking's row lock. Within its hold its seats are counted; paid later (the hold ran out) it completes
   * only if its seats are still free, otherwise it is marked for a refund, as a late online payment is.
   */
  async completeUpi(registrationId: string, paymentId: string): Promise<string> {
    const outcome = await this.registrations.transaction(async (manager) => {
      const registration = await this.registrations.findDetails(
        { id: registrationId },
        { manager, lock: true },
      );
      if (!registration) return 'not_found';
      if (registration.paymentStatus === 'completed' || registration.paymentStatus === 'cancelled')
        return 'already_completed';
      if (registration.needsRefund) return 'refund_needed';
      const holdLive = registration.paymentStatus === 'pending' && !registration.holdExpired;
      if (!holdLive && !(await this.seatsStillFree(manager, registration))) {
        await this.registrations.markFailedForRefund(
          manager,
          registration.id,
          paymentId,
          LATE_UPI_REFUND_REASON,
        );
        return 'refund_needed';
      }
      await this.registrations.markCompleted(manager, registration.id, paymentId);
      await this.admit(manager, (await this.walkIns.find({ registrationId }, manager)) as WalkInRecord);
      await this.confirmByMail(manager, registration.id);
      return 'completed';
    });
    if (outcome === 'completed') this.mail.kick();
    return outcome;
  }

  /** With the ticket type's row lock: whether the walk-in's tickets still fit (it is not counted itself). */
  private async seatsStillFree(manager: EntityManager, registration: RegistrationDetails): Promise<boolean> {
    if (!registration.ticketTypeId) return true;
    const type = await this.registrations.lockTicketType(manager, registration.ticketTypeId);
    if (!type || type.availableQuantity === null) return true;
    const taken = await this.registrations.seatsTaken(manager, registration.ticketTypeId);
    return taken + registration.numberOfTickets <= type.availableQuantity;
  }

  private async answer(where: { registrationId: string }): Promise<CheckInWalkInResponse> {
    const walkIn = (await this.walkIns.find(where)) as WalkInRecord;
    const status: WalkInStatus =
      walkIn.paymentStatus === 'completed'
        ? 'completed'
        : walkIn.paymentStatus === 'pending' && walkIn.qrClosesAt && walkIn.qrClosesAt > new Date()
          ? 'awaiting-payment'
          : 'expired';
    return {
      clientWalkInId: walkIn.clientWalkInId,
      status,
      booking: {
        id: walkIn.registrationId,
        name: walkIn.name,
        numberOfTickets: walkIn.numberOfTickets,
        ticketTypeName: walkIn.ticketTypeName,
        totalAmount: walkIn.totalAmount,
        mode: walkIn.paymentMode,
      },
      upi:
        walkIn.qrCodeId && walkIn.qrImageUrl && walkIn.qrClosesAt
          ? {
              id: walkIn.qrCodeId,
              imageUrl: walkIn.qrImageUrl,
              amountPaise: toPaise(walkIn.totalAmount),
              closesAt: new Date(walkIn.qrClosesAt).toISOString(),
            }
          : null,
      counts: await this.checkIn.counts(walkIn.eventId),
    };
  }
}
