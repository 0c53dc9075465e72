import { ArrayInput, Edit, SimpleForm, SimpleFormIterator, TextInput, useTranslate } from 'react-admin';
import {
  SITE_CONTENT_ID,
  SITE_CONTENT_LIMITS as L,
  siteContentProblems,
  VIDEO_HOST_NAMES,
  HINDI_TWIN_LIMITS,
} from '@foundation/shared';
import { HindiInput, HindiTwin } from '../common/HindiTwin';
import { useSaveErrorHandler } from '../common/mutations';
import { SaveToolbar } from '../common/SaveToolbar';
import { useToast } from '../common/toast';

type Values = Record<string, unknown>;

/**
 * Form errors for the page texts. The video's host is checked by the API against its VIDEO_HOSTS setting
 * (which the panel does not know); here any known host passes.
 */
function validateSiteContent(values: Values): Record<string, string> {
  const problems = siteContentProblems(
    {
      impactFigures: Array.isArray(values.impactFigures)
        ? (values.impactFigures as { value?: string; label?: string }[]).map((figure) => ({
            value: figure?.value ?? '',
            label: figure?.label ?? '',
          }))
        : [],
      missionText: typeof values.missionText === 'string' ? values.missionText : '',
      aboutVideoUrl: typeof values.aboutVideoUrl === 'string' ? values.aboutVideoUrl : null,
    },
    VIDEO_HOST_NAMES,
  );
  return Object.fromEntries(problems.map((problem) => [problem.field, problem.message]));
}

/** One form for the home page's impact figures and mission, and the About page's video. */
export function SiteContentPage() {
  const onError = useSaveErrorHandler('admin.siteContent.saveFailed');
  const toast = useToast();
  const translate = useTranslate();
  return (
    <Edit
      resource="site-content"
      id={SITE_CONTENT_ID}
      title="admin.menu.siteContent"
      mutationMode="pessimistic"
      mutationOptions={{ onError, onSuccess: () => toast.success('admin.siteContent.saved') }}
      queryOptions={{ onError: () => toast.error('admin.siteContent.fetchFailed') }}
      redirect={false}
    >
      <SimpleForm
        validate={validateSiteContent}
        toolbar={<SaveToolbar label="admin.siteContent.save" cancelTo="/dashboard" />}
        noValidate
      >
        <HindiTwin
          source="missionTextHi"
          label="admin.siteContent.missionText"
          maxLength={HINDI_TWIN_LIMITS.siteContent.missionTextHi}
          multiline
        >
          <TextInput
            source="missionText"
            label="admin.siteContent.missionText"
            isRequired
            multiline
            minRows={3}
            fullWidth
          />
        </HindiTwin>
        <ArrayInput source="impactFigures" label="admin.siteContent.impactFigures">
          <SimpleFormIterator inline disableReordering={false}>
            <TextInput
              source="value"
              label="admin.siteContent.figure"
              helperText="admin.siteContent.figureHelp"
            />
            <TextInput
              source="label"
              label="admin.siteContent.label"
              helperText="admin.siteContent.labelHelp"
            />
            <HindiInput
              source="labelHi"
              label="admin.siteContent.label"
              maxLength={HINDI_TWIN_LIMITS.impactFigures.labelHi}
            />
          </SimpleFormIterator>
        </ArrayInput>
        <TextInput
          source="aboutVideoUrl"
          label="admin.siteContent.aboutVideoUrl"
          fullWidth
          helperText={translate('admin.siteContent.videoHelp', { max: L.videoUrlMax })}
        />
      </SimpleForm>
    </Edit>
  );
}
