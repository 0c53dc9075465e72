import { SESSION_MESSAGES } from '@foundation/shared';
import { defineDomainErrors, ErrorKind } from '../common/errors/domain-error.js';

/** Errors of sessions (the Sessions page and the admin API). */
export enum SessionErrorCode {
  NotFound = 'session_not_found',
  /** A rule of a stored session is broken; the first problem is the message, each field gets its own. */
  Invalid = 'invalid_session',
  /** The join link was asked for before the session is live; the message says when it starts. */
  NotLive = 'session_not_live',
  /** The join link of an archived session. */
  Archived = 'session_archived',
}

export const sessionError = defineDomainErrors<SessionErrorCode>({
  [SessionErrorCode.NotFound]: { kind: ErrorKind.NotFound, message: SESSION_MESSAGES.sessionNotFound },
  [SessionErrorCode.Invalid]: { kind: ErrorKind.Invalid, message: 'The session is not valid' },
  [SessionErrorCode.NotLive]: { kind: ErrorKind.Conflict, message: 'The session has not started yet' },
  [SessionErrorCode.Archived]: { kind: ErrorKind.Conflict, message: SESSION_MESSAGES.archived },
});
