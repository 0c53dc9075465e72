import { MESSAGES } from '@foundation/shared';
import { defineDomainErrors, ErrorKind } from '../common/errors/domain-error.js';

/** Errors of ticket types (the admin API, and an event saved with its ticket types). */
export enum TicketTypeErrorCode {
  NotFound = 'not_found',
  /** A request that names a missing or unpaid event, another event's type, or a bad name or price. */
  InvalidRequest = 'invalid_request',
  LastTicketType = 'last_ticket_type',
  HasRegistrations = 'has_registrations',
  QuantityBelowSold = 'quantity_below_sold',
}

export const TICKET_TYPE_MESSAGES = {
  notFound: 'Ticket type not found',
  eventMissing: 'The event does not exist',
  eventNotPaid: 'Ticket types can only be added to paid events',
  cannotMove: 'A ticket type cannot move to another event',
  notOfThisEvent: 'This ticket type does not belong to this event',
  lastTicketType: `${MESSAGES.paidEventNeedsTicketType}: add another type first, or make the event free`,
  hasRegistrations: (name: string) =>
    `Ticket type "${name}" has registrations and cannot be deleted. Deactivate the event instead.`,
  quantityBelowTaken: (name: string, sold: number, held: number) =>
    held > 0
      ? `The quantity of "${name}" cannot be lower than ${sold + held}: ${sold} seats are already sold and ${held} are held for payments in progress`
      : `The quantity of "${name}" cannot be lower than the ${sold} seats already sold`,
} as const;

export const ticketTypeError = defineDomainErrors<TicketTypeErrorCode>({
  [TicketTypeErrorCode.NotFound]: { kind: ErrorKind.NotFound, message: TICKET_TYPE_MESSAGES.notFound },
  [TicketTypeErrorCode.InvalidRequest]: { kind: ErrorKind.Invalid, message: MESSAGES.invalidTicketTypes },
  [TicketTypeErrorCode.LastTicketType]: {
    kind: ErrorKind.Conflict,
    message: TICKET_TYPE_MESSAGES.lastTicketType,
  },
  [TicketTypeErrorCode.HasRegistrations]: {
    kind: ErrorKind.Conflict,
    message: 'This ticket type has registrations and cannot be deleted',
  },
  [TicketTypeErrorCode.QuantityBelowSold]: {
    kind: ErrorKind.Conflict,
    message: 'The quantity cannot be lower than the seats already sold or held',
  },
});
