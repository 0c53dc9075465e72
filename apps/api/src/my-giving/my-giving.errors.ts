import { defineDomainErrors, ErrorKind } from '../common/errors/domain-error.js';

export enum MyGivingErrorCode {
  /** No token, an unknown one, or something that is not the donor's (a receipt, a gift). */
  NotFound = 'not_found',
  InvalidTaxDetails = 'invalid_request',
  NothingToReceipt = 'nothing_to_receipt',
}

export const myGivingError = defineDomainErrors<MyGivingErrorCode>({
  [MyGivingErrorCode.NotFound]: { kind: ErrorKind.NotFound, message: 'Not found' },
  [MyGivingErrorCode.InvalidTaxDetails]: {
    kind: ErrorKind.Invalid,
    message: 'PAN and address are needed for an 80G receipt',
  },
  [MyGivingErrorCode.NothingToReceipt]: {
    kind: ErrorKind.Conflict,
    message: 'None of your completed donations can get an 80G receipt now',
  },
});
