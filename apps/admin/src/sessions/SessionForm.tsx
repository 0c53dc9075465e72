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
  SESSION_TYPES,
  WEEKDAYS,
  HINDI_TWIN_LIMITS,
} from '@foundation/shared';
import { HindiTwin } from '../common/HindiTwin';
import { SaveToolbar } from '../common/SaveToolbar';
import { validateSession } from './sessionRules';

// Choice names are catalogue keys whose English is libs/shared's words (the types are stored as named).
const typeChoices = SESSION_TYPES.map((type) => ({ id: type, name: `admin.sessionTypes.${type}` }));
const statusChoices = SESSION_STATUSES.map((status) => ({
  id: status,
  name: `admin.sessionStatus.${status}`,
}));
const dayChoices = WEEKDAYS.map((day) => ({ id: day, name: `admin.weekdays.${day}` }));

/** The session form of 'Add New Session' and 'Edit Session'. Plain text only: the page prints it as typed. */
export function SessionForm() {
  return (
    <SimpleForm
      validate={validateSession}
      toolbar={<SaveToolbar label="resources.sessions.form.save" cancelTo="/sessions" />}
      noValidate
    >
      <HindiTwin
        source="titleHi"
        label="resources.sessions.fields.title"
        maxLength={HINDI_TWIN_LIMITS.sessions.titleHi}
      >
        <TextInput source="title" label="resources.sessions.fields.title" isRequired fullWidth />
      </HindiTwin>
      <TextInput source="instructor" label="resources.sessions.fields.instructor" isRequired fullWidth />
      <SelectInput source="type" label="resources.sessions.fields.type" choices={typeChoices} isRequired />
      <HindiTwin
        source="levelHi"
        label="resources.sessions.fields.level"
        maxLength={HINDI_TWIN_LIMITS.sessions.levelHi}
      >
        <TextInput
          source="level"
          label="resources.sessions.fields.level"
          isRequired
          helperText="resources.sessions.form.levelHelp"
        />
      </HindiTwin>
      <HindiTwin
        source="descriptionHi"
        label="resources.sessions.fields.description"
        maxLength={HINDI_TWIN_LIMITS.sessions.descriptionHi}
        multiline
      >
        <TextInput
          source="description"
          label="resources.sessions.fields.description"
          multiline
          minRows={3}
          fullWidth
        />
      </HindiTwin>
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
      <NumberInput
        source="sortOrder"
        label="resources.sessions.fields.sortOrder"
        min={L.sortOrderMin}
        max={L.sortOrderMax}
        step={1}
        helperText="resources.sessions.form.orderHelp"
      />
    </SimpleForm>
  );
}
