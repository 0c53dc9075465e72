import { ResourceEdit } from '../common/ResourcePages';
import { SessionForm } from './SessionForm';

export default function SessionEdit() {
  return (
    <ResourceEdit resource="sessions">
      <SessionForm />
    </ResourceEdit>
  );
}
