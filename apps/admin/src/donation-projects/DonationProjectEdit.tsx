import { Edit } from 'react-admin';
import { useSaveErrorHandler } from '../common/mutations';
import { useToast } from '../common/toast';
import { DonationProjectForm } from './DonationProjectForm';

export default function DonationProjectEdit() {
  const onError = useSaveErrorHandler('Failed to save project');
  const toast = useToast();
  return (
    <Edit
      title="Edit Project"
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      queryOptions={{ onError: () => toast.error('Failed to fetch donation projects') }}
      redirect="list"
    >
      <DonationProjectForm />
    </Edit>
  );
}
