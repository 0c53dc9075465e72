import { Edit, TopToolbar } from 'react-admin';
import { useSaveErrorHandler } from '../common/mutations';
import { useToast } from '../common/toast';
import { EventWaitlistLink } from '../waitlist-entries/EventWaitlistLink';
import { EventForm } from './EventInputs';
import { eventToSave } from './eventRules';

export default function EventEdit() {
  const onError = useSaveErrorHandler('Failed to save event');
  const toast = useToast();
  return (
    <Edit
      title="Edit Event"
      mutationMode="pessimistic"
      transform={eventToSave}
      mutationOptions={{ onError }}
      queryOptions={{ onError: () => toast.error('Failed to fetch events') }}
      redirect="list"
      actions={
        <TopToolbar>
          <EventWaitlistLink />
        </TopToolbar>
      }
    >
      <EventForm creating={false} />
    </Edit>
  );
}
