import { ResourceCreate } from '../common/ResourcePages';
import { DonationProjectForm } from './DonationProjectForm';
import { NEW_DONATION_PROJECT_DEFAULTS } from './donationProjectRules';

export default function DonationProjectCreate() {
  return (
    <ResourceCreate resource="donation-projects" defaults={NEW_DONATION_PROJECT_DEFAULTS}>
      <DonationProjectForm />
    </ResourceCreate>
  );
}
