import { defineDomainErrors, ErrorKind } from '../common/errors/domain-error.js';

/** Errors of newsletter subscribers in the admin API. */
export enum NewsletterErrorCode {
  NotFound = 'not_found',
}

export const newsletterError = defineDomainErrors<NewsletterErrorCode>({
  [NewsletterErrorCode.NotFound]: { kind: ErrorKind.NotFound, message: 'Newsletter subscriber not found' },
});
