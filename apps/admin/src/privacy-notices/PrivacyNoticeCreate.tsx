import { Alert } from '@mui/material';
import { Create, TextInput, required, useGetList, useTranslate } from 'react-admin';
import { type AdminPrivacyNotice } from '@foundation/shared';
import { useSaveErrorHandler } from '../common/mutations';
import { ResourceForm } from '../common/resourceInputs';

/** A new version, starting from the newest one's texts (published versions are never edited). */
export default function PrivacyNoticeCreate() {
  const onError = useSaveErrorHandler('resources.privacy-notices.create.failed');
  const translate = useTranslate();
  const { data, isPending } = useGetList<AdminPrivacyNotice>('privacy-notices', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'version', order: 'DESC' },
  });
  if (isPending) return null;
  const newest = data?.[0];
  return (
    <Create
      title="resources.privacy-notices.list.addNew"
      record={
        newest
          ? { body: newest.body, bodyHi: newest.bodyHi ?? '', grievanceOfficer: newest.grievanceOfficer }
          : {}
      }
      mutationOptions={{ onError }}
      redirect="list"
    >
      <ResourceForm resource="privacy-notices" saveLabel="resources.privacy-notices.create.publish">
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('resources.privacy-notices.create.help')}
        </Alert>
        <TextInput
          source="grievanceOfficer"
          label="resources.privacy-notices.fields.grievanceOfficer"
          helperText="resources.privacy-notices.create.grievanceHelp"
          validate={required()}
          fullWidth
        />
        <TextInput
          source="body"
          label="resources.privacy-notices.fields.body"
          helperText="resources.privacy-notices.create.bodyHelp"
          validate={required()}
          multiline
          minRows={12}
          fullWidth
        />
        <TextInput
          source="bodyHi"
          label="resources.privacy-notices.fields.bodyHi"
          helperText="resources.privacy-notices.create.bodyHiHelp"
          multiline
          minRows={12}
          fullWidth
        />
      </ResourceForm>
    </Create>
  );
}
