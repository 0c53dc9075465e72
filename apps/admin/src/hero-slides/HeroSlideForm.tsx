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
        toolbar={<SaveToolbar label="resources.hero-slides.form.save" cancelTo="/hero-slides" />}
        noValidate
      >
        <HindiTwin
          source="titleHi"
          label="resources.hero-slides.fields.title"
          maxLength={HINDI_TWIN_LIMITS.heroSlides.titleHi}
        >
          <TextInput source="title" label="resources.hero-slides.fields.title" isRequired fullWidth />
        </HindiTwin>
        <HindiTwin
          source="descriptionHi"
          label="resources.hero-slides.fields.description"
          maxLength={HINDI_TWIN_LIMITS.heroSlides.descriptionHi}
          multiline
        >
          <TextInput
            source="description"
            label="resources.hero-slides.fields.description"
            isRequired
            multiline
            minRows={2}
            fullWidth
          />
        </HindiTwin>
        <ImageUploadInput
          source="desktopImageUrl"
          label="resources.hero-slides.fields.desktopImageUrl"
          target="slide-desktop"
          failureMessage="resources.hero-slides.form.desktopUploadFailed"
          helperText="resources.hero-slides.form.desktopHelp"
          isRequired
        />
        <ImageUploadInput
          source="mobileImageUrl"
          label="resources.hero-slides.fields.mobileImageUrl"
          target="slide-mobile"
          failureMessage="resources.hero-slides.form.mobileUploadFailed"
          helperText="resources.hero-slides.form.mobileHelp"
          isRequired
        />
        <TextInput
          source="link"
          label="resources.hero-slides.fields.link"
          isRequired
          fullWidth
          helperText="resources.hero-slides.form.linkHelp"
        />
        <NumberInput
          source="sortOrder"
          label="resources.hero-slides.fields.sortOrder"
          min={L.sortOrderMin}
          max={L.sortOrderMax}
          step={1}
          helperText="resources.hero-slides.form.orderHelp"
        />
      </SimpleForm>
    </UploadTrackerProvider>
  );
}
