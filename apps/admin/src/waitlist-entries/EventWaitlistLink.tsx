import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { Button } from '@mui/material';
import { Link, useRecordContext, useTranslate } from 'react-admin';
import { waitlistOfEventPath } from './waitlistLabels';

/** On an event's page: its waiting list (the list filtered by the event). */
export function EventWaitlistLink() {
  const event = useRecordContext<{ id: string }>();
  const translate = useTranslate();
  if (!event) return null;
  return (
    <Button component={Link} to={waitlistOfEventPath(event.id)} size="small" startIcon={<HourglassTopIcon />}>
      {translate('admin.waitlist.eventLink')}
    </Button>
  );
}
