import { defineDomainErrors, ErrorKind } from '../common/errors/domain-error.js';

/** Errors of the Outbox screen. */
export enum MailErrorCode {
  NotFound = 'not_found',
  /** "Send again" on a message that is still waiting to be sent, or whose copy is. */
  StillPending = 'mail_still_pending',
}

export const mailError = defineDomainErrors<MailErrorCode>({
  [MailErrorCode.NotFound]: { kind: ErrorKind.NotFound, message: 'E-mail not found' },
  [MailErrorCode.StillPending]: {
    kind: ErrorKind.Conflict,
    message: 'This e-mail is already waiting to be sent; it will go out without being sent again',
  },
});
