import { FormDataConsumer, NumberInput, SelectInput, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { HINDI_TWIN_LIMITS, VISHRANTI_ITEM_LIMITS as L } from '@foundation/shared';
import { HindiTwin } from '../common/HindiTwin';
import { SwitchInput } from '../common/inputs';
import { SaveToolbar } from '../common/SaveToolbar';
import { KIND_CHOICES, validateVishrantiItem } from './vishrantiItemRules';

/** The form of a regular program or a video of the Vishranti page. */
export function VishrantiItemForm() {
  const translate = useTranslate();
  return (
    <SimpleForm
      validate={validateVishrantiItem}
      toolbar={<SaveToolbar label="ra.action.save" cancelTo="/vishranti-items" />}
      noValidate
    >
      <SelectInput
        source="kind"
        label="resources.vishranti-items.fields.kind"
        choices={KIND_CHOICES}
        isRequired
      />
      <HindiTwin
        source="titleHi"
        label="resources.vishranti-items.fields.title"
        maxLength={HINDI_TWIN_LIMITS.vishrantiItems.titleHi}
      >
        <TextInput source="title" label="resources.vishranti-items.fields.title" isRequired fullWidth />
      </HindiTwin>
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
              <HindiTwin
                source="descriptionHi"
                label="resources.vishranti-items.fields.description"
                maxLength={HINDI_TWIN_LIMITS.vishrantiItems.descriptionHi}
                multiline
              >
                <TextInput
                  source="description"
                  label="resources.vishranti-items.fields.description"
                  isRequired
                  multiline
                  minRows={2}
                  fullWidth
                />
              </HindiTwin>
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
      <NumberInput
        source="sortOrder"
        label="resources.vishranti-items.fields.sortOrder"
        min={L.sortOrderMin}
        max={L.sortOrderMax}
        step={1}
        helperText="resources.vishranti-items.form.orderHelp"
      />
      <SwitchInput
        source="isActive"
        label="resources.vishranti-items.fields.isActive"
        helperText="resources.vishranti-items.form.activeHelp"
      />
    </SimpleForm>
  );
}
