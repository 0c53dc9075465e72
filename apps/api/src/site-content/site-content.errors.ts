import { SITE_CONTENT_MESSAGES } from '@foundation/shared';
import { defineDomainErrors, ErrorKind } from '../common/errors/domain-error.js';

/** Errors of the home and About pages' content in the admin API. */
export enum SiteContentErrorCode {
  SlideNotFound = 'slide_not_found',
  /** A rule of a slide is broken; the first problem is the message, each field gets its own. */
  InvalidSlide = 'invalid_slide',
  /** The page texts are one record, `current`: any other id does not exist. */
  PageTextsNotFound = 'site_content_not_found',
  InvalidPageTexts = 'invalid_site_content',
}

export const siteContentError = defineDomainErrors<SiteContentErrorCode>({
  [SiteContentErrorCode.SlideNotFound]: {
    kind: ErrorKind.NotFound,
    message: SITE_CONTENT_MESSAGES.slideNotFound,
  },
  [SiteContentErrorCode.InvalidSlide]: { kind: ErrorKind.Invalid, message: 'The slide is not valid' },
  [SiteContentErrorCode.PageTextsNotFound]: { kind: ErrorKind.NotFound, message: 'Site content not found' },
  [SiteContentErrorCode.InvalidPageTexts]: {
    kind: ErrorKind.Invalid,
    message: 'The site content is not valid',
  },
});
