import { MESSAGES } from '@foundation/shared';
import { defineDomainErrors, ErrorKind } from '../common/errors/domain-error.js';

/** Errors of events' reminders. */
export enum EventRemindersErrorCode {
  EventNotFound = 'not_found',
}

export const eventRemindersError = defineDomainErrors<EventRemindersErrorCode>({
  [EventRemindersErrorCode.EventNotFound]: { kind: ErrorKind.NotFound, message: MESSAGES.eventNotFound },
});
