import { Edit } from 'react-admin';
import { useSaveErrorHandler } from '../common/mutations';
import { useToast } from '../common/toast';
import { SessionForm } from './SessionForm';

export default function SessionEdit() {
  const onError = useSaveErrorHandler('resources.sessions.form.saveFailed');
  const toast = useToast();
  return (
    <Edit
      title="resources.sessions.edit.title"
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      queryOptions={{ onError: () => toast.error('resources.sessions.list.fetchFailed') }}
      redirect="list"
    >
      <SessionForm />
    </Edit>
  );
}
