import { defineDomainErrors, ErrorKind } from '../common/errors/domain-error.js';

/** Errors of the privacy notice. */
export enum PrivacyErrorCode {
  NotPublished = 'privacy_notice_not_published',
  NotFound = 'privacy_notice_not_found',
}

export const privacyError = defineDomainErrors<PrivacyErrorCode>({
  [PrivacyErrorCode.NotPublished]: {
    kind: ErrorKind.NotFound,
    message: 'No privacy notice has been published yet',
  },
  [PrivacyErrorCode.NotFound]: {
    kind: ErrorKind.NotFound,
    message: 'No privacy notice version with this id',
  },
});
