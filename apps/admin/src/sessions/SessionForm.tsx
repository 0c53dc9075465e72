import {
  CheckboxGroupInput,
  FormDataConsumer,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextInput,
} from 'react-admin';
import {
  SESSION_LIMITS as L,
  SESSION_STATUSES,
  SESSION_STATUS_LABELS,
  SESSION_TYPES,
  WEEKDAYS,
  WEEKDAY_NAMES,
  HINDI_TWIN_LIMITS,
} from '@foundation/shared';
import { HindiTwin } from '../common/HindiTwin';
import { SaveToolbar } from '../common/SaveToolbar';
import { validateSession } from './sessionRules';

const typeChoices = SESSION_TYPES.map((type) => ({ id: type, name: type }));
const statusChoices = SESSION_STATUSES.map((status) => ({ id: status, name: SESSION_STATUS_LABELS[status] }));
const dayChoices = WEEKDAYS.map((day) => ({ id: day, name: WEEKDAY_NAMES[day] }));

/** The session form of 'Add New Session' and 'Edit Session'. Plain text only: the page prints it as typed. */
export function SessionForm() {
  return (
    <SimpleForm
      validate={validateSession}
      toolbar={<SaveToolbar label="Save Session" cancelTo="/sessions" />}
      noValidate
    >
      <HindiTwin source="titleHi" label="Title" maxLength={HINDI_TWIN_LIMITS.sessions.titleHi}>
        <TextInput source="title" label="Title" isRequired fullWidth />
      </HindiTwin>
      <TextInput source="instructor" label="Instructor" isRequired fullWidth />
      <SelectInput source="type" label="Type" choices={typeChoices} isRequired />
      <HindiTwin source="levelHi" label="Level" maxLength={HINDI_TWIN_LIMITS.sessions.levelHi}>
        <TextInput source="level" label="Level" isRequired helperText="For example: All levels, Beginner" />
      </HindiTwin>
      <HindiTwin
        source="descriptionHi"
        label="Description"
        maxLength={HINDI_TWIN_LIMITS.sessions.descriptionHi}
        multiline
      >
        <TextInput source="description" label="Description" multiline minRows={3} fullWidth />
      </HindiTwin>
      <SelectInput source="status" label="Status" choices={statusChoices} isRequired />
      <CheckboxGroupInput
        source="days"
        label="Days (India time)"
        choices={dayChoices}
        helperText="The days it meets each week; none for an archived session."
      />
      <TextInput
        source="startTime"
        label="Start time"
        type="time"
        isRequired
        helperText="India time (IST)"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <NumberInput
        source="durationMinutes"
        label="Duration (minutes)"
        min={L.durationMinutesMin}
        max={L.durationMinutesMax}
        step={5}
      />
      <TextInput
        source="joinUrl"
        label="Online join link"
        fullWidth
        helperText="https:// only. Visitors get it only shortly before each start (SESSION_JOIN_LINK_LEAD_MINUTES)."
      />
      <FormDataConsumer>
        {({ formData }) =>
          formData.status === 'archived' && (
            <>
              <NumberInput source="participantsCount" label="Participants" min={0} step={1} />
              <TextInput
                source="recordingUrl"
                label="Recording link"
                fullWidth
                helperText="https:// only; View Archive opens it."
              />
            </>
          )
        }
      </FormDataConsumer>
      <NumberInput
        source="sortOrder"
        label="Order"
        min={L.sortOrderMin}
        max={L.sortOrderMax}
        step={1}
        helperText="Smaller numbers come first on the Sessions page."
      />
    </SimpleForm>
  );
}
