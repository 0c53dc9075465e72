import { defineDomainErrors, ErrorKind } from '../common/errors/domain-error.js';

/** Errors of contact messages in the admin API. */
export enum ContactErrorCode {
  NotFound = 'not_found',
}

export const contactError = defineDomainErrors<ContactErrorCode>({
  [ContactErrorCode.NotFound]: { kind: ErrorKind.NotFound, message: 'Contact message not found' },
});
