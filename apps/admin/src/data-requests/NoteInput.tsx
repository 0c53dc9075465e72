import { TextInput } from 'react-admin';

/** Staff's own note on a request (what was sent, what was asked), kept with it. */
export function NoteInput() {
  return (
    <TextInput source="note" label="resources.data-requests.fields.note" multiline minRows={3} fullWidth />
  );
}
