import { Edit } from 'react-admin';
import { useSaveErrorHandler } from '../common/mutations';
import { useToast } from '../common/toast';
import { VolunteerRoleForm } from './VolunteerRoleForm';

export default function VolunteerRoleEdit() {
  const onError = useSaveErrorHandler('resources.volunteer-roles.form.saveFailed');
  const toast = useToast();
  return (
    <Edit
      title="resources.volunteer-roles.edit.title"
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      queryOptions={{ onError: () => toast.error('resources.volunteer-roles.list.fetchFailed') }}
      redirect="list"
    >
      <VolunteerRoleForm />
    </Edit>
  );
}
