import { Edit } from 'react-admin';
import { useSaveErrorHandler } from '../common/mutations';
import { useToast } from '../common/toast';
import { VolunteerRoleForm } from './VolunteerRoleForm';

export default function VolunteerRoleEdit() {
  const onError = useSaveErrorHandler('Failed to save role');
  const toast = useToast();
  return (
    <Edit
      title="Edit Role"
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      queryOptions={{ onError: () => toast.error('Failed to fetch volunteer roles') }}
      redirect="list"
    >
      <VolunteerRoleForm />
    </Edit>
  );
}
