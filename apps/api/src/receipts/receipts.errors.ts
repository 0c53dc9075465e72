import { defineDomainErrors, ErrorKind } from '../common/errors/domain-error.js';

export enum ReceiptErrorCode {
  NotFound = 'receipt_not_found',
  InvalidFacts = 'receipt_invalid_facts',
  NumbersExhausted = 'receipt_numbers_exhausted',
}

export const receiptError = defineDomainErrors<ReceiptErrorCode>({
  [ReceiptErrorCode.NotFound]: { kind: ErrorKind.NotFound, message: 'Not found' },
  // The completing code passes what it stored; these are its mistakes, never a donor's input.
  [ReceiptErrorCode.InvalidFacts]: {
    kind: ErrorKind.Invalid,
    message: 'A receipt needs the donor’s name, the payment id, a positive amount and the date received',
  },
  [ReceiptErrorCode.NumbersExhausted]: {
    kind: ErrorKind.Conflict,
    message: 'Every receipt number of this financial year (up to 999999) has been used',
  },
});
