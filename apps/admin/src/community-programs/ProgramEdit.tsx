import { Edit } from 'react-admin';
import { useSaveErrorHandler } from '../common/mutations';
import { useToast } from '../common/toast';
import { ProgramForm } from './ProgramInputs';
import { programToSave } from './programRules';

export default function ProgramEdit() {
  const onError = useSaveErrorHandler('Failed to save program');
  const toast = useToast();
  return (
    <Edit
      title="Edit Program"
      mutationMode="pessimistic"
      transform={programToSave}
      mutationOptions={{ onError }}
      queryOptions={{ onError: () => toast.error('Failed to fetch community programs') }}
      redirect="list"
    >
      <ProgramForm creating={false} />
    </Edit>
  );
}
