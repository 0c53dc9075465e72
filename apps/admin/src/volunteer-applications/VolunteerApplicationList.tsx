import { Box } from '@mui/material';
import {
  AutocompleteInput,
  EditButton,
  FunctionField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
  useTranslate,
} from 'react-admin';
import { formatIndiaDateTime, type VolunteerApplication } from '@foundation/shared';
import type { Translate } from '../common/panelText';
import { usePanelLocale } from '../common/usePanelLocale';
import { ActiveFilters, SHOW_EMPTY_CHOICE } from '../common/ActiveFilters';
import { ExportToolbar } from '../common/ExportCsvButton';
import { CardLine, CardTitle, ResponsiveDatagrid } from '../common/ResponsiveDatagrid';
import { ApplicationStatusChip, STATUS_CHOICES } from './StatusChip';
import { DateTimeField } from '../common/cells';
import { PanelList } from '../common/ResourceList';

// Labels, choice names and empty texts are catalogue keys (react-admin translates them); SearchInput shows
// its placeholder as it is.
const filters = (translate: Translate) => [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder={translate('resources.volunteer-applications.list.searchPlaceholder')}
  />,
  <SelectInput
    key="status"
    source="status"
    label="resources.volunteer-applications.fields.status"
    choices={STATUS_CHOICES}
    emptyText="resources.registrations.list.allStatus"
    alwaysOn
    {...SHOW_EMPTY_CHOICE}
  />,
  <ReferenceInput key="roleId" source="roleId" reference="volunteer-roles" alwaysOn>
    <AutocompleteInput label="resources.volunteer-applications.fields.roleTitle" optionText="title" />
  </ReferenceInput>,
];

function filterLabels(translate: Translate) {
  return {
    status: {
      label: translate('resources.volunteer-applications.fields.status'),
      text: (value: unknown) => translate(`admin.applicationStatus.${String(value)}`, { _: String(value) }),
    },
    roleId: { label: translate('resources.volunteer-applications.fields.roleTitle') },
  };
}

/** An application as a card on a phone. */
function ApplicationCardBody({ record }: { record: VolunteerApplication }) {
  const translate = useTranslate();
  const locale = usePanelLocale();
  const field = (name: string) => translate(`resources.volunteer-applications.fields.${name}`);
  return (
    <>
      <CardTitle>{record.name}</CardTitle>
      <CardLine label={field('roleTitle')}>{record.roleTitle}</CardLine>
      <CardLine>{record.email}</CardLine>
      <CardLine>{record.phone}</CardLine>
      <CardLine label={field('city')}>{record.city}</CardLine>
      <CardLine label={field('availability')}>{record.availability}</CardLine>
      <CardLine label={field('createdAt')}>{formatIndiaDateTime(record.createdAt, locale)}</CardLine>
      <Box sx={{ mt: 0.5 }}>
        <ApplicationStatusChip status={record.status} />
      </Box>
      <Box sx={{ mt: 1, ml: -0.5 }}>
        <EditButton label="resources.volunteer-applications.list.changeStatus" />
      </Box>
    </>
  );
}

/** Applications sent from the Yogamitra page; staff change only their status. */
export default function VolunteerApplicationList() {
  const translate = useTranslate();
  return (
    <PanelList
      title="admin.menu.volunteerApplications"
      filters={filters(translate)}
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={
        <ExportToolbar
          resource="volunteer-applications"
          failureMessage="resources.volunteer-applications.list.exportFailed"
        />
      }
      fetchFailed="resources.volunteer-applications.list.fetchFailed"
    >
      <ActiveFilters describe={filterLabels(translate)} />
      <ResponsiveDatagrid bulkActionButtons={false} rowClick="edit" card={ApplicationCardBody}>
        <TextField source="name" label="resources.volunteer-applications.fields.name" />
        <TextField source="roleTitle" label="resources.volunteer-applications.fields.roleTitle" />
        <TextField source="email" label="resources.volunteer-applications.fields.email" />
        <TextField source="phone" label="resources.volunteer-applications.fields.phone" sortable={false} />
        <TextField source="city" label="resources.volunteer-applications.fields.city" />
        <FunctionField
          label="resources.volunteer-applications.fields.status"
          sortBy="status"
          render={(record: VolunteerApplication) => <ApplicationStatusChip status={record.status} />}
        />
        <DateTimeField source="createdAt" label="resources.volunteer-applications.fields.createdAt" />
      </ResponsiveDatagrid>
    </PanelList>
  );
}
