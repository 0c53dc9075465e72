import { FormDataConsumer, NumberInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { HINDI_TWIN_LIMITS, VISHRANTI_ITEM_LIMITS as L } from '@foundation/shared';
import { HindiTwin } from '../common/HindiTwin';
import { SwitchInput } from '../common/inputs';
import { SaveToolbar } from '../common/SaveToolbar';
import { KIND_CHOICES, validateVishrantiItem } from './vishrantiItemRules';

/** The form of a regular program or a video of the Vishranti page. */
export function VishrantiItemForm() {
  return (
    <SimpleForm
      validate={validateVishrantiItem}
      toolbar={<SaveToolbar label="Save" cancelTo="/vishranti-items" />}
      noValidate
    >
      <SelectInput source="kind" label="Kind" choices={KIND_CHOICES} isRequired />
      <HindiTwin source="titleHi" label="Title" maxLength={HINDI_TWIN_LIMITS.vishrantiItems.titleHi}>
        <TextInput source="title" label="Title" isRequired fullWidth />
      </HindiTwin>
      <FormDataConsumer<{ kind?: string }>>
        {({ formData }) =>
          formData.kind === 'video' ? (
            <TextInput
              source="videoUrl"
              label="Video address"
              fullWidth
              helperText={`A YouTube address (e.g. https://www.youtube.com/watch?v=…); at most ${L.videoUrlMax} characters. It plays privacy-enhanced, only when the visitor asks. Leave empty while the video is coming soon.`}
            />
          ) : (
            <>
              <HindiTwin
                source="descriptionHi"
                label="Description"
                maxLength={HINDI_TWIN_LIMITS.vishrantiItems.descriptionHi}
                multiline
              >
                <TextInput
                  source="description"
                  label="Description"
                  isRequired
                  multiline
                  minRows={2}
                  fullWidth
                />
              </HindiTwin>
              <TextInput
                source="link"
                label="Learn More leads to"
                fullWidth
                helperText={`A page of this site (e.g. /events/kashi-spiritual-retreat-varanasi) or an https:// address; at most ${L.linkMax} characters. Leave empty to show no Learn More button.`}
              />
            </>
          )
        }
      </FormDataConsumer>
      <NumberInput
        source="sortOrder"
        label="Order"
        min={L.sortOrderMin}
        max={L.sortOrderMax}
        step={1}
        helperText="Smaller numbers come first on the Vishranti page."
      />
      <SwitchInput
        source="isActive"
        label="Active"
        helperText="Inactive items are hidden from the Vishranti page."
      />
    </SimpleForm>
  );
}
