import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  isRegistrationOpen,
  MESSAGES,
  paiseToRupeeString,
  ticketsAvailableMessage,
  toPaise,
  type CheckoutOrder,
  type CreateRegistrationResponse,
  type RegistrationResponse,
} from '@foundation/shared';
import { AppLogger } from '../common/logging/app-logger.js';
import { AppConfig } from '../config/app-config.js';
import { registrationReceiptMail } from '../mail/mail-templates.js';
import { MailService } from '../mail/mail.service.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../payments/payment-gateway.js';
import { invalidPaymentSignature } from '../payments/payments.errors.js';
import { seatsLeft, seatsTakenSql } from '../ticket-types/seat-usage.js';
import { accessTokenMatches, isUuid, newAccessToken } from './access-token.js';
import { type CancelRegistrationDto, type PaymentConfirmationDto } from './dto/payment-confirmation.dto.js';
import { type CreateRegistrationDto } from './dto/create-registration.dto.js';
import { LATE_PAYMENT_REFUND_REASON, RegistrationPaymentsService } from './registration-payments.service.js';
import { loadRegistrationRow, toReceipt, type RegistrationRow } from './registration.presenter.js';
import {
  registrationError,
  RegistrationErrorCode as Code,
  TICKET_TYPE_MESSAGES,
} from './registrations.errors.js';

/** Checkout's theme colour: the site's saffron (SPEC: orange). */
export const CHECKOUT_THEME_COLOR = '#e8820c';

interface EventRow {
  id: string;
  title: string;
  start_date: string;
  is_paid: boolean;
  price: string;
}

interface TicketTypeRow {
  id: string;
  price: string;
  available_quantity: number | null;
}

@Injectable()
export class RegistrationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly payments: RegistrationPaymentsService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly logger: AppLogger,
  ) {}

  /**
   * Registers for an event. Everything is checked here from the database (active event, open window,
   * ticket type, seats, price); the seat check and the insert happen in one transaction holding the ticket
   * type's row lock, so concurrent registrations (in any number of API processes) can never oversell.
   * Free: stored completed. Paid: stored pending with a hold, then a provider order is created.
   */
  async create(dto: CreateRegistrationDto, now = new Date()): Promise<CreateRegistrationResponse> {
    const event = await this.findActiveEvent(dto.eventSlug);
    if (!isRegistrationOpen(event.start_date, now)) {
      throw registrationError(Code.RegistrationClosed);
    }
    const ticketType = await this.chooseTicketType(event.id, dto.ticketTypeId);
    const unitPaise = event.is_paid ? toPaise(ticketType ? ticketType.price : event.price) : 0;
    const totalPaise = unitPaise * dto.numberOfTickets;
    const isFree = totalPaise === 0;
    const { token, hash } = newAccessToken();

    const registrationId = await this.dataSource.transaction(async (manager) => {
      if (ticketType) {
        const [locked] = (await manager.query(
          `SELECT available_quantity FROM event_ticket_types WHERE id = $1 FOR UPDATE`,
          [ticketType.id],
        )) as { available_quantity: number | null }[];
        if (!locked) {
          throw registrationError(Code.InvalidTicketType, {
            message: TICKET_TYPE_MESSAGES.unknown,
            field: 'ticketTypeId',
          });
        }
        if (locked.available_quantity !== null) {
          const [{ taken }] = (await manager.query(`SELECT ${seatsTakenSql('$1::uuid')} AS taken`, [
            ticketType.id,
          ])) as { taken: number }[];
          const left = seatsLeft(locked.available_quantity, taken) ?? 0;
          if (left <= 0) throw registrationError(Code.SoldOut, { extra: { available: 0 } });
          if (dto.numberOfTickets > left) {
            throw registrationError(Code.NotEnoughTickets, {
              message: ticketsAvailableMessage(left),
              field: 'numberOfTickets',
              extra: { available: left },
            });
          }
        }
      }
      const [inserted] = (await manager.query(
        `INSERT INTO event_registrations
           (event_id, ticket_type_id, name, email, phone, address, number_of_tickets, ticket_type_price, total_amount,
            payment_status, hold_expires_at, access_token_hash, completed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9,
                 CASE WHEN $10::boolean THEN 'completed' ELSE 'pending' END::payment_status,
                 CASE WHEN $10::boolean THEN NULL ELSE now() + make_interval(mins => $11::int) END,
                 $12,
                 CASE WHEN $10::boolean THEN now() END)
         RETURNING id`,
        [
          event.id,
          ticketType?.id ?? null,
          dto.name,
          dto.email,
          dto.phone,
          dto.address,
          dto.numberOfTickets,
          paiseToRupeeString(unitPaise),
          paiseToRupeeString(totalPaise),
          isFree,
          this.config.REGISTRATION_HOLD_MINUTES,
          hash,
        ],
      )) as { id: string }[];
      if (isFree) {
        const row = await loadRegistrationRow(manager, { id: inserted.id });
        await this.mail.enqueue(
          manager,
          registrationReceiptMail(toReceipt(row as RegistrationRow), this.config.FOUNDATION_NAME),
        );
      }
      return inserted.id;
    });

    if (isFree) {
      this.mail.kick();
      return { registration: await this.receipt(registrationId), accessToken: token, payment: null };
    }

    let orderId: string;
    try {
      const order = await this.gateway.createOrder({
        amountPaise: totalPaise,
        receipt: registrationId,
        notes: { registration_id: registrationId, event_id: event.id },
      });
      orderId = order.id;
    } catch (error) {
      // Release the seats at once: the visitor cannot pay without an order.
      await this.payments.fail({ id: registrationId }, 'order_failed');
      throw error;
    }
    await this.dataSource.query(
      `UPDATE event_registrations SET order_id = $2, updated_at = now() WHERE id = $1`,
      [registrationId, orderId],
    );
    const registration = await this.receipt(registrationId);
    const payment: CheckoutOrder = {
      provider: this.gateway.name,
      keyId: this.gateway.keyId,
      orderId,
      amount: totalPaise,
      currency: 'INR',
      name: this.config.FOUNDATION_NAME,
      description: `Registration for ${event.title}`,
      prefill: { name: dto.name, email: dto.email, contact: dto.phone },
      theme: { color: CHECKOUT_THEME_COLOR },
    };
    return { registration, accessToken: token, payment };
  }

  /** A registration for its owner (id plus access token); anyone else gets 404. */
  async get(id: string, token: unknown): Promise<RegistrationResponse> {
    const row = await this.findAccessible(id, token);
    return { registration: toReceipt(row) };
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
    const row = await this.findAccessible(id, token);
    if (!row.order_id) {
      throw registrationError(Code.NoPaymentExpected);
    }
    if (dto.razorpay_order_id !== row.order_id) {
      throw registrationError(Code.PaymentMismatch, {
        fields: { razorpay_order_id: 'does not match this registration' },
      });
    }
    if (!this.gateway.verifyPayment(row.order_id, dto.razorpay_payment_id, dto.razorpay_signature)) {
      this.logger.warn({ registrationId: row.id }, 'Payment confirmation with an invalid signature');
      throw invalidPaymentSignature();
    }
    const result = await this.payments.complete({ id: row.id }, dto.razorpay_payment_id);
    if (result.outcome === 'refund_needed') {
      throw registrationError(Code.RefundPending, { extra: { refundReason: LATE_PAYMENT_REFUND_REASON } });
    }
    return { registration: await this.receipt(row.id) };
  }

  /** A dismissed Checkout or a failed payment: the pending registration fails and releases its seats. */
  async cancel(id: string, token: unknown, dto: CancelRegistrationDto): Promise<RegistrationResponse> {
    const row = await this.findAccessible(id, token);
    await this.payments.fail({ id: row.id }, dto.reason);
    return { registration: await this.receipt(row.id) };
  }

  private async receipt(id: string) {
    const row = await loadRegistrationRow(this.dataSource.manager, { id });
    if (!row) throw registrationError(Code.NotFound);
    return toReceipt(row);
  }

  private async findAccessible(id: string, token: unknown): Promise<RegistrationRow> {
    if (!isUuid(id)) throw registrationError(Code.NotFound);
    const row = await loadRegistrationRow(this.dataSource.manager, { id });
    if (!row || !accessTokenMatches(row.access_token_hash, token)) throw registrationError(Code.NotFound);
    return row;
  }

  private async findActiveEvent(slugOrId: string): Promise<EventRow> {
    const [event] = (await this.dataSource.query(
      `SELECT id, title, start_date::text AS start_date, is_paid, price
         FROM events
        WHERE is_active AND (url_slug = $1 OR id = $2::uuid)`,
      [slugOrId, isUuid(slugOrId) ? slugOrId : null],
    )) as EventRow[];
    if (!event) throw registrationError(Code.NotFound, { message: MESSAGES.eventNotFound });
    return event;
  }

  /** The chosen type must be one of the event's; when the event has types, one must be chosen. */
  private async chooseTicketType(
    eventId: string,
    ticketTypeId: string | undefined,
  ): Promise<TicketTypeRow | null> {
    const types = (await this.dataSource.query(
      `SELECT id, price, available_quantity FROM event_ticket_types WHERE event_id = $1`,
      [eventId],
    )) as TicketTypeRow[];
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
