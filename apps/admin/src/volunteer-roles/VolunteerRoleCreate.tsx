import { Create } from 'react-admin';
import { useSaveErrorHandler } from '../common/mutations';
import { VolunteerRoleForm } from './VolunteerRoleForm';
import { NEW_VOLUNTEER_ROLE_DEFAULTS } from './volunteerRoleRules';

export default function VolunteerRoleCreate() {
  const onError = useSaveErrorHandler('resources.volunteer-roles.form.saveFailed');
  return (
    <Create
      title="resources.volunteer-roles.list.addNew"
      record={NEW_VOLUNTEER_ROLE_DEFAULTS}
      mutationOptions={{ onError }}
      redirect="list"
    >
      <VolunteerRoleForm />
    </Create>
  );
}
