import { ResourceEdit } from '../common/ResourcePages';
import { DonationProjectForm } from './DonationProjectForm';

export default function DonationProjectEdit() {
  return (
    <ResourceEdit resource="donation-projects">
      <DonationProjectForm />
    </ResourceEdit>
  );
}
