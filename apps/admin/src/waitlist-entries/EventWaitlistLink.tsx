import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { Button } from '@mui/material';
import { Link, useRecordContext } from 'react-admin';
import { waitlistOfEventPath } from './waitlistLabels';

/** On an event's page: its waiting list (the list filtered by the event). */
export function EventWaitlistLink() {
  const event = useRecordContext<{ id: string }>();
  if (!event) return null;
  return (
    <Button component={Link} to={waitlistOfEventPath(event.id)} size="small" startIcon={<HourglassTopIcon />}>
      Waiting list
    </Button>
  );
}
