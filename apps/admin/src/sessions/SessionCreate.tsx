import { ResourceCreate } from '../common/ResourcePages';
import { SessionForm } from './SessionForm';
import { NEW_SESSION_DEFAULTS } from './sessionRules';

export default function SessionCreate() {
  return (
    <ResourceCreate resource="sessions" defaults={NEW_SESSION_DEFAULTS}>
      <SessionForm />
    </ResourceCreate>
  );
}
