import { Edit, TopToolbar } from 'react-admin';
import { useSaveErrorHandler } from '../common/mutations';
import { useToast } from '../common/toast';
import { EventCancellation } from './EventCancellation';
import { EventCheckIn } from './EventCheckIn';
import { EventMessages } from './EventMessages';
import { EventReminders } from './EventReminders';
import { EventWaitlistLink } from '../waitlist-entries/EventWaitlistLink';
import { EventForm } from './EventInputs';
import { eventToSave } from './eventRules';

export default function EventEdit() {
  const onError = useSaveErrorHandler('resources.events.edit.saveFailed');
  const toast = useToast();
  return (
    <>
      <Edit
        title="resources.events.edit.title"
        mutationMode="pessimistic"
        transform={eventToSave}
        mutationOptions={{ onError }}
        queryOptions={{ onError: () => toast.error('resources.events.list.fetchFailed') }}
        redirect="list"
        actions={
          <TopToolbar>
            <EventWaitlistLink />
          </TopToolbar>
        }
      >
        <EventForm creating={false} />
      </Edit>
      {/* Outside the form: the door's figures and links are not event fields and have no Save. */}
      <EventReminders />
      <EventMessages />
      {/* The door's section stays last: it keeps room below it for the phone's fixed Save toolbar. */}
      <EventCancellation />
      <EventCheckIn />
    </>
  );
}
