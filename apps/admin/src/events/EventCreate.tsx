import { Create } from 'react-admin';
import { useSaveErrorHandler } from '../common/mutations';
import { EventForm } from './EventInputs';
import { NEW_EVENT_DEFAULTS, eventToSave } from './eventRules';

/** 'Add New Event' (also the unsaved copy that Duplicate opens, given through the location state). */
export default function EventCreate() {
  const onError = useSaveErrorHandler('resources.events.edit.saveFailed');
  return (
    <Create
      title="resources.events.list.addNew"
      record={NEW_EVENT_DEFAULTS}
      transform={eventToSave}
      mutationOptions={{ onError }}
      redirect="list"
    >
      <EventForm creating />
    </Create>
  );
}
