import { Edit } from 'react-admin';
import { useSaveErrorHandler } from '../common/mutations';
import { useToast } from '../common/toast';
import { SessionForm } from './SessionForm';

export default function SessionEdit() {
  const onError = useSaveErrorHandler('Failed to save session');
  const toast = useToast();
  return (
    <Edit
      title="Edit Session"
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      queryOptions={{ onError: () => toast.error('Failed to fetch sessions') }}
      redirect="list"
    >
      <SessionForm />
    </Edit>
  );
}
