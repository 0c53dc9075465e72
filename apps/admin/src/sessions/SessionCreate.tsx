import { Create } from 'react-admin';
import { useSaveErrorHandler } from '../common/mutations';
import { SessionForm } from './SessionForm';
import { NEW_SESSION_DEFAULTS } from './sessionRules';

export default function SessionCreate() {
  const onError = useSaveErrorHandler('resources.sessions.form.saveFailed');
  return (
    <Create
      title="resources.sessions.list.addNew"
      record={NEW_SESSION_DEFAULTS}
      mutationOptions={{ onError }}
      redirect="list"
    >
      <SessionForm />
    </Create>
  );
}
