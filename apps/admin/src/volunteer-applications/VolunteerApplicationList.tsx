import { Box } from '@mui/material';
import {
  AutocompleteInput,
  EditButton,
  FunctionField,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import {
  VOLUNTEER_APPLICATION_STATUS_LABELS,
  formatIndiaDateTime,
  type VolunteerApplication,
  type VolunteerApplicationStatus,
} from '@foundation/shared';
import { ActiveFilters, SHOW_EMPTY_CHOICE } from '../common/ActiveFilters';
import { ExportCsvButton } from '../common/ExportCsvButton';
import { CardLine, CardTitle, ResponsiveDatagrid } from '../common/ResponsiveDatagrid';
import { useToast } from '../common/toast';
import { ApplicationStatusChip, STATUS_CHOICES } from './StatusChip';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search name, e-mail, phone, city or message" />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={STATUS_CHOICES}
    emptyText="All Status"
    alwaysOn
    {...SHOW_EMPTY_CHOICE}
  />,
  <ReferenceInput key="roleId" source="roleId" reference="volunteer-roles" alwaysOn>
    <AutocompleteInput label="Role" optionText="title" />
  </ReferenceInput>,
];

const FILTER_LABELS = {
  q: { label: 'Search' },
  status: {
    label: 'Status',
    text: (value: unknown) =>
      VOLUNTEER_APPLICATION_STATUS_LABELS[value as VolunteerApplicationStatus] ?? String(value),
  },
  roleId: { label: 'Role' },
};

/** An application as a card on a phone. */
function ApplicationCard(record: VolunteerApplication) {
  return (
    <>
      <CardTitle>{record.name}</CardTitle>
      <CardLine label="Role">{record.roleTitle}</CardLine>
      <CardLine>{record.email}</CardLine>
      <CardLine>{record.phone}</CardLine>
      <CardLine label="City">{record.city}</CardLine>
      <CardLine label="Availability">{record.availability}</CardLine>
      <CardLine label="Received">{formatIndiaDateTime(record.createdAt)}</CardLine>
      <Box sx={{ mt: 0.5 }}>
        <ApplicationStatusChip status={record.status} />
      </Box>
      <Box sx={{ mt: 1, ml: -0.5 }}>
        <EditButton label="Change status" />
      </Box>
    </>
  );
}

/** Applications sent from the Yogamitra page; staff change only their status. */
export default function VolunteerApplicationList() {
  const toast = useToast();
  return (
    <List
      perPage={25}
      title="Volunteer Applications"
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={
        <TopToolbar>
          <ExportCsvButton
            resource="volunteer-applications"
            failureMessage="Failed to export volunteer applications"
          />
        </TopToolbar>
      }
      queryOptions={{ onError: () => toast.error('Failed to fetch volunteer applications') }}
    >
      <ActiveFilters describe={FILTER_LABELS} />
      <ResponsiveDatagrid bulkActionButtons={false} rowClick="edit" card={ApplicationCard}>
        <TextField source="name" label="Name" />
        <TextField source="roleTitle" label="Role" />
        <TextField source="email" label="E-mail" />
        <TextField source="phone" label="Phone" sortable={false} />
        <TextField source="city" label="City" />
        <FunctionField
          label="Status"
          sortBy="status"
          render={(record: VolunteerApplication) => <ApplicationStatusChip status={record.status} />}
        />
        <FunctionField
          label="Received"
          sortBy="createdAt"
          render={(record: VolunteerApplication) => formatIndiaDateTime(record.createdAt)}
        />
      </ResponsiveDatagrid>
    </List>
  );
}
