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
        toolbar={<SaveToolbar label="resources.donation-projects.form.save" cancelTo="/donation-projects" />}
        noValidate
      >
        <HindiTwin
          source="titleHi"
          label="resources.donation-projects.fields.title"
          maxLength={HINDI_TWIN_LIMITS.donationProjects.titleHi}
        >
          <TextInput source="title" label="resources.donation-projects.fields.title" isRequired fullWidth />
        </HindiTwin>
        <HindiTwin
          source="descriptionHi"
          label="resources.donation-projects.fields.description"
          maxLength={HINDI_TWIN_LIMITS.donationProjects.descriptionHi}
          multiline
        >
          <TextInput
            source="description"
            label="resources.donation-projects.fields.description"
            multiline
            minRows={3}
            fullWidth
          />
        </HindiTwin>
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
        <NumberInput
          source="sortOrder"
          label="resources.donation-projects.fields.sortOrder"
          min={L.sortOrderMin}
          max={L.sortOrderMax}
          step={1}
          helperText="resources.donation-projects.form.orderHelp"
        />
        <SwitchInput
          source="isActive"
          label="resources.donation-projects.fields.isActive"
          helperText="resources.donation-projects.form.activeHelp"
        />
      </SimpleForm>
    </UploadTrackerProvider>
  );
}
