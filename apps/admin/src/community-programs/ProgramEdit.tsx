import { Edit } from 'react-admin';
import { useSaveErrorHandler } from '../common/mutations';
import { useToast } from '../common/toast';
import { ProgramForm } from './ProgramInputs';
import { programToSave } from './programRules';

export default function ProgramEdit() {
  const onError = useSaveErrorHandler('resources.community-programs.form.saveFailed');
  const toast = useToast();
  return (
    <Edit
      title="resources.community-programs.edit.title"
      mutationMode="pessimistic"
      transform={programToSave}
      mutationOptions={{ onError }}
      queryOptions={{ onError: () => toast.error('resources.community-programs.list.fetchFailed') }}
      redirect="list"
    >
      <ProgramForm creating={false} />
    </Edit>
  );
}
