export const STATUS_CHOICES = [
  { id: 'pending', name: 'Pending' },
  { id: 'completed', name: 'Completed' },
  { id: 'failed', name: 'Failed' },
];

/** Badge colours of SPEC section 2: green completed, yellow pending, red otherwise. */
export function statusColor(status: string): 'success' | 'warning' | 'error' {
  if (status === 'completed') return 'success';
  if (status === 'pending') return 'warning';
  return 'error';
}
