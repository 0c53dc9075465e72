import { NumberInput, SimpleForm, TextInput } from 'react-admin';
import { HINDI_TWIN_LIMITS, DONATION_PROJECT_LIMITS as L } from '@foundation/shared';
import { HindiTwin } from '../common/HindiTwin';
import { ImageUploadInput } from '../common/ImageUploadInput';
import { SwitchInput } from '../common/inputs';
import { SaveToolbar } from '../common/SaveToolbar';
import { UploadTrackerProvider } from '../common/uploadTracker';
import { validateDonationProject } from './donationProjectRules';

/**
 * The form of 'Add New Project' and 'Edit Project'. "Raised" is not here: the API adds up the completed
 * donations designated to the project.
 */
export function DonationProjectForm() {
  return (
    <UploadTrackerProvider>
      <SimpleForm
        validate={validateDonationProject}
        toolbar={<SaveToolbar label="Save Project" cancelTo="/donation-projects" />}
        noValidate
      >
        <HindiTwin source="titleHi" label="Title" maxLength={HINDI_TWIN_LIMITS.donationProjects.titleHi}>
          <TextInput source="title" label="Title" isRequired fullWidth />
        </HindiTwin>
        <HindiTwin
          source="descriptionHi"
          label="Description"
          maxLength={HINDI_TWIN_LIMITS.donationProjects.descriptionHi}
          multiline
        >
          <TextInput source="description" label="Description" multiline minRows={3} fullWidth />
        </HindiTwin>
        <ImageUploadInput
          source="imageUrl"
          label="Image"
          target="project-image"
          failureMessage="Failed to upload project image"
        />
        <NumberInput
          source="goal"
          label="Goal (₹)"
          min={L.goalMin}
          max={L.goalMax}
          step={1}
          isRequired
          helperText="Whole rupees. What the project has raised is computed from completed donations."
        />
        <NumberInput
          source="sortOrder"
          label="Order"
          min={L.sortOrderMin}
          max={L.sortOrderMax}
          step={1}
          helperText="Smaller numbers come first on the Contribute page."
        />
        <SwitchInput
          source="isActive"
          label="Active"
          helperText="Inactive projects are hidden from the Contribute page and take no new donations."
        />
      </SimpleForm>
    </UploadTrackerProvider>
  );
}
