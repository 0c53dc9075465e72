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
        toolbar={
          <SaveToolbar label="resources.community-programs.form.save" cancelTo="/community-programs" />
        }
        noValidate
      >
        <HindiTwin
          source="titleHi"
          label="resources.community-programs.fields.title"
          maxLength={HINDI_TWIN_LIMITS.programs.titleHi}
        >
          <TitleInput label="resources.community-programs.fields.title" creating={creating} />
        </HindiTwin>
        <TextInput
          source="category"
          label="resources.community-programs.fields.category"
          isRequired
          fullWidth
        />
        <HindiTwin
          source="descriptionHi"
          label="resources.community-programs.fields.description"
          maxLength={HINDI_TWIN_LIMITS.programs.descriptionHi}
          rich
        >
          <RichTextInput
            source="description"
            label="resources.community-programs.fields.description"
            isRequired
            fullWidth
          />
        </HindiTwin>
        <TextInput
          source="urlSlug"
          label="resources.community-programs.fields.urlSlug"
          isRequired
          fullWidth
          helperText={MESSAGES.slugHint}
        />
        <ImageUploadInput
          source="featuredImageUrl"
          label="resources.community-programs.fields.featuredImageUrl"
          target="program-featured"
          failureMessage="resources.community-programs.form.imageUploadFailed"
        />
        <GalleryInput
          source="galleryImages"
          urlKey="url"
          target="program-gallery"
          label="admin.upload.gallery"
          failureMessage="resources.community-programs.form.galleryUploadFailed"
        />
        <SwitchInput
          source="isActive"
          label="resources.community-programs.fields.isActive"
          helperText="resources.community-programs.form.activeHelp"
        />
      </SimpleForm>
    </UploadTrackerProvider>
  );
}
