import { Create } from 'react-admin';
import { useSaveErrorHandler } from '../common/mutations';
import { ProgramForm } from './ProgramInputs';
import { NEW_PROGRAM_DEFAULTS, programToSave } from './programRules';

export default function ProgramCreate() {
  const onError = useSaveErrorHandler('resources.community-programs.form.saveFailed');
  return (
    <Create
      title="resources.community-programs.list.addNew"
      record={NEW_PROGRAM_DEFAULTS}
      transform={programToSave}
      mutationOptions={{ onError }}
      redirect="list"
    >
      <ProgramForm creating />
    </Create>
  );
}
