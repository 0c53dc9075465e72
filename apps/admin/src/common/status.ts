import { englishText, type Translate } from './panelText';

/** A payment's statuses; the names are catalogue keys (react-admin's inputs translate choice names). */
export const STATUS_CHOICES = [
  { id: 'pending', name: 'admin.paymentStatus.pending' },
  { id: 'completed', name: 'admin.paymentStatus.completed' },
  { id: 'failed', name: 'admin.paymentStatus.failed' },
];

/** A registration's statuses: a payment's, and `cancelled` (by the attendee or by staff). */
export const REGISTRATION_STATUS_CHOICES = [
  ...STATUS_CHOICES,
  { id: 'cancelled', name: 'admin.paymentStatus.cancelled' },
];

/** Badge colours of docs/product.md §2.18: green completed, yellow pending (the theme's warning), red otherwise. */
export function statusColor(status: string): 'success' | 'warning' | 'error' {
  if (status === 'completed') return 'success';
  if (status === 'pending') return 'warning';
  return 'error';
}

/**
 * A payment status as the panel writes it: 'Pending', 'Completed', 'Failed', 'Cancelled' (an unknown one
 * capitalised), in the panel's language when given react-admin's `translate`.
 */
export function statusLabel(status: string, translate: Translate = englishText): string {
  const known = REGISTRATION_STATUS_CHOICES.find((choice) => choice.id === status);
  if (known) return translate(known.name);
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : status;
}
