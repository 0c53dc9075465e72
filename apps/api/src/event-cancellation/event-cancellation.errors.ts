import { EVENT_CANCELLATION_MESSAGES, MESSAGES } from '@foundation/shared';
import { defineDomainErrors, ErrorKind } from '../common/errors/domain-error.js';

/** Errors of cancelling an event. */
export enum EventCancellationErrorCode {
  EventNotFound = 'not_found',
  /** The event has ended (India's calendar): there is nothing left to cancel. */
  EventEnded = 'event_ended',
}

export const eventCancellationError = defineDomainErrors<EventCancellationErrorCode>({
  [EventCancellationErrorCode.EventNotFound]: { kind: ErrorKind.NotFound, message: MESSAGES.eventNotFound },
  [EventCancellationErrorCode.EventEnded]: {
    kind: ErrorKind.Conflict,
    message: EVENT_CANCELLATION_MESSAGES.ended,
  },
});
