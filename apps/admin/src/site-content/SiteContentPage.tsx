import { ArrayInput, Edit, SimpleForm, SimpleFormIterator, TextInput } from 'react-admin';
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
  const onError = useSaveErrorHandler('Failed to save site content');
  const toast = useToast();
  return (
    <Edit
      resource="site-content"
      id={SITE_CONTENT_ID}
      title="Site Content"
      mutationMode="pessimistic"
      mutationOptions={{ onError, onSuccess: () => toast.success('Site content saved') }}
      queryOptions={{ onError: () => toast.error('Failed to fetch site content') }}
      redirect={false}
    >
      <SimpleForm
        validate={validateSiteContent}
        toolbar={<SaveToolbar label="Save Site Content" cancelTo="/dashboard" />}
        noValidate
      >
        <HindiTwin
          source="missionTextHi"
          label="Mission (home page)"
          maxLength={HINDI_TWIN_LIMITS.siteContent.missionTextHi}
          multiline
        >
          <TextInput
            source="missionText"
            label="Mission (home page)"
            isRequired
            multiline
            minRows={3}
            fullWidth
          />
        </HindiTwin>
        <ArrayInput source="impactFigures" label="Impact figures (home page)">
          <SimpleFormIterator inline disableReordering={false}>
            <TextInput source="value" label="Figure" helperText="e.g. 100,000+" />
            <TextInput source="label" label="Label" helperText="e.g. Lives touched" />
            <HindiInput source="labelHi" label="Label" maxLength={HINDI_TWIN_LIMITS.impactFigures.labelHi} />
          </SimpleFormIterator>
        </ArrayInput>
        <TextInput
          source="aboutVideoUrl"
          label="About video"
          fullWidth
          helperText={`A YouTube address (e.g. https://www.youtube.com/watch?v=…); at most ${L.videoUrlMax} characters. It plays privacy-enhanced, only when the visitor asks. Leave empty for none.`}
        />
      </SimpleForm>
    </Edit>
  );
}
