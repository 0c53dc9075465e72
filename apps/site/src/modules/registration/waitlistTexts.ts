import { t } from '../../i18n/i18n';
import { catalogueTexts } from '../../i18n/texts';

/**
 * Texts of the waiting list: the join form on a sold-out event and the offer page (docs/product.md "Waiting
 * list"), in the page's language: entries `waitlist.*` of src/locales/{locale}/messages.json.
 */
export const WAITLIST_TEXTS = Object.assign(
  catalogueTexts('waitlist', [
    'title',
    'close',
    'intro',
    'name',
    'email',
    'phone',
    'ticketsWanted',
    'ticketsHint',
    'ticketType',
    'submit',
    'submitting',
    'joinedTitle',
    'done',
    'failed',
  ]),
  {
    joinType: (name: string) => t('waitlist.joinType', { name }),
    joined: (position: number, email: string) => t('waitlist.joined', { position, email }),
    offer: Object.assign(
      catalogueTexts('waitlist.offer', [
        'title',
        'loading',
        'notFoundTitle',
        'notFoundNote',
        'loadFailed',
        'retry',
        'backToEvents',
        'heldUntil',
        'event',
        'dates',
        'place',
        'ticketType',
        'tickets',
        'total',
        'free',
        'confirmFree',
        'working',
        'paying',
        'notPaid',
        'over',
        'bookedTitle',
        'bookedNote',
        'showBooking',
        'manageBooking',
      ]),
      {
        greeting: (name: string) => t('waitlist.offer.greeting', { name }),
        confirmPaid: (amount: string) => t('waitlist.offer.confirmPaid', { amount }),
        status: catalogueTexts('waitlist.offer.status', [
          'waiting',
          'offered',
          'booked',
          'expired',
          'removed',
        ]),
      },
    ),
  },
);
