export const STATUS_CHOICES = [
  { id: 'pending', name: 'Pending' },
  { id: 'completed', name: 'Completed' },
  { id: 'failed', name: 'Failed' },
];

/** A registration's statuses: a payment's, and `cancelled` (by the attendee or by staff). */
export const REGISTRATION_STATUS_CHOICES = [...STATUS_CHOICES, { id: 'cancelled', name: 'Cancelled' }];

/** Badge colours of docs/product.md §2.18: green completed, yellow pending (the theme's warning), red otherwise. */
export function statusColor(status: string): 'success' | 'warning' | 'error' {
  if (status === 'completed') return 'success';
  if (status === 'pending') return 'warning';
  return 'error';
}

/** A payment status as the panel writes it: 'Pending', 'Completed', 'Failed' (an unknown one capitalised). */
export function statusLabel(status: string): string {
  const known = STATUS_CHOICES.find((choice) => choice.id === status);
  if (known) return known.name;
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : status;
}
