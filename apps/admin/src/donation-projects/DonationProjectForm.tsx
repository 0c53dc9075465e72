import { NumberInput } from 'react-admin';
import { HINDI_TWIN_LIMITS, DONATION_PROJECT_LIMITS as L } from '@foundation/shared';
import { ImageUploadInput } from '../common/ImageUploadInput';
import { ActiveSwitchInput, ResourceForm, SortOrderInput, TwinTextInput } from '../common/resourceInputs';
import { UploadTrackerProvider } from '../common/uploadTracker';
import { validateDonationProject } from './donationProjectRules';

const R = 'donation-projects';
const HI = HINDI_TWIN_LIMITS.donationProjects;

/**
 * The form of 'Add New Project' and 'Edit Project'. "Raised" is not here: the API adds up the completed
 * donations designated to the project.
 */
export function DonationProjectForm() {
  return (
    <UploadTrackerProvider>
      <ResourceForm resource={R} validate={validateDonationProject}>
        <TwinTextInput resource={R} source="title" hindiMax={HI.titleHi} isRequired />
        <TwinTextInput resource={R} source="description" hindiMax={HI.descriptionHi} minRows={3} />
        <ImageUploadInput
          source="imageUrl"
          label="resources.donation-projects.fields.imageUrl"
          target="project-image"
          failureMessage="resources.donation-projects.form.imageUploadFailed"
        />
        <NumberInput
          source="goal"
          label="resources.donation-projects.form.goalInr"
          min={L.goalMin}
          max={L.goalMax}
          step={1}
          isRequired
          helperText="resources.donation-projects.form.goalHelp"
        />
        <SortOrderInput resource={R} min={L.sortOrderMin} max={L.sortOrderMax} />
        <ActiveSwitchInput resource={R} />
      </ResourceForm>
    </UploadTrackerProvider>
  );
}
