import { SimpleForm, TextInput } from 'react-admin';
import { RichTextInput } from 'ra-input-rich-text';
import { MESSAGES } from '@foundation/shared';
import { GalleryInput } from '../common/GalleryInput';
import { ImageUploadInput } from '../common/ImageUploadInput';
import { SwitchInput, TitleInput } from '../common/inputs';
import { SaveToolbar } from '../common/SaveToolbar';
import { UploadTrackerProvider } from '../common/uploadTracker';
import { validateProgram } from './programRules';

/** The program form of 'Add New Program' and 'Edit Program'. */
export function ProgramForm({ creating }: { creating: boolean }) {
  return (
    <UploadTrackerProvider>
      <SimpleForm
        validate={validateProgram}
        toolbar={<SaveToolbar label="Save Program" cancelTo="/community-programs" />}
        noValidate
      >
        <TitleInput label="Title" creating={creating} />
        <TextInput source="category" label="Category" isRequired fullWidth />
        <RichTextInput source="description" label="Description" isRequired fullWidth />
        <TextInput source="urlSlug" label="URL Slug" isRequired fullWidth helperText={MESSAGES.slugHint} />
        <ImageUploadInput
          source="featuredImageUrl"
          label="Featured Image"
          target="program-featured"
          failureMessage="Failed to upload featured image"
        />
        <GalleryInput
          source="galleryImages"
          urlKey="url"
          target="program-gallery"
          label="Gallery Images"
          failureMessage="Failed to upload gallery images"
        />
        <SwitchInput
          source="isActive"
          label="Active"
          helperText="Inactive programs are hidden from the public site."
        />
      </SimpleForm>
    </UploadTrackerProvider>
  );
}
