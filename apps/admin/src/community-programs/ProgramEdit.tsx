import { ResourceEdit } from '../common/ResourcePages';
import { ProgramForm } from './ProgramInputs';
import { programToSave } from './programRules';

export default function ProgramEdit() {
  return (
    <ResourceEdit resource="community-programs" transform={programToSave}>
      <ProgramForm creating={false} />
    </ResourceEdit>
  );
}
