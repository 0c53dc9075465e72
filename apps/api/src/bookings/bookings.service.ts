import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  apiMessage,
  BOOKING_MESSAGES,
  cancellationSummaryText,
  formatIndiaDateTime,
  type CancellationTerms,
  type Locale,
  localizeApiMessage,
  renderApiText,
  googleCalendarUrl,
  hasEventEnded,
  isBookingTokenShape,
  isMoveWindowOpen,
  mapsSearchUrl,
  type BookingResendResponse,
  type BookingResponse,
  ERASED_EMAIL_DOMAIN,
  type ErasureReport,
  type MyDataExport,
} from '@foundation/shared';
import { PersonalDataService } from '../personal-data/index.js';
import { type CorrectBookingDto } from './dto/correct-booking.dto.js';
import { AppConfig } from '../config/app-config.js';
import { buildIcs, TICKET_PDF_ATTACHMENT, MAIL_TEXTS, MailService } from '../mail/index.js';
import { hashAccessToken } from '../payments/index.js';
import {
  BookingCancellationService,
  bookingConfirmationMail,
  bookingTexts,
  toReceipt,
  RegistrationsRepository,
  type RegistrationDetails,
} from '../registrations/index.js';
import { BookingKeys } from '../booking-keys/index.js';
import { bookingError, BookingErrorCode as Code } from './bookings.errors.js';
import { renderTicketPdf } from './ticket-pdf.js';

/**
 * A visitor's own booking, reached with the secret of its link (docs/product.md "Manage my booking"): its
 * page, ticket, calendar entry and the confirmation e-mail again. A token that is not a booking's is a
 * plain 404, whatever was wrong with it.
 */
@Injectable()
export class BookingsService implements OnModuleInit {
  constructor(
    private readonly registrations: RegistrationsRepository,
    private readonly keys: BookingKeys,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly cancellations: BookingCancellationService,
    private readonly personalData: PersonalDataService,
  ) {}

  /** Everything held about the booking's e-mail address (docs/privacy.md "Rights"). */
  async myData(token: string): Promise<MyDataExport> {
    const registration = await this.find(token);
    return this.personalData.exportFor(registration.email, {
      via: 'booking-link',
      registrationId: registration.id,
    });
  }

  /**
   * Erases everything of the booking's e-mail address that no law keeps (the booking keeps its seats,
   * amount and status; its link keeps opening it). Erasing again changes nothing more.
   */
  async erase(token: string): Promise<ErasureReport> {
    const registration = await this.find(token);
    return this.personalData.eraseFor(registration.email, {
      via: 'booking-link',
      registrationId: registration.id,
    });
  }

  /**
   * Corrects the attendee's name, phone or address on this booking (checked like the registration form;
   * a bad value is 400 and changes nothing). The audit log names the fields, not their values.
   */
  async correct(
    token: string,
    input: CorrectBookingDto,
    locale: Locale = 'en',
    now = new Date(),
  ): Promise<BookingResponse> {
    const registration = await this.find(token);
    const changes = Object.fromEntries(
      (['name', 'phone', 'address'] as const)
        .filter((field) => input[field] !== undefined)
        .map((field) => [field, input[field] as string]),
    ) as { name?: string; phone?: string; address?: string };
    if (Object.keys(changes).length === 0) throw bookingError(Code.NothingToCorrect);
    if (registration.email.endsWith(`@${ERASED_EMAIL_DOMAIN}`)) throw bookingError(Code.Erased);
    await this.personalData.correctRegistration(registration.id, changes);
    return this.get(token, locale, now);
  }

  /** The booking's page, its words (cancelling, refund, why there is no ticket) in the request's language. */
  async get(token: string, locale: Locale = 'en', now = new Date()): Promise<BookingResponse> {
    return this.present(await this.find(token), locale, now);
  }

  /**
   * The attendee cancels their booking (docs/product.md "Manage my booking"): what the event's rule allows
   * now, 409 naming the deadline otherwise. Cancelling twice answers the cancelled booking.
   */
  async cancel(token: string, locale: Locale = 'en', now = new Date()): Promise<BookingResponse> {
    const found = await this.find(token);
    const cancelled = await this.cancellations.cancel(found.id, { by: 'attendee' }, now);
    return this.present(cancelled, locale, now);
  }

  /** The end of the move's free cancellation while it is open for a confirmed booking, else null. */
  private moveWindowEndsAt(registration: RegistrationDetails, now: Date): string | null {
    const end = this.cancellations.moveWindowOf(registration);
    return registration.paymentStatus === 'completed' && isMoveWindowOpen(end, now)
      ? (end as Date).toISOString()
      : null;
  }

  private async present(
    registration: RegistrationDetails,
    locale: Locale,
    now: Date,
  ): Promise<BookingResponse> {
    const receipt = toReceipt(registration);
    const texts = bookingTexts(registration);
    const extras = await this.registrations.findEventExtras(registration.eventId);
    const unavailable = this.ticketProblem(registration);
    // The page's words that the API writes (why there is no ticket, what cancelling gives, the refund's
    // state) are in the request's language, which the page shows as they come; English ones are the
    // rule's own sentences as they were.
    const terms = this.cancellations.termsOf(registration, now);
    const refund = await this.cancellations.refundOf(registration, locale);
    return {
      booking: {
        receipt,
        event: {
          location: texts.eventLocation,
          // The map searches the English address, the one the map's places are named by.
          mapsUrl: mapsSearchUrl(registration.eventLocation, extras.locationMapUrl),
          schedule: extras.schedule,
          hasEnded: hasEventEnded(registration.eventEndDate),
          status: registration.eventCancelledAt ? 'cancelled' : 'scheduled',
          cancellationReason: registration.eventCancelledAt ? registration.eventCancellationReason : null,
          cancellationReasonHi: registration.eventCancelledAt ? registration.eventCancellationReasonHi : null,
          startTime: registration.eventStartTime,
          movedAt: registration.eventMovedAt ? registration.eventMovedAt.toISOString() : null,
        },
        ticketAvailable: unavailable === null,
        ticketUnavailableReason:
          unavailable === null ? null : localizeApiMessage(unavailable.message, locale),
        googleCalendarUrl: googleCalendarUrl({
          title: texts.eventTitle,
          startDate: registration.eventStartDate,
          endDate: registration.eventEndDate,
          location: texts.eventLocation,
          details: MAIL_TEXTS[registration.locale].booking.icsDescription(
            registration.id,
            registration.numberOfTickets,
          ),
        }),
        cancellation: {
          terms: {
            ...terms,
            summary: this.cancellationSummary(terms, registration, refund !== null, locale),
          },
          cancelledAt: registration.cancelledAt ? registration.cancelledAt.toISOString() : null,
          cancelledBy: registration.cancelledBy,
          moveWindowEndsAt: this.moveWindowEndsAt(registration, now),
        },
        refund,
      },
    };
  }

  /**
   * What the page says of cancelling. A cancelled booking whose refund has its own sentence says only
   * when it was cancelled: the amount is then told once, by the refund.
   */
  private cancellationSummary(
    terms: CancellationTerms,
    registration: RegistrationDetails,
    hasRefund: boolean,
    locale: Locale,
  ): string {
    if (terms.refusal === 'cancelled' && hasRefund) {
      const at = (language: Locale) => formatIndiaDateTime(registration.cancelledAt, language);
      return apiMessage('bookingCancelledOn', { at }, locale);
    }
    if (locale === 'en') return terms.summary;
    return renderApiText(cancellationSummaryText(terms, registration.cancelledAt), locale);
  }

  onModuleInit(): void {
    // The ticket attached to a reminder is rendered when the e-mail is sent, from the booking as it is then.
    this.mail.registerAttachmentSource(TICKET_PDF_ATTACHMENT, async (registrationId) => {
      const registration = await this.registrations.findDetails({ id: registrationId });
      if (!registration) throw new Error(`No booking ${registrationId} for its ticket`);
      return (await this.renderTicket(registration)).pdf;
    });
  }

  /** The ticket PDF of a completed booking (409 naming why otherwise). */
  async ticketPdf(token: string): Promise<{ pdf: Buffer; filename: string }> {
    return this.renderTicket(await this.find(token));
  }

  private async renderTicket(registration: RegistrationDetails): Promise<{ pdf: Buffer; filename: string }> {
    const problem = this.ticketProblem(registration);
    if (problem) throw problem;
    const texts = bookingTexts(registration);
    const pdf = await renderTicketPdf({
      foundationName: this.config.FOUNDATION_NAME,
      bookingId: registration.id,
      eventTitle: texts.eventTitle,
      startDate: registration.eventStartDate,
      endDate: registration.eventEndDate,
      location: texts.eventLocation,
      attendeeName: registration.name,
      ticketTypeName: texts.ticketTypeName,
      admissions: registration.numberOfTickets,
      qrToken: this.qrToken(registration),
      locale: registration.locale,
    });
    return { pdf, filename: `ticket-${registration.id.slice(0, 8)}.pdf` };
  }

  /** The signed token of a booking's ticket (what its QR code holds). */
  qrToken(registration: Pick<RegistrationDetails, 'id' | 'eventId' | 'numberOfTickets'>): string {
    return this.keys.signTicket({
      bookingId: registration.id,
      eventId: registration.eventId,
      admissions: registration.numberOfTickets,
    });
  }

  /** The event as an `.ics` file (the same entry the confirmation e-mail attaches). */
  async calendar(token: string): Promise<string> {
    const registration = await this.find(token);
    const texts = bookingTexts(registration);
    return buildIcs({
      uid: `${registration.id}@registrations.foundation`,
      title: texts.eventTitle,
      description: MAIL_TEXTS[registration.locale].booking.icsDescription(
        registration.id,
        registration.numberOfTickets,
      ),
      location: texts.eventLocation,
      startDate: registration.eventStartDate,
      endDate: registration.eventEndDate,
      organizerName: this.config.FOUNDATION_NAME,
    });
  }

  /**
   * Queues the confirmation e-mail again, to the booking's own address only (never one given in the
   * request, so the route cannot send mail to strangers). Only completed bookings have a confirmation.
   */
  async resend(token: string, now = new Date()): Promise<BookingResendResponse> {
    const registration = await this.find(token);
    const problem = this.ticketProblem(registration);
    if (problem) throw problem;
    await this.registrations.transaction((manager) =>
      this.mail.enqueue(
        manager,
        bookingConfirmationMail(
          toReceipt(registration),
          this.config.FOUNDATION_NAME,
          this.keys.bookingUrl(registration),
          `registration-receipt:${registration.id}:resend:${now.getTime()}`,
          registration.locale,
        ),
      ),
    );
    this.mail.kick();
    return { message: BOOKING_MESSAGES.resent, recipient: registration.email };
  }

  private async find(token: string): Promise<RegistrationDetails> {
    if (!isBookingTokenShape(token)) throw bookingError(Code.NotFound);
    const registration = await this.registrations.findDetailsByTokenHash(hashAccessToken(token));
    if (!registration) throw bookingError(Code.NotFound);
    return registration;
  }

  /** Why a booking has no ticket (and no confirmation), or null when it has one. */
  private ticketProblem(registration: RegistrationDetails) {
    if (registration.paymentStatus === 'completed') return null;
    if (registration.paymentStatus === 'cancelled') return bookingError(Code.Cancelled);
    return bookingError(registration.paymentStatus === 'pending' ? Code.PaymentPending : Code.NotCompleted);
  }
}
