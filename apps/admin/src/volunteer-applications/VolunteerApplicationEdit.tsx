import { Box, Typography } from '@mui/material';
import { Edit, SelectInput, SimpleForm, useRecordContext } from 'react-admin';
import { formatIndiaDateTime, type VolunteerApplication } from '@foundation/shared';
import { useSaveErrorHandler } from '../common/mutations';
import { SaveToolbar } from '../common/SaveToolbar';
import { useToast } from '../common/toast';
import { STATUS_CHOICES } from './StatusChip';

/** What the applicant wrote: shown, never edited. */
function ApplicationDetails() {
  const record = useRecordContext<VolunteerApplication>();
  if (!record) return null;
  const rows: [string, string][] = [
    ['Role', record.roleTitle],
    ['Name', record.name],
    ['E-mail', record.email],
    ['Phone', record.phone],
    ['City', record.city],
    ['Availability', record.availability],
    ['Message', record.message || '-'],
    ['Received', formatIndiaDateTime(record.createdAt)],
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
  const onError = useSaveErrorHandler('Failed to save application');
  const toast = useToast();
  return (
    <Edit
      title="Volunteer Application"
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      queryOptions={{ onError: () => toast.error('Failed to fetch volunteer applications') }}
      // Only the status is sent: what the applicant wrote is theirs.
      transform={(values: VolunteerApplication) => ({ status: values.status })}
      redirect="list"
    >
      <SimpleForm toolbar={<SaveToolbar label="Save Status" cancelTo="/volunteer-applications" />}>
        <ApplicationDetails />
        <SelectInput source="status" label="Status" choices={STATUS_CHOICES} isRequired />
      </SimpleForm>
    </Edit>
  );
}
