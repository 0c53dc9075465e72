import { Create } from 'react-admin';
import { useSaveErrorHandler } from '../common/mutations';
import { DonationProjectForm } from './DonationProjectForm';
import { NEW_DONATION_PROJECT_DEFAULTS } from './donationProjectRules';

export default function DonationProjectCreate() {
  const onError = useSaveErrorHandler('resources.donation-projects.form.saveFailed');
  return (
    <Create
      title="resources.donation-projects.list.addNew"
      record={NEW_DONATION_PROJECT_DEFAULTS}
      mutationOptions={{ onError }}
      redirect="list"
    >
      <DonationProjectForm />
    </Create>
  );
}
