import type { RecurringGiftView } from '@foundation/shared';

/**
 * What My giving needs of recurring gifts: the gifts of a donor's e-mail, and cancelling one on the donor's
 * behalf (at the provider, idempotent). The recurring gifts module implements it
 * (`RecurringGiftsService.cancel(giftId, 'donor')`); the application binds it to this token.
 */
export interface RecurringGiftsForDonors {
  /** The recurring gifts made with this e-mail address (lower case), newest first. */
  listForEmail(email: string): Promise<RecurringGiftView[]>;
  /** Cancels the gift (idempotent: a cancelled gift is answered as it is). */
  cancel(giftId: string, by: 'donor'): Promise<RecurringGiftView>;
}

export const RECURRING_GIFTS_FOR_DONORS = Symbol('RECURRING_GIFTS_FOR_DONORS');
