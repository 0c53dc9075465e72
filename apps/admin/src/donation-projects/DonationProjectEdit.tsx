import { Edit } from 'react-admin';
import { useSaveErrorHandler } from '../common/mutations';
import { useToast } from '../common/toast';
import { DonationProjectForm } from './DonationProjectForm';

export default function DonationProjectEdit() {
  const onError = useSaveErrorHandler('resources.donation-projects.form.saveFailed');
  const toast = useToast();
  return (
    <Edit
      title="resources.donation-projects.edit.title"
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      queryOptions={{ onError: () => toast.error('resources.donation-projects.list.fetchFailed') }}
      redirect="list"
    >
      <DonationProjectForm />
    </Edit>
  );
}
