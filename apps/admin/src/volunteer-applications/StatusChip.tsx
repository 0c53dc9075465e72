import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { VOLUNTEER_APPLICATION_STATUS_LABELS, type VolunteerApplicationStatus } from '@foundation/shared';

const COLORS: Record<VolunteerApplicationStatus, 'info' | 'warning' | 'success' | 'default'> = {
  new: 'info',
  contacted: 'warning',
  accepted: 'success',
  declined: 'default',
};

/** The statuses as choices; the names are catalogue keys with libs/shared's English words. */
export const STATUS_CHOICES = Object.keys(VOLUNTEER_APPLICATION_STATUS_LABELS).map((id) => ({
  id,
  name: `admin.applicationStatus.${id}`,
}));

export function ApplicationStatusChip({ status }: { status: VolunteerApplicationStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      label={translate(`admin.applicationStatus.${status}`, { _: status })}
      color={COLORS[status]}
    />
  );
}
