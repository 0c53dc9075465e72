import { VISHRANTI_ITEM_MESSAGES } from '@foundation/shared';
import { defineDomainErrors, ErrorKind } from '../common/errors/domain-error.js';

/** Errors of the Vishranti page's programs and videos in the admin API. */
export enum VishrantiItemErrorCode {
  NotFound = 'vishranti_item_not_found',
  /** A rule of an item is broken; the first problem is the message, each field gets its own. */
  Invalid = 'invalid_vishranti_item',
}

export const vishrantiItemError = defineDomainErrors<VishrantiItemErrorCode>({
  [VishrantiItemErrorCode.NotFound]: { kind: ErrorKind.NotFound, message: VISHRANTI_ITEM_MESSAGES.notFound },
  [VishrantiItemErrorCode.Invalid]: { kind: ErrorKind.Invalid, message: 'The item is not valid' },
});
