import { CheckboxGroupInput, FormDataConsumer, NumberInput, SelectInput, TextInput } from 'react-admin';
import {
  SESSION_LIMITS as L,
  SESSION_STATUSES,
  SESSION_TYPES,
  WEEKDAYS,
  HINDI_TWIN_LIMITS,
} from '@foundation/shared';
import { ResourceForm, SortOrderInput, TwinTextInput } from '../common/resourceInputs';
import { validateSession } from './sessionRules';

// Choice names are catalogue keys whose English is libs/shared's words (the types are stored as named).
const typeChoices = SESSION_TYPES.map((type) => ({ id: type, name: `admin.sessionTypes.${type}` }));
const statusChoices = SESSION_STATUSES.map((status) => ({
  id: status,
  name: `admin.sessionStatus.${status}`,
}));
const dayChoices = WEEKDAYS.map((day) => ({ id: day, name: `admin.weekdays.${day}` }));

const R = 'sessions';
const HI = HINDI_TWIN_LIMITS.sessions;

/** The session form of 'Add New Session' and 'Edit Session'. Plain text only: the page prints it as typed. */
export function SessionForm() {
  return (
    <ResourceForm resource={R} validate={validateSession}>
      <TwinTextInput resource={R} source="title" hindiMax={HI.titleHi} isRequired />
      <TextInput source="instructor" label="resources.sessions.fields.instructor" isRequired fullWidth />
      <SelectInput source="type" label="resources.sessions.fields.type" choices={typeChoices} isRequired />
      <TwinTextInput
        resource={R}
        source="level"
        hindiMax={HI.levelHi}
        isRequired
        fullWidth={false}
        helperText="resources.sessions.form.levelHelp"
      />
      <TwinTextInput resource={R} source="description" hindiMax={HI.descriptionHi} minRows={3} />
      <SelectInput
        source="status"
        label="resources.sessions.fields.status"
        choices={statusChoices}
        isRequired
      />
      <CheckboxGroupInput
        source="days"
        label="resources.sessions.fields.days"
        choices={dayChoices}
        helperText="resources.sessions.form.daysHelp"
      />
      <TextInput
        source="startTime"
        label="resources.sessions.fields.startTime"
        type="time"
        isRequired
        helperText="resources.sessions.form.startTimeHelp"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <NumberInput
        source="durationMinutes"
        label="resources.sessions.fields.durationMinutes"
        min={L.durationMinutesMin}
        max={L.durationMinutesMax}
        step={5}
      />
      <TextInput
        source="joinUrl"
        label="resources.sessions.fields.joinUrl"
        fullWidth
        helperText="resources.sessions.form.joinUrlHelp"
      />
      <FormDataConsumer>
        {({ formData }) =>
          formData.status === 'archived' && (
            <>
              <NumberInput
                source="participantsCount"
                label="resources.sessions.fields.participantsCount"
                min={0}
                step={1}
              />
              <TextInput
                source="recordingUrl"
                label="resources.sessions.fields.recordingUrl"
                fullWidth
                helperText="resources.sessions.form.recordingHelp"
              />
            </>
          )
        }
      </FormDataConsumer>
      <SortOrderInput resource={R} min={L.sortOrderMin} max={L.sortOrderMax} />
    </ResourceForm>
  );
}
