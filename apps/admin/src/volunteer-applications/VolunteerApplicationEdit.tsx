import { Box, Typography } from '@mui/material';
import { SelectInput, SimpleForm, useRecordContext, useTranslate } from 'react-admin';
import { usePanelLocale } from '../common/usePanelLocale';
import { formatIndiaDateTime, type VolunteerApplication } from '@foundation/shared';
import { ResourceEdit } from '../common/ResourcePages';
import { SaveToolbar } from '../common/SaveToolbar';
import { STATUS_CHOICES } from './StatusChip';

/** What the applicant wrote: shown, never edited. */
function ApplicationDetails() {
  const record = useRecordContext<VolunteerApplication>();
  const translate = useTranslate();
  const locale = usePanelLocale();
  if (!record) return null;
  const field = (name: string) => translate(`resources.volunteer-applications.fields.${name}`);
  const rows: [string, string][] = [
    [field('roleTitle'), record.roleTitle],
    [field('name'), record.name],
    [field('email'), record.email],
    [field('phone'), record.phone],
    [field('city'), record.city],
    [field('availability'), record.availability],
    [field('message'), record.message || '-'],
    [field('createdAt'), formatIndiaDateTime(record.createdAt, locale)],
  ];
  return (
    <Box component="dl" sx={{ m: 0, mb: 2, width: '100%' }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ mb: 1 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export default function VolunteerApplicationEdit() {
  return (
    <ResourceEdit
      resource="volunteer-applications"
      saveFailed="resources.volunteer-applications.edit.saveFailed"
      // Only the status is sent: what the applicant wrote is theirs.
      transform={(values: VolunteerApplication) => ({ status: values.status })}
    >
      <SimpleForm
        toolbar={
          <SaveToolbar
            label="resources.volunteer-applications.edit.save"
            cancelTo="/volunteer-applications"
          />
        }
      >
        <ApplicationDetails />
        <SelectInput
          source="status"
          label="resources.volunteer-applications.fields.status"
          choices={STATUS_CHOICES}
          isRequired
        />
      </SimpleForm>
    </ResourceEdit>
  );
}
