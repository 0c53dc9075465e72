import { Box, Chip } from '@mui/material';
import { EditButton, FunctionField, SearchInput, SelectInput, TextField, useTranslate } from 'react-admin';
import { formatIndiaDateTime, type AdminStaffMember, type Locale } from '@foundation/shared';
import { ActiveFilters } from '../common/ActiveFilters';
import { AddNewToolbar } from '../common/AddNewButton';
import type { Translate } from '../common/panelText';
import { CardLine, CardTitle, ResponsiveDatagrid } from '../common/ResponsiveDatagrid';
import { usePanelLocale } from '../common/usePanelLocale';
import { roleChoices, roleText, statusChoices, statusText } from './staffText';
import { PanelList } from '../common/ResourceList';

const filters = (translate: Translate) => [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder={translate('resources.staff.list.searchPlaceholder')}
  />,
  <SelectInput key="role" source="role" label="resources.staff.fields.role" choices={roleChoices} alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label="resources.staff.fields.status"
    choices={statusChoices}
    alwaysOn
  />,
];

/** 'Never' or the last sign-in in India time. */
const lastSignIn = (member: AdminStaffMember, translate: Translate, locale: Locale) =>
  member.lastSignInAt
    ? formatIndiaDateTime(member.lastSignInAt, locale)
    : translate('resources.staff.list.neverSignedIn');

function StatusChip({ member }: { member: AdminStaffMember }) {
  const translate = useTranslate();
  const color = member.status === 'active' ? 'success' : member.status === 'invited' ? 'info' : 'default';
  return <Chip size="small" label={statusText(member.status, translate)} color={color} />;
}

function StaffCardBody({ record }: { record: AdminStaffMember }) {
  const translate = useTranslate();
  const locale = usePanelLocale();
  return (
    <>
      <CardTitle>{record.name || record.email}</CardTitle>
      <CardLine label={translate('resources.staff.fields.email')}>{record.email}</CardLine>
      <CardLine label={translate('resources.staff.fields.role')}>{roleText(record.role, translate)}</CardLine>
      <CardLine label={translate('resources.staff.fields.lastSignInAt')}>
        {lastSignIn(record, translate, locale)}
      </CardLine>
      <Box sx={{ mt: 0.5 }}>
        <StatusChip member={record} />
      </Box>
      <Box sx={{ mt: 1, ml: -0.5 }}>
        <EditButton />
      </Box>
    </>
  );
}

/** The panel's members (owners only): role, state, last sign-in; Invite adds one. */
export default function StaffList() {
  const translate = useTranslate();
  const locale = usePanelLocale();
  return (
    <PanelList
      title="admin.menu.staff"
      actions={<AddNewToolbar resource="staff" />}
      filters={filters(translate)}
      sort={{ field: 'email', order: 'ASC' }}
      fetchFailed="resources.staff.list.fetchFailed"
    >
      <ActiveFilters
        describe={{
          role: {
            label: translate('resources.staff.fields.role'),
            text: (value) => roleText(value, translate),
          },
          status: {
            label: translate('resources.staff.fields.status'),
            text: (value) => statusText(value, translate),
          },
        }}
      />
      <ResponsiveDatagrid bulkActionButtons={false} rowClick="edit" card={StaffCardBody}>
        <TextField source="email" label="resources.staff.fields.email" />
        <TextField source="name" label="resources.staff.fields.name" />
        <FunctionField
          label="resources.staff.fields.role"
          sortBy="role"
          render={(record: AdminStaffMember) => roleText(record.role, translate)}
        />
        <FunctionField
          label="resources.staff.fields.status"
          sortable={false}
          render={(record: AdminStaffMember) => <StatusChip member={record} />}
        />
        <FunctionField
          label="resources.staff.fields.lastSignInAt"
          sortBy="lastSignInAt"
          render={(record: AdminStaffMember) => lastSignIn(record, translate, locale)}
        />
      </ResponsiveDatagrid>
    </PanelList>
  );
}
