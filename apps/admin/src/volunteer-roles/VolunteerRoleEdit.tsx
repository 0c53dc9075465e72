import { ResourceEdit } from '../common/ResourcePages';
import { VolunteerRoleForm } from './VolunteerRoleForm';

export default function VolunteerRoleEdit() {
  return (
    <ResourceEdit resource="volunteer-roles">
      <VolunteerRoleForm />
    </ResourceEdit>
  );
}
