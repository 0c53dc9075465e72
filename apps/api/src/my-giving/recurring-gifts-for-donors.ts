import { Injectable } from '@nestjs/common';
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

/**
 * Until the recurring gifts module is bound to RECURRING_GIFTS_FOR_DONORS: a donor has no recurring gifts,
 * so My giving lists none and a cancel answers 404 (the gift is not the donor's). Replace, never extend.
 */
@Injectable()
export class NoRecurringGifts implements RecurringGiftsForDonors {
  listForEmail(): Promise<RecurringGiftView[]> {
    return Promise.resolve([]);
  }

  cancel(): Promise<RecurringGiftView> {
    return Promise.reject(new Error('Recurring gifts are not bound to My giving'));
  }
}
