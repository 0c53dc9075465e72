import { MESSAGES } from '@foundation/shared';
import { defineDomainErrors, ErrorKind } from '../common/errors/domain-error.js';

/** Errors of events (public pages and the admin API). */
export enum EventErrorCode {
  NotFound = 'not_found',
  /** A rule of a stored event is broken; the first problem is the message, each field gets its own. */
  Invalid = 'invalid_event',
  /** A new event was sent with ticket types that carry ids. */
  InvalidRequest = 'invalid_request',
  SlugInUse = 'slug_in_use',
  HasRegistrations = 'has_registrations',
}

export const EVENT_MESSAGES = {
  newEventWithTicketTypeIds: 'A new event cannot have existing ticket types: leave out their ids',
  hasRegistrations: 'This event has registrations and cannot be deleted. Deactivate the event instead.',
} as const;

export const eventError = defineDomainErrors<EventErrorCode>({
  [EventErrorCode.NotFound]: { kind: ErrorKind.NotFound, message: MESSAGES.eventNotFound },
  [EventErrorCode.Invalid]: { kind: ErrorKind.Invalid, message: 'The event is not valid' },
  [EventErrorCode.InvalidRequest]: {
    kind: ErrorKind.Invalid,
    message: EVENT_MESSAGES.newEventWithTicketTypeIds,
  },
  [EventErrorCode.SlugInUse]: { kind: ErrorKind.Conflict, message: MESSAGES.urlSlugInUse },
  [EventErrorCode.HasRegistrations]: { kind: ErrorKind.Conflict, message: EVENT_MESSAGES.hasRegistrations },
});
