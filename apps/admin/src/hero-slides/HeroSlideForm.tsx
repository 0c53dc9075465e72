import { NumberInput, SimpleForm, TextInput } from 'react-admin';
import { HINDI_TWIN_LIMITS, SITE_CONTENT_LIMITS as L } from '@foundation/shared';
import { HindiTwin } from '../common/HindiTwin';
import { ImageUploadInput } from '../common/ImageUploadInput';
import { SaveToolbar } from '../common/SaveToolbar';
import { UploadTrackerProvider } from '../common/uploadTracker';
import { validateHeroSlide } from './heroSlideRules';

/** The form of 'Add New Slide' and 'Edit Slide' (the home page's hero carousel). */
export function HeroSlideForm() {
  return (
    <UploadTrackerProvider>
      <SimpleForm
        validate={validateHeroSlide}
        toolbar={<SaveToolbar label="Save Slide" cancelTo="/hero-slides" />}
        noValidate
      >
        <HindiTwin source="titleHi" label="Title" maxLength={HINDI_TWIN_LIMITS.heroSlides.titleHi}>
          <TextInput source="title" label="Title" isRequired fullWidth />
        </HindiTwin>
        <HindiTwin
          source="descriptionHi"
          label="Description"
          maxLength={HINDI_TWIN_LIMITS.heroSlides.descriptionHi}
          multiline
        >
          <TextInput source="description" label="Description" isRequired multiline minRows={2} fullWidth />
        </HindiTwin>
        <ImageUploadInput
          source="desktopImageUrl"
          label="Desktop Image"
          target="slide-desktop"
          failureMessage="Failed to upload desktop image"
          helperText="A wide picture (about 16:9), shown on screens wider than a phone."
          isRequired
        />
        <ImageUploadInput
          source="mobileImageUrl"
          label="Mobile Image"
          target="slide-mobile"
          failureMessage="Failed to upload mobile image"
          helperText="A tall picture (about 3:4), shown on phones."
          isRequired
        />
        <TextInput
          source="link"
          label="Link"
          isRequired
          fullWidth
          helperText="Where Learn More leads: a page of the site (/yogayan) or an https:// address."
        />
        <NumberInput
          source="sortOrder"
          label="Order"
          min={L.sortOrderMin}
          max={L.sortOrderMax}
          step={1}
          helperText="Smaller numbers come first in the carousel."
        />
      </SimpleForm>
    </UploadTrackerProvider>
  );
}
