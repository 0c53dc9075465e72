import { defineDomainErrors, ErrorKind } from '../common/errors/domain-error.js';

/** Errors of the data requests staff record (admin routes: English only). */
export enum PersonalDataErrorCode {
  RequestNotFound = 'data_request_not_found',
  /** Erasing is what an erasure request asks; any other type is answered otherwise. */
  NotAnErasure = 'data_request_not_erasure',
}

export const personalDataError = defineDomainErrors<PersonalDataErrorCode>({
  [PersonalDataErrorCode.RequestNotFound]: {
    kind: ErrorKind.NotFound,
    message: 'No data request with this id',
  },
  [PersonalDataErrorCode.NotAnErasure]: {
    kind: ErrorKind.Conflict,
    message: 'Only an erasure request erases data: change its type first if the person asked for erasure',
  },
});
