import { ResourceCreate } from '../common/ResourcePages';
import { VolunteerRoleForm } from './VolunteerRoleForm';
import { NEW_VOLUNTEER_ROLE_DEFAULTS } from './volunteerRoleRules';

export default function VolunteerRoleCreate() {
  return (
    <ResourceCreate resource="volunteer-roles" defaults={NEW_VOLUNTEER_ROLE_DEFAULTS}>
      <VolunteerRoleForm />
    </ResourceCreate>
  );
}
