import { formatInr, type AdminRegistration, type StaffRefundChoice } from '@foundation/shared';

/** Whether a registration was paid through the provider (only then is there anything to refund). */
const isPaid = (registration: AdminRegistration) =>
  registration.paymentId !== null && registration.totalAmount > 0;

/** The refund choices of a staff cancellation, each saying what comes back. */
export function refundChoices(registration: AdminRegistration): { id: StaffRefundChoice; label: string }[] {
  if (!isPaid(registration)) return [{ id: 'none', label: 'No refund (nothing was paid)' }];
  return [
    { id: 'full', label: `Full refund: ${formatInr(registration.totalAmount)} (100%)` },
    { id: 'rule', label: "What the event's cancellation rule gives (its percentage, whatever the deadline)" },
    { id: 'none', label: 'No refund' },
  ];
}
