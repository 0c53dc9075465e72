import { ResourceCreate } from '../common/ResourcePages';
import { ProgramForm } from './ProgramInputs';
import { NEW_PROGRAM_DEFAULTS, programToSave } from './programRules';

export default function ProgramCreate() {
  return (
    <ResourceCreate resource="community-programs" defaults={NEW_PROGRAM_DEFAULTS} transform={programToSave}>
      <ProgramForm creating />
    </ResourceCreate>
  );
}
