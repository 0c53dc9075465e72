import { TopToolbar } from 'react-admin';
import { ResourceEdit } from '../common/ResourcePages';
import { EventCancellation } from './EventCancellation';
import { EventCheckIn } from './EventCheckIn';
import { EventMessages } from './EventMessages';
import { EventReminders } from './EventReminders';
import { EventWaitlistLink } from '../waitlist-entries/EventWaitlistLink';
import { EventForm } from './EventInputs';
import { eventToSave } from './eventRules';

export default function EventEdit() {
  return (
    <>
      <ResourceEdit
        resource="events"
        transform={eventToSave}
        saveFailed="resources.events.edit.saveFailed"
        actions={
          <TopToolbar>
            <EventWaitlistLink />
          </TopToolbar>
        }
      >
        <EventForm creating={false} />
      </ResourceEdit>
      {/* Outside the form: the door's figures and links are not event fields and have no Save. */}
      <EventReminders />
      <EventMessages />
      {/* The door's section stays last: it keeps room below it for the phone's fixed Save toolbar. */}
      <EventCancellation />
      <EventCheckIn />
    </>
  );
}
