import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import {
  GUARDIAN_MESSAGES,
  isRegistrationOpen,
  MESSAGES,
  paiseToRupeeString,
  toPaise,
  type CreateRegistrationResponse,
  type RegistrationResponse,
  DEFAULT_LOCALE,
} from '@foundation/shared';
import { AppConfig } from '../config/app-config.js';
import { BookingKeys } from '../booking-keys/index.js';
import { addressKey } from '../common/rate-limit/client-address.js';
import { MailService } from '../mail/index.js';
import { bookingConfirmationMail } from './booking-confirmation-mail.js';
import {
  accessTokenMatches,
  isUuid,
  type PaymentConfirmationDto,
  PaymentLifecycleService,
} from '../payments/index.js';
import { seatsLeft } from '../ticket-types/index.js';
import { type CancelRegistrationDto } from './dto/cancel-registration.dto.js';
import { type CreateRegistrationDto } from './dto/create-registration.dto.js';
import { LATE_PAYMENT_REFUND_REASON } from './registration-payments.service.js';
import { toReceipt } from './registration.presenter.js';
import {
  holdLimitText,
  holdShareText,
  registrationError,
  RegistrationErrorCode as Code,
  TICKET_TYPE_MESSAGES,
} from './registrations.errors.js';
import {
  RegistrationsRepository,
  type Holder,
  type RegistrationDetails,
  type RegistrationEvent,
  type RegistrationTicketType,
} from './registrations.repository.js';
import { PrivacyService } from '../privacy/index.js';

@Injectable()
export class RegistrationsService {
  constructor(
    private readonly registrations: RegistrationsRepository,
    private readonly lifecycle: PaymentLifecycleService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly keys: BookingKeys,
    private readonly privacy: PrivacyService,
  ) {}

  /**
   * Registers for an event. Everything is checked here from the database (active event, open window,
   * ticket type, seats, price); the seat check and the insert happen in one transaction holding the ticket
   * type's row lock, so concurrent registrations (in any number of API processes) can never oversell.
   * Free: stored completed. Paid: stored pending with a hold, then a provider order is created; the hold
   * caps (checkHoldCaps) are checked with the seats, under the event's lock. The access token handed back is the
   * booking link's secret, derived from the id chosen here (see BookingKeys).
   */
  async create(
    dto: CreateRegistrationDto,
    now = new Date(),
    clientAddress: string | null = null,
  ): Promise<CreateRegistrationResponse> {
    const event = await this.findActiveEvent(dto.eventSlug);
    if (event.cancelledAt) throw registrationError(Code.EventCancelled);
    if (!isRegistrationOpen(event.startDate, now)) {
      throw registrationError(Code.RegistrationClosed);
    }
    const guardian = this.guardianOf(event, dto, now);
    const ticketType = await this.chooseTicketType(event.id, dto.ticketTypeId);
    const unitPaise = event.isPaid ? toPaise(ticketType ? ticketType.price : event.price) : 0;
    const totalPaise = unitPaise * dto.numberOfTickets;
    const isFree = totalPaise === 0;
    const id = randomUUID();
    const { token, hash } = this.keys.bookingToken(id);
    const holder: Holder = {
      clientAddress: clientAddress === null ? null : addressKey(clientAddress),
      email: dto.email,
      phoneDigits: dto.phone.replace(/\D/g, ''),
    };

    const registrationId = await this.registrations.transaction(async (manager) => {
      // The event's lock first (then the type's): the hold caps below count the event's unpaid seats exactly.
      if (!isFree) await this.registrations.lockEvent(manager, event.id);
      // Read again under the row's lock: a cancellation committed since the check above wins.
      if (await this.registrations.isEventCancelled(manager, event.id)) {
        throw registrationError(Code.EventCancelled);
      }
      if (ticketType) {
        // The type's row lock makes the seat count and the insert one step for every API process.
        const locked = await this.registrations.lockTicketType(manager, ticketType.id);
        if (!locked) {
          throw registrationError(Code.InvalidTicketType, {
            message: TICKET_TYPE_MESSAGES.unknown,
            field: 'ticketTypeId',
          });
        }
        if (locked.availableQuantity !== null) {
          const taken = await this.registrations.seatsTaken(manager, ticketType.id);
          const left = seatsLeft(locked.availableQuantity, taken) ?? 0;
          if (left <= 0) throw registrationError(Code.SoldOut, { extra: { available: 0 } });
          if (dto.numberOfTickets > left) {
            throw registrationError(Code.NotEnoughTickets, {
              text: { key: 'ticketsAvailable', values: { available: left } },
              field: 'numberOfTickets',
              extra: { available: left },
            });
          }
        }
      }
      if (!isFree) {
        const limited = ticketType !== null && ticketType.availableQuantity !== null;
        await this.checkHoldCaps(manager, event.id, holder, dto.numberOfTickets, limited);
      }
      await this.registrations.insert(manager, {
        id,
        eventId: event.id,
        ticketTypeId: ticketType?.id ?? null,
        name: dto.name,
        email: dto.email,
        phone: dto.phone,
        address: dto.address,
        numberOfTickets: dto.numberOfTickets,
        ticketTypePrice: paiseToRupeeString(unitPaise),
        totalAmount: paiseToRupeeString(totalPaise),
        isFree,
        holdMinutes: this.config.REGISTRATION_HOLD_MINUTES,
        accessTokenHash: hash,
        clientAddress: holder.clientAddress,
        locale: dto.locale ?? DEFAULT_LOCALE,
        ...guardian,
        ...(await this.privacy.acceptance(manager)),
      });
      if (isFree) {
        const registration = (await this.registrations.findDetails(
          { id },
          { manager },
        )) as RegistrationDetails;
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
      return id;
    });

    if (isFree) {
      this.mail.kick();
      return { registration: await this.receipt(registrationId), accessToken: token, payment: null };
    }

    // The lifecycle creates the order (failing the registration, and so releasing its seats, without one).
    const payment = await this.lifecycle.openOrder('registration', registrationId);
    const registration = await this.receipt(registrationId);
    return { registration, accessToken: token, payment };
  }

  /**
   * An event for children needs a parent's or guardian's name and consent (DPDP Act s.9, docs/privacy.md
   * "Children"): refused with 400 naming each missing field; stored with the booking. Other events store none.
   */
  private guardianOf(
    event: { forChildren: boolean },
    dto: CreateRegistrationDto,
    now: Date,
  ): { guardianName: string | null; guardianConsentAt: Date | null } {
    if (!event.forChildren) return { guardianName: null, guardianConsentAt: null };
    const fields: Record<string, string> = {};
    if (!dto.guardianName) fields.guardianName = GUARDIAN_MESSAGES.nameRequired;
    if (dto.guardianConsent !== true) fields.guardianConsent = GUARDIAN_MESSAGES.consentRequired;
    if (Object.keys(fields).length > 0) {
      throw registrationError(Code.GuardianConsentRequired, {
        message: fields.guardianName ?? fields.guardianConsent,
        fields,
      });
    }
    return { guardianName: dto.guardianName!, guardianConsentAt: now };
  }

  /**
   * Fair holds: no client address, e-mail or phone may hold more than HOLD_MAX_PENDING_SEATS_PER_HOLDER
   * unpaid seats of an event (429), and the event's unpaid holds may not grow beyond
   * HOLD_MAX_SHARE_OF_SEATS_LEFT percent of its unsold seats (409), counted over its ticket types that have a
   * quantity (unlimited seats cannot be hoarded). Checked holding the event's row lock, which every paid
   * registration of the event takes first, so concurrent requests are counted one after the other. Runs
   * after the seat check, so a request for more seats than are left still hears how many are.
   */
  private async checkHoldCaps(
    manager: EntityManager,
    eventId: string,
    holder: Holder,
    seats: number,
    /** Whether the seats are of a type with a quantity (only those count against the share). */
    limited: boolean,
  ): Promise<void> {
    const usage = await this.registrations.holdUsage(manager, eventId, holder);
    const max = this.config.HOLD_MAX_PENDING_SEATS_PER_HOLDER;
    const held = Math.max(holder.clientAddress === null ? 0 : usage.byAddress, usage.byEmail, usage.byPhone);
    if (held + seats > max) {
      throw registrationError(Code.HoldLimitPerHolder, {
        text: holdLimitText(max, held),
        extra: { maxPendingSeats: max, pendingSeats: held },
      });
    }
    if (!limited || usage.limitedCapacity === 0 || this.config.HOLD_MAX_SHARE_OF_SEATS_LEFT >= 100) return;
    const unsold = Math.max(0, usage.limitedCapacity - usage.limitedSold);
    const allowed = Math.ceil((unsold * this.config.HOLD_MAX_SHARE_OF_SEATS_LEFT) / 100);
    if (usage.limitedPending + seats > allowed) {
      const more = Math.max(0, allowed - usage.limitedPending);
      throw registrationError(Code.HoldShareExceeded, {
        text: holdShareText(more),
        extra: { available: more },
      });
    }
  }

  /** A registration for its owner (id plus access token); anyone else gets 404. */
  async get(id: string, token: unknown): Promise<RegistrationResponse> {
    return { registration: toReceipt(await this.findAccessible(id, token)) };
  }

  /**
   * Checkout's success result from the browser: the signature over the stored order id and the payment id
   * is checked with the key secret (constant time) before anything changes. Repeating it is harmless.
   */
  async confirmPayment(
    id: string,
    token: unknown,
    dto: PaymentConfirmationDto,
  ): Promise<RegistrationResponse> {
    const registration = await this.findAccessible(id, token);
    if (!registration.orderId) {
      throw registrationError(Code.NoPaymentExpected);
    }
    if (dto.razorpay_order_id !== registration.orderId) {
      throw registrationError(Code.PaymentMismatch, {
        fields: { razorpay_order_id: 'does not match this registration' },
      });
    }
    const outcome = await this.lifecycle.confirm('registration', registration.id, registration.orderId, dto);
    if (outcome === 'refund_needed') {
      throw registrationError(Code.RefundPending, { extra: { refundReason: LATE_PAYMENT_REFUND_REASON } });
    }
    return { registration: await this.receipt(registration.id) };
  }

  /** A dismissed Checkout or a failed payment: the pending registration fails and releases its seats. */
  async cancel(id: string, token: unknown, dto: CancelRegistrationDto): Promise<RegistrationResponse> {
    const registration = await this.findAccessible(id, token);
    await this.lifecycle.cancel('registration', registration.id, dto.reason);
    return { registration: await this.receipt(registration.id) };
  }

  private async receipt(id: string) {
    const registration = await this.registrations.findDetails({ id });
    if (!registration) throw registrationError(Code.NotFound);
    return toReceipt(registration);
  }

  private async findAccessible(id: string, token: unknown): Promise<RegistrationDetails> {
    if (!isUuid(id)) throw registrationError(Code.NotFound);
    const registration = await this.registrations.findDetails({ id });
    if (!registration || !accessTokenMatches(registration.accessTokenHash, token)) {
      throw registrationError(Code.NotFound);
    }
    return registration;
  }

  private async findActiveEvent(slugOrId: string): Promise<RegistrationEvent> {
    const event = await this.registrations.findActiveEvent(slugOrId, isUuid(slugOrId) ? slugOrId : null);
    if (!event) throw registrationError(Code.NotFound, { message: MESSAGES.eventNotFound });
    return event;
  }

  /** The chosen type must be one of the event's; when the event has types, one must be chosen. */
  private async chooseTicketType(
    eventId: string,
    ticketTypeId: string | undefined,
  ): Promise<RegistrationTicketType | null> {
    const types = await this.registrations.findTicketTypes(eventId);
    if (types.length === 0) {
      if (ticketTypeId) {
        throw registrationError(Code.InvalidTicketType, {
          message: TICKET_TYPE_MESSAGES.none,
          field: 'ticketTypeId',
        });
      }
      return null;
    }
    if (!ticketTypeId) {
      throw registrationError(Code.InvalidTicketType, {
        message: TICKET_TYPE_MESSAGES.choose,
        field: 'ticketTypeId',
      });
    }
    const chosen = types.find((type) => type.id === ticketTypeId);
    if (!chosen) {
      throw registrationError(Code.InvalidTicketType, {
        message: TICKET_TYPE_MESSAGES.unknown,
        field: 'ticketTypeId',
      });
    }
    return chosen;
  }
}
