import { randomUUID } from 'node:crypto';
import {
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import {
  localePath,
  isRegistrationOpen,
  localizedText,
  paiseToRupeeString,
  toPaise,
  waitlistOfferPath,
  WAITLIST_OFFER_TOKEN_PATTERN,
  type AcceptWaitlistOfferResponse,
  type JoinWaitlistResponse,
  type WaitlistOffer,
  DEFAULT_LOCALE,
} from '@foundation/shared';
import { AuditService } from '../audit/index.js';
import { BookingKeys } from '../booking-keys/index.js';
import { AppLogger } from '../common/logging/app-logger.js';
import { PublicReadCache } from '../common/public-cache/public-read-cache.js';
import { AppConfig } from '../config/app-config.js';
import { MailService } from '../mail/index.js';
import { waitlistJoinedMail, waitlistOfferMail, type WaitlistEntryForMail } from './waitlist-mails.js';
import { hashAccessToken, isUuid, newAccessToken, PaymentLifecycleService } from '../payments/index.js';
import {
  bookingConfirmationMail,
  toReceipt,
  TICKET_TYPE_MESSAGES,
  RegistrationsRepository,
  type RegistrationDetails,
  type RegistrationEvent,
} from '../registrations/index.js';
import { SeatsReleased, type SeatsReleasedListener, seatsLeft } from '../ticket-types/index.js';
import { type JoinWaitlistDto } from './dto/join-waitlist.dto.js';
import { waitlistError, WaitlistErrorCode as Code } from './waitlist.errors.js';
import { WaitlistRepository, type WaitlistEntryRecord } from './waitlist.repository.js';
import { PrivacyService } from '../privacy/index.js';

/** Why a held registration of an offer failed when staff removed its entry. */
const REMOVED_BY_STAFF = 'dismissed' as const;

/**
 * The waiting list (docs/product.md "Waiting list"). Joining is refused while the seats asked for are free.
 * When seats free up, the line of each ticket type is walked in order: every waiting entry whose tickets fit
 * into the seats left gets an offer, which is a pending registration holding those seats for
 * WAITLIST_OFFER_HOURS, inserted under the event's and the type's row locks exactly as a registration is
 * (so offers and registrations can never together sell more than the type's quantity). An entry that does
 * not fit keeps its place; later, smaller ones may be offered before it. An offer not taken up in time
 * (its hold expired, its payment failed) expires and its seats go down the line again.
 */
@Injectable()
export class WaitlistService
  implements SeatsReleasedListener, OnModuleInit, OnApplicationBootstrap, OnModuleDestroy
{
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    private readonly entries: WaitlistRepository,
    private readonly registrations: RegistrationsRepository,
    private readonly released: SeatsReleased,
    private readonly lifecycle: PaymentLifecycleService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly keys: BookingKeys,
    private readonly publicCache: PublicReadCache,
    private readonly logger: AppLogger,
    private readonly audit: AuditService,
    private readonly privacy: PrivacyService,
  ) {}

  onModuleInit(): void {
    this.released.register(this);
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), this.config.WAITLIST_SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** Seats of the event may be free (called after the freeing transaction committed). */
  async seatsReleased(eventId: string): Promise<void> {
    await this.entries.settleOffers(eventId);
    for (const line of await this.entries.linesWithWaiting(eventId)) {
      await this.offerLine(line.eventId, line.ticketTypeId);
    }
  }

  /**
   * The safety net, in every API process: settles offers whose hold ran out or whose registration was paid
   * or failed, then offers whatever is free to every line. Repeating it anywhere is harmless (the locks
   * and the conditional updates see to that). How many offers it made.
   */
  async sweep(): Promise<number> {
    if (this.running) return 0;
    const work = this.sweepAll();
    this.running = work.catch(() => undefined);
    try {
      return await work;
    } catch (error) {
      this.logger.error({ err: error }, 'The waiting-list sweep failed');
      return 0;
    } finally {
      this.running = undefined;
    }
  }

  private async sweepAll(): Promise<number> {
    await this.entries.expireOrphanedOffers();
    await this.entries.settleOffers();
    let offered = 0;
    for (const line of await this.entries.linesWithWaiting()) {
      offered += await this.offerLine(line.eventId, line.ticketTypeId);
    }
    return offered;
  }

  /** `POST /api/events/{slug}/waitlist`. */
  async join(slugOrId: string, dto: JoinWaitlistDto, now = new Date()): Promise<JoinWaitlistResponse> {
    const event = await this.findActiveEvent(slugOrId);
    if (event.cancelledAt || !isRegistrationOpen(event.startDate, now)) {
      throw waitlistError(Code.RegistrationClosed);
    }
    const types = await this.registrations.findTicketTypes(event.id);
    if (!types.some((type) => type.id === dto.ticketTypeId)) {
      throw waitlistError(Code.InvalidTicketType, {
        message: types.length === 0 ? TICKET_TYPE_MESSAGES.none : TICKET_TYPE_MESSAGES.unknown,
        field: 'ticketTypeId',
      });
    }
    const entry = await this.entries.transaction(async (manager) => {
      // The locks of a registration: a join and a release of seats are seen one after the other.
      await this.registrations.lockEvent(manager, event.id);
      // A cancellation committed since the check above closed the list (docs/events-operations.md).
      if (await this.registrations.isEventCancelled(manager, event.id)) {
        throw waitlistError(Code.RegistrationClosed);
      }
      const locked = await this.registrations.lockTicketType(manager, dto.ticketTypeId);
      if (!locked) {
        throw waitlistError(Code.InvalidTicketType, {
          message: TICKET_TYPE_MESSAGES.unknown,
          field: 'ticketTypeId',
        });
      }
      const left = seatsLeft(
        locked.availableQuantity,
        await this.registrations.seatsTaken(manager, dto.ticketTypeId),
      );
      if (left === null || left >= dto.numberOfTickets) {
        throw waitlistError(Code.SeatsAvailable, { extra: { available: left } });
      }
      const id = await this.entries.insert(manager, {
        eventId: event.id,
        ticketTypeId: dto.ticketTypeId,
        name: dto.name,
        email: dto.email,
        phone: dto.phone,
        numberOfTickets: dto.numberOfTickets,
        locale: dto.locale ?? DEFAULT_LOCALE,
        ...(await this.privacy.acceptance(manager)),
      });
      if (!id) throw waitlistError(Code.AlreadyWaiting, { field: 'email' });
      const joined = (await this.entries.find(id, { manager })) as WaitlistEntryRecord;
      await this.mail.enqueue(
        manager,
        waitlistJoinedMail(
          forMail(joined),
          joined.position ?? 1,
          this.config.FOUNDATION_NAME,
          this.config.WAITLIST_OFFER_HOURS,
          joined.locale,
        ),
      );
      return joined;
    });
    this.mail.kick();
    return { id: entry.id, position: entry.position ?? 1, joinedAt: entry.createdAt.toISOString() };
  }

  /** `GET /api/waitlist-offers/{token}`: a wrong token is a plain 404. */
  async getOffer(token: string): Promise<WaitlistOffer> {
    const entry = await this.findByToken(token);
    return toOffer(entry);
  }

  /**
   * `POST /api/waitlist-offers/{token}/accept`. Free: the held registration is completed at once (booking
   * e-mail as usual). Paid: a Checkout order is opened for the held registration, which is then paid and
   * confirmed as any registration (its hold is the offer's). Repeating it after booking answers the booking.
   */
  async acceptOffer(token: string): Promise<AcceptWaitlistOfferResponse> {
    const entry = await this.findByToken(token);
    if (entry.status === 'booked' && entry.registrationId) {
      return this.accepted(entry.registrationId, null);
    }
    if (entry.status !== 'offered' || !entry.registrationId) throw waitlistError(Code.OfferOver);
    const registrationId = entry.registrationId;
    const held = await this.registrations.findDetails({ id: registrationId });
    if (!held || held.paymentStatus !== 'pending' || held.holdExpired) throw waitlistError(Code.OfferOver);
    if (toPaise(held.totalAmount) > 0) {
      return this.accepted(registrationId, await this.lifecycle.openOrder('registration', registrationId));
    }
    const completed = await this.entries.transaction(async (manager) => {
      const registration = await this.registrations.findDetails(
        { id: registrationId },
        { manager, lock: true },
      );
      if (!registration || registration.paymentStatus !== 'pending' || registration.holdExpired) return false;
      await this.registrations.markCompleted(manager, registrationId, null);
      await this.entries.setStatus(manager, entry.id, 'booked');
      const booked = (await this.registrations.findDetails(
        { id: registrationId },
        { manager },
      )) as RegistrationDetails;
      await this.mail.enqueue(
        manager,
        bookingConfirmationMail(
          toReceipt(booked),
          this.config.FOUNDATION_NAME,
          this.keys.bookingUrl(booked),
          undefined,
          booked.locale,
        ),
      );
      return true;
    });
    if (!completed) throw waitlistError(Code.OfferOver);
    this.mail.kick();
    this.publicCache.invalidate();
    return this.accepted(registrationId, null);
  }

  /**
   * Staff's "Make offer now": offers seats to this waiting entry at once, ahead of the line, if its
   * tickets fit into the seats free now (409 otherwise). The entry after the change.
   */
  async offerNow(id: string): Promise<WaitlistEntryRecord> {
    const entry = await this.entries.find(id);
    if (!entry) throw waitlistError(Code.EntryNotFound);
    if (entry.status !== 'waiting') throw waitlistError(Code.NotWaiting);
    await this.offerLine(entry.eventId, entry.ticketTypeId, entry.id, async (manager) => {
      const after = (await this.entries.find(id, { manager })) as WaitlistEntryRecord;
      await this.audit.record(manager, {
        action: 'update',
        resource: 'waitlist-entries',
        resourceId: id,
        before: toAudited(entry),
        after: toAudited(after),
        details: { offer: 'made by staff' },
      });
    });
    return (await this.entries.find(id)) as WaitlistEntryRecord;
  }

  /**
   * Staff remove an entry. An open offer is withdrawn: its held registration fails and its seats go down
   * the line. A booking made from an offer stays booked.
   */
  async remove(id: string): Promise<{ before: WaitlistEntryRecord; after: WaitlistEntryRecord }> {
    const before = await this.entries.find(id);
    if (!before) throw waitlistError(Code.EntryNotFound);
    if (before.status !== 'removed') {
      await this.entries.transaction(async (manager) => {
        await this.entries.find(id, { manager, lock: true });
        await this.entries.setStatus(manager, id, 'removed');
        const after = (await this.entries.find(id, { manager })) as WaitlistEntryRecord;
        await this.audit.record(manager, {
          action: 'delete',
          resource: 'waitlist-entries',
          resourceId: id,
          before: toAudited(before),
          after: toAudited(after),
        });
      });
      if (before.status === 'offered' && before.registrationId) {
        // Fails the pending hold (a completed booking never changes) and announces the freed seats.
        await this.lifecycle.cancel('registration', before.registrationId, REMOVED_BY_STAFF);
      }
    }
    return { before, after: (await this.entries.find(id)) as WaitlistEntryRecord };
  }

  /**
   * Offers the free seats of one ticket type down its line (or, with `only`, to that entry alone, which
   * must fit). Runs in one transaction holding the event's and then the type's row lock: the same locks,
   * in the same order, as a registration, so seats are counted and held as one step. How many offers.
   */
  private async offerLine(
    eventId: string,
    ticketTypeId: string,
    only?: string,
    /** Runs in the offer's transaction after it (staff's offer is audited there). */
    also?: (manager: EntityManager) => Promise<void>,
  ): Promise<number> {
    const event = await this.registrations.findActiveEvent(eventId, eventId);
    if (!event || event.cancelledAt || !isRegistrationOpen(event.startDate, new Date())) {
      if (only) throw waitlistError(Code.RegistrationClosed);
      return 0;
    }
    const offered = await this.entries.transaction(async (manager) => {
      await this.registrations.lockEvent(manager, eventId);
      const locked = await this.registrations.lockTicketType(manager, ticketTypeId);
      if (!locked) return 0;
      let left =
        seatsLeft(locked.availableQuantity, await this.registrations.seatsTaken(manager, ticketTypeId)) ??
        Number.POSITIVE_INFINITY;
      let count = 0;
      for (const entry of await this.entries.waitingInLine(manager, ticketTypeId)) {
        if (only !== undefined && entry.id !== only) continue;
        if (entry.numberOfTickets > left) {
          if (only !== undefined) throw waitlistError(Code.DoesNotFit, { extra: { available: left } });
          continue;
        }
        await this.holdFor(manager, event, entry);
        left -= entry.numberOfTickets;
        count += 1;
      }
      if (only !== undefined && count === 0) throw waitlistError(Code.NotWaiting);
      if (also) await also(manager);
      return count;
    });
    if (offered > 0) {
      this.mail.kick();
      // Seats left on the public pages changed without a public write.
      this.publicCache.invalidate();
      this.logger.log({ eventId, ticketTypeId, offered }, 'Offered freed seats to the waiting list');
    }
    return offered;
  }

  /** The offer itself: a pending registration holding the entry's seats, the entry offered, the e-mail queued. */
  private async holdFor(
    manager: EntityManager,
    event: RegistrationEvent,
    entry: WaitlistEntryRecord,
  ): Promise<void> {
    const registrationId = randomUUID();
    const unitPaise = event.isPaid ? toPaise(entry.ticketTypePrice) : 0;
    await this.registrations.insert(manager, {
      id: registrationId,
      eventId: entry.eventId,
      ticketTypeId: entry.ticketTypeId,
      name: entry.name,
      email: entry.email,
      phone: entry.phone,
      // The waiting list does not ask for a postal address; the booking shows none.
      address: '',
      numberOfTickets: entry.numberOfTickets,
      ticketTypePrice: paiseToRupeeString(unitPaise),
      totalAmount: paiseToRupeeString(unitPaise * entry.numberOfTickets),
      // Pending even when free: the seats are held until the person confirms.
      isFree: false,
      holdMinutes: this.config.WAITLIST_OFFER_HOURS * 60,
      accessTokenHash: this.keys.bookingToken(registrationId).hash,
      // Not counted against anyone's hold caps: the offer is the list's, not a visitor's request.
      clientAddress: null,
      locale: entry.locale,
      // Made by the list, not sent by the person: the notice they accepted is on their waiting-list entry.
      noticeVersion: null,
      noticeAcceptedAt: null,
    });
    const held = (await this.registrations.findDetails(
      { id: registrationId },
      { manager },
    )) as RegistrationDetails;
    const expiresAt = held.holdExpiresAt as Date;
    const { token, hash } = newAccessToken();
    await this.entries.markOffered(manager, entry.id, { registrationId, tokenHash: hash, expiresAt });
    await this.mail.enqueue(
      manager,
      waitlistOfferMail(
        forMail(entry),
        `${this.config.SITE_URL}${localePath(waitlistOfferPath(token), entry.locale)}`,
        expiresAt,
        this.config.FOUNDATION_NAME,
        registrationId,
        entry.locale,
      ),
    );
  }

  private async accepted(
    registrationId: string,
    payment: AcceptWaitlistOfferResponse['payment'],
  ): Promise<AcceptWaitlistOfferResponse> {
    const registration = (await this.registrations.findDetails({
      id: registrationId,
    })) as RegistrationDetails;
    return {
      registration: toReceipt(registration),
      accessToken: this.keys.bookingToken(registrationId).token,
      payment,
    };
  }

  /** The entry of an offer's link, its state settled first; any wrong token is the same 404. */
  private async findByToken(token: string): Promise<WaitlistEntryRecord> {
    if (!WAITLIST_OFFER_TOKEN_PATTERN.test(token)) throw waitlistError(Code.OfferNotFound);
    const hash = hashAccessToken(token);
    const found = await this.entries.findByOfferTokenHash(hash);
    if (!found) throw waitlistError(Code.OfferNotFound);
    await this.entries.settleOffers(found.eventId);
    return (await this.entries.findByOfferTokenHash(hash)) as WaitlistEntryRecord;
  }

  private async findActiveEvent(slugOrId: string): Promise<RegistrationEvent> {
    const event = await this.registrations.findActiveEvent(slugOrId, isUuid(slugOrId) ? slugOrId : null);
    if (!event) throw waitlistError(Code.EventNotFound);
    return event;
  }
}

/**
 * An entry's staff-written texts in the entry's own language, each field falling back to English where its
 * Hindi twin is empty: the one place the list's e-mails and the offer's page take them from.
 */
function entryTexts(entry: WaitlistEntryRecord) {
  const { locale } = entry;
  return {
    eventTitle: localizedText(entry, 'eventTitle', locale),
    eventLocation: localizedText(entry, 'eventLocation', locale),
    ticketTypeName: localizedText(entry, 'ticketTypeName', locale),
  };
}

function forMail(entry: WaitlistEntryRecord): WaitlistEntryForMail {
  const texts = entryTexts(entry);
  return {
    id: entry.id,
    name: entry.name,
    email: entry.email,
    eventTitle: texts.eventTitle,
    eventStartDate: entry.eventStartDate,
    eventEndDate: entry.eventEndDate,
    ticketTypeName: texts.ticketTypeName,
    numberOfTickets: entry.numberOfTickets,
  };
}

function toOffer(entry: WaitlistEntryRecord): WaitlistOffer {
  const unitPaise = entry.eventIsPaid ? toPaise(entry.ticketTypePrice) : 0;
  const texts = entryTexts(entry);
  return {
    status: entry.status,
    name: entry.name,
    event: {
      title: texts.eventTitle,
      urlSlug: entry.eventUrlSlug,
      startDate: entry.eventStartDate,
      endDate: entry.eventEndDate,
      location: texts.eventLocation,
    },
    ticketTypeName: texts.ticketTypeName,
    numberOfTickets: entry.numberOfTickets,
    isPaid: unitPaise > 0,
    totalAmount: Number(paiseToRupeeString(unitPaise * entry.numberOfTickets)),
    offerExpiresAt:
      entry.status === 'offered' && entry.offerExpiresAt ? entry.offerExpiresAt.toISOString() : null,
  };
}

/** What the audit log keeps of an entry: its state, never the person's contact details again. */
function toAudited(entry: WaitlistEntryRecord) {
  return {
    status: entry.status,
    numberOfTickets: entry.numberOfTickets,
    registrationId: entry.registrationId,
    offerExpiresAt: entry.offerExpiresAt,
  };
}
