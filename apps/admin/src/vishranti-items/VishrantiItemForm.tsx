import { FormDataConsumer, SelectInput, TextInput, useTranslate } from 'react-admin';
import { HINDI_TWIN_LIMITS, VISHRANTI_ITEM_LIMITS as L } from '@foundation/shared';
import { ActiveSwitchInput, ResourceForm, SortOrderInput, TwinTextInput } from '../common/resourceInputs';
import { KIND_CHOICES, validateVishrantiItem } from './vishrantiItemRules';

const R = 'vishranti-items';
const HI = HINDI_TWIN_LIMITS.vishrantiItems;

/** The form of a regular program or a video of the Vishranti page. */
export function VishrantiItemForm() {
  const translate = useTranslate();
  return (
    <ResourceForm resource={R} validate={validateVishrantiItem} saveLabel="ra.action.save">
      <SelectInput
        source="kind"
        label="resources.vishranti-items.fields.kind"
        choices={KIND_CHOICES}
        isRequired
      />
      <TwinTextInput resource={R} source="title" hindiMax={HI.titleHi} isRequired />
      <FormDataConsumer<{ kind?: string }>>
        {({ formData }) =>
          formData.kind === 'video' ? (
            <TextInput
              source="videoUrl"
              label="resources.vishranti-items.fields.videoUrl"
              fullWidth
              helperText={translate('resources.vishranti-items.form.videoHelp', { max: L.videoUrlMax })}
            />
          ) : (
            <>
              <TwinTextInput
                resource={R}
                source="description"
                hindiMax={HI.descriptionHi}
                isRequired
                minRows={2}
              />
              <TextInput
                source="link"
                label="resources.vishranti-items.fields.link"
                fullWidth
                helperText={translate('resources.vishranti-items.form.linkHelp', { max: L.linkMax })}
              />
            </>
          )
        }
      </FormDataConsumer>
      <SortOrderInput resource={R} min={L.sortOrderMin} max={L.sortOrderMax} />
      <ActiveSwitchInput resource={R} />
    </ResourceForm>
  );
}
