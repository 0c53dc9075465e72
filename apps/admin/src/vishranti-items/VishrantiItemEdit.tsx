import { Edit } from 'react-admin';
import { useSaveErrorHandler } from '../common/mutations';
import { useToast } from '../common/toast';
import { VishrantiItemForm } from './VishrantiItemForm';

export default function VishrantiItemEdit() {
  const onError = useSaveErrorHandler('Failed to save item');
  const toast = useToast();
  return (
    <Edit
      title="Edit Program or Video"
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      queryOptions={{ onError: () => toast.error('Failed to fetch Vishranti programs and videos') }}
      redirect="list"
    >
      <VishrantiItemForm />
    </Edit>
  );
}
