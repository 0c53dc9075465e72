import { Chip } from '@mui/material';
import { VOLUNTEER_APPLICATION_STATUS_LABELS, type VolunteerApplicationStatus } from '@foundation/shared';

const COLORS: Record<VolunteerApplicationStatus, 'info' | 'warning' | 'success' | 'default'> = {
  new: 'info',
  contacted: 'warning',
  accepted: 'success',
  declined: 'default',
};

export const STATUS_CHOICES = Object.entries(VOLUNTEER_APPLICATION_STATUS_LABELS).map(([id, name]) => ({
  id,
  name,
}));

export function ApplicationStatusChip({ status }: { status: VolunteerApplicationStatus }) {
  return <Chip size="small" label={VOLUNTEER_APPLICATION_STATUS_LABELS[status]} color={COLORS[status]} />;
}
