import { MESSAGES, ticketsAvailableMessage } from '@foundation/shared';
import type { DomainError } from '../common/errors/domain-error.js';
import { answerTo } from '../testing/error-answer.js';
import {
  registrationError,
  RegistrationErrorCode as Code,
  TICKET_TYPE_MESSAGES,
} from './registrations.errors.js';

type Case = [DomainError, 400 | 404 | 409, Record<string, unknown>];

// The answers registrations gave before their errors were declared here, byte for byte.
describe('registration errors keep their answers', () => {
  it.each<Case>([
    [registrationError(Code.NotFound), 404, { message: 'Registration not found', code: 'not_found' }],
    [
      registrationError(Code.NotFound, { message: MESSAGES.eventNotFound }),
      404,
      { message: 'Event not found', code: 'not_found' },
    ],
    [
      registrationError(Code.RegistrationClosed),
      409,
      { message: 'Registration Closed', code: 'registration_closed' },
    ],
    [
      registrationError(Code.SoldOut, { extra: { available: 0 } }),
      409,
      { message: 'Sold Out', code: 'sold_out', available: 0 },
    ],
    [
      registrationError(Code.NotEnoughTickets, {
        message: ticketsAvailableMessage(2),
        field: 'numberOfTickets',
        extra: { available: 2 },
      }),
      409,
      {
        message: 'Only 2 tickets available for this type.',
        code: 'not_enough_tickets',
        fields: { numberOfTickets: 'Only 2 tickets available for this type.' },
        available: 2,
      },
    ],
    ...Object.values(TICKET_TYPE_MESSAGES).map((message): Case => [
      registrationError(Code.InvalidTicketType, { message, field: 'ticketTypeId' }),
      400,
      { message, code: 'invalid_request', fields: { ticketTypeId: message } },
    ]),
    [
      registrationError(Code.NoPaymentExpected),
      409,
      { message: 'This registration has no payment to confirm', code: 'no_payment_expected' },
    ],
    [
      registrationError(Code.PaymentMismatch, {
        fields: { razorpay_order_id: 'does not match this registration' },
      }),
      400,
      {
        message: 'The payment does not belong to this registration',
        code: 'payment_mismatch',
        fields: { razorpay_order_id: 'does not match this registration' },
      },
    ],
    [
      registrationError(Code.RefundPending, { extra: { refundReason: 'why' } }),
      409,
      {
        message:
          'Your payment arrived after your seats were released and they have been taken meanwhile. The payment will be refunded.',
        code: 'refund_pending',
        refundReason: 'why',
      },
    ],
  ])('%#: %s', (error, status, rest) => {
    const error_ = { 400: 'Bad Request', 404: 'Not Found', 409: 'Conflict' }[status];
    const answer = answerTo(error);
    expect(answer.status).toBe(status);
    // Key order too: JSON.stringify compares the bytes clients receive.
    expect(JSON.stringify(answer.body)).toBe(JSON.stringify({ statusCode: status, error: error_, ...rest }));
  });
});
