import { Edit } from 'react-admin';
import { useSaveErrorHandler } from '../common/mutations';
import { useToast } from '../common/toast';
import { VishrantiItemForm } from './VishrantiItemForm';

export default function VishrantiItemEdit() {
  const onError = useSaveErrorHandler('resources.vishranti-items.form.saveFailed');
  const toast = useToast();
  return (
    <Edit
      title="resources.vishranti-items.edit.title"
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      queryOptions={{ onError: () => toast.error('resources.vishranti-items.list.fetchFailed') }}
      redirect="list"
    >
      <VishrantiItemForm />
    </Edit>
  );
}
