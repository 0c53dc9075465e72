import { Alert } from '@mui/material';
import { Create, DateInput, SelectInput, TextInput, email, required, useTranslate } from 'react-admin';
import { indiaCalendarDate } from '@foundation/shared';
import { useSaveErrorHandler } from '../common/mutations';
import { ResourceForm } from '../common/resourceInputs';
import { TYPE_CHOICES } from './choices';
import { NoteInput } from './NoteInput';

/** Records a request received by e-mail, post or in person; the API computes its due date. */
export default function DataRequestCreate() {
  const onError = useSaveErrorHandler('resources.data-requests.create.failed');
  const translate = useTranslate();
  return (
    <Create
      title="resources.data-requests.create.title"
      record={{ type: 'access', receivedOn: indiaCalendarDate() }}
      mutationOptions={{ onError }}
      redirect="edit"
    >
      <ResourceForm resource="data-requests" saveLabel="resources.data-requests.create.save">
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('resources.data-requests.create.help')}
        </Alert>
        <SelectInput
          source="type"
          label="resources.data-requests.fields.type"
          choices={TYPE_CHOICES}
          validate={required()}
        />
        <TextInput
          source="email"
          type="email"
          label="resources.data-requests.fields.email"
          validate={[required(), email()]}
          fullWidth
        />
        <DateInput
          source="receivedOn"
          label="resources.data-requests.fields.receivedOn"
          validate={required()}
        />
        <NoteInput />
      </ResourceForm>
    </Create>
  );
}
