import { t } from '../../i18n/i18n';
import { catalogueTexts } from '../../i18n/texts';

/**
 * Texts of the registration modal and its results (docs/product.md §2), in the page's language: entries
 * `registration.*` of src/locales/{locale}/messages.json.
 */
export const REGISTRATION_TEXTS = Object.assign(
  catalogueTexts('registration', [
    'title',
    'close',
    'name',
    'email',
    'phone',
    'address',
    'numberOfTickets',
    'ticketType',
    'total',
    'submitFree',
    'submitPaid',
    'submitting',
    'paying',
    'successTitle',
    'successNote',
    'failedTitle',
    'failedNote',
    'tryAgain',
    'backToEvents',
    'printReceipt',
    'manageBooking',
    'manageBookingNote',
    'registrationFailed',
    'paymentCancelled',
    'forChildren',
    'guardianName',
    'guardianConsent',
  ]),
  {
    maxHint: (max: number) => t('registration.maxHint', { max }),
    seatsLeft: (seatsLeft: number) => t('registration.seatsLeft', { seatsLeft }),
    receipt: catalogueTexts('registration.receipt', [
      'bookingId',
      'date',
      'event',
      'dates',
      'location',
      'name',
      'email',
      'phone',
      'address',
      'tickets',
      'ticketType',
      'paymentId',
      'orderId',
      'totalAmount',
      'notAvailable',
    ]),
  },
);
