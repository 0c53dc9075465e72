import { SimpleForm, TextInput } from 'react-admin';
import { RichTextInput } from 'ra-input-rich-text';
import { HINDI_TWIN_LIMITS, MESSAGES } from '@foundation/shared';
import { HindiTwin } from '../common/HindiTwin';
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
        <HindiTwin source="titleHi" label="Title" maxLength={HINDI_TWIN_LIMITS.programs.titleHi}>
          <TitleInput label="Title" creating={creating} />
        </HindiTwin>
        <TextInput source="category" label="Category" isRequired fullWidth />
        <HindiTwin
          source="descriptionHi"
          label="Description"
          maxLength={HINDI_TWIN_LIMITS.programs.descriptionHi}
          rich
        >
          <RichTextInput source="description" label="Description" isRequired fullWidth />
        </HindiTwin>
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
