import { formatInr, type AdminRegistration, type Locale, type StaffRefundChoice } from '@foundation/shared';
import { englishText, type Translate } from '../common/panelText';

/** Whether a registration was paid through the provider (only then is there anything to refund). */
const isPaid = (registration: AdminRegistration) =>
  registration.paymentId !== null && registration.totalAmount > 0;

/** The refund choices of a staff cancellation, each saying what comes back (in the panel's language). */
export function refundChoices(
  registration: AdminRegistration,
  translate: Translate = englishText,
  locale: Locale = 'en',
): { id: StaffRefundChoice; label: string }[] {
  const text = (choice: string, options?: Record<string, unknown>) =>
    translate(`resources.registrations.refundChoices.${choice}`, options);
  if (!isPaid(registration)) return [{ id: 'none', label: text('nothingPaid') }];
  return [
    { id: 'full', label: text('full', { amount: formatInr(registration.totalAmount, locale) }) },
    { id: 'rule', label: text('rule') },
    { id: 'none', label: text('none') },
  ];
}
