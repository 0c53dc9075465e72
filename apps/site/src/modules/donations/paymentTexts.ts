import { catalogueTexts } from '../../i18n/texts';

/**
 * Texts of a gift's payment and its outcome (entries `contribute.*`), apart from the Contribute page's own:
 * they load with the payment step ('failed' is also the page's, for a payment step that could not load) (components/DonationPayment.tsx), once the donor presses Donate.
 */
export const PAYMENT_TEXTS = catalogueTexts('contribute', [
  'approvalContinue',
  'approvalStop',
  'thanksTitle',
  'receiptOnItsWay',
  'donateAgain',
  'cancelled',
  'failed',
  'unconfirmed',
  'createOrderFailed',
  'createOrderServerError',
  'invalidOrderResponse',
  'unparsableOrderResponse',
]);
