import { ResourceCreate } from '../common/ResourcePages';
import { EventForm } from './EventInputs';
import { NEW_EVENT_DEFAULTS, eventToSave } from './eventRules';

/** 'Add New Event' (also the unsaved copy that Duplicate opens, given through the location state). */
export default function EventCreate() {
  return (
    <ResourceCreate
      resource="events"
      defaults={NEW_EVENT_DEFAULTS}
      transform={eventToSave}
      saveFailed="resources.events.edit.saveFailed"
    >
      <EventForm creating />
    </ResourceCreate>
  );
}
