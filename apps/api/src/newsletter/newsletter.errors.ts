import { NEWSLETTER_MESSAGES } from '@foundation/shared';
import { defineDomainErrors, ErrorKind } from '../common/errors/domain-error.js';

/** Errors of newsletter subscribers: the admin API's, and the public unsubscribe link's. */
export enum NewsletterErrorCode {
  NotFound = 'not_found',
  /** An unsubscribe token that is not one of ours (forged, cut short): a plain 404 that writes nothing. */
  UnsubscribeNotFound = 'unsubscribe_not_found',
}

export const newsletterError = defineDomainErrors<NewsletterErrorCode>({
  [NewsletterErrorCode.NotFound]: { kind: ErrorKind.NotFound, message: 'Newsletter subscriber not found' },
  [NewsletterErrorCode.UnsubscribeNotFound]: {
    kind: ErrorKind.NotFound,
    message: NEWSLETTER_MESSAGES.unsubscribeNotFound,
  },
});
