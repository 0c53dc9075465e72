import { TextInput } from 'react-admin';
import { HINDI_TWIN_LIMITS, SITE_CONTENT_LIMITS as L } from '@foundation/shared';
import { ImageUploadInput } from '../common/ImageUploadInput';
import { ResourceForm, SortOrderInput, TwinTextInput } from '../common/resourceInputs';
import { UploadTrackerProvider } from '../common/uploadTracker';
import { validateHeroSlide } from './heroSlideRules';

const R = 'hero-slides';
const HI = HINDI_TWIN_LIMITS.heroSlides;

/** The form of 'Add New Slide' and 'Edit Slide' (the home page's hero carousel). */
export function HeroSlideForm() {
  return (
    <UploadTrackerProvider>
      <ResourceForm resource={R} validate={validateHeroSlide}>
        <TwinTextInput resource={R} source="title" hindiMax={HI.titleHi} isRequired />
        <TwinTextInput resource={R} source="description" hindiMax={HI.descriptionHi} isRequired minRows={2} />
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
        <SortOrderInput resource={R} min={L.sortOrderMin} max={L.sortOrderMax} />
      </ResourceForm>
    </UploadTrackerProvider>
  );
}
