import { EVENT_MESSAGE_MESSAGES, MESSAGES } from '@foundation/shared';
import { defineDomainErrors, ErrorKind } from '../common/errors/domain-error.js';

/** Errors of messages to attendees. */
export enum EventMessagesErrorCode {
  EventNotFound = 'not_found',
  /** A ticket type that is not the event's. */
  InvalidTicketTypes = 'invalid_request',
  NoRecipients = 'no_recipients',
}

export const eventMessagesError = defineDomainErrors<EventMessagesErrorCode>({
  [EventMessagesErrorCode.EventNotFound]: { kind: ErrorKind.NotFound, message: MESSAGES.eventNotFound },
  [EventMessagesErrorCode.InvalidTicketTypes]: {
    kind: ErrorKind.Invalid,
    message: EVENT_MESSAGE_MESSAGES.ticketTypeIds,
  },
  [EventMessagesErrorCode.NoRecipients]: {
    kind: ErrorKind.Conflict,
    message: EVENT_MESSAGE_MESSAGES.noRecipients,
  },
});
