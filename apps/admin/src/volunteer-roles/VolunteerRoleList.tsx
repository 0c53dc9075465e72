import { Box, Chip, Typography } from '@mui/material';
import { FunctionField, List, NumberField, TextField, useTranslate } from 'react-admin';
import { type VolunteerRole } from '@foundation/shared';
import { ActiveFilters } from '../common/ActiveFilters';
import { AddNewButton, AddNewToolbar, searchFilters } from '../common/AddNewButton';
import { EditDeleteActions } from '../common/EditDeleteActions';
import { CardLine, CardTitle, ResponsiveDatagrid } from '../common/ResponsiveDatagrid';
import { useToast } from '../common/toast';

function Empty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', p: 4, width: '100%' }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate('resources.volunteer-roles.list.empty')}
      </Typography>
      <AddNewButton
        label={translate('resources.volunteer-roles.list.addNew')}
        to="/volunteer-roles/create"
        variant="contained"
      />
    </Box>
  );
}

function StatusChip({ active }: { active: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      label={translate(active ? 'admin.common.active' : 'admin.common.inactive')}
      color={active ? 'success' : 'default'}
    />
  );
}

/** A role as a card on a phone: the table's values and row actions. */
function RoleCard(record: VolunteerRole) {
  return <RoleCardBody record={record} />;
}

function RoleCardBody({ record }: { record: VolunteerRole }) {
  const translate = useTranslate();
  return (
    <>
      <CardTitle>{record.title}</CardTitle>
      <CardLine label={translate('resources.volunteer-roles.fields.commitment')}>
        {record.commitment}
      </CardLine>
      <CardLine label={translate('resources.volunteer-roles.fields.skills')}>{record.skills}</CardLine>
      <CardLine label={translate('resources.volunteer-roles.fields.sortOrder')}>{record.sortOrder}</CardLine>
      <Box sx={{ mt: 0.5 }}>
        <StatusChip active={record.isActive} />
      </Box>
      <RowActions card />
    </>
  );
}

function RowActions({ card = false }: { card?: boolean }) {
  // A role with applications is refused by the API with its explanation (deactivate it instead).
  return (
    <EditDeleteActions
      card={card}
      confirmTitle="resources.volunteer-roles.list.deleteTitle"
      confirmContent="resources.volunteer-roles.list.deleteContent"
      failureMessage="resources.volunteer-roles.list.deleteFailed"
    />
  );
}

/** The roles of the Yogamitra page, in their order there. */
export default function VolunteerRoleList() {
  const toast = useToast();
  const translate = useTranslate();
  return (
    <List
      perPage={25}
      title="admin.menu.volunteerRoles"
      actions={<AddNewToolbar resource="volunteer-roles" />}
      filters={searchFilters(translate('resources.volunteer-roles.list.searchPlaceholder'))}
      sort={{ field: 'sortOrder', order: 'ASC' }}
      empty={<Empty />}
      queryOptions={{ onError: () => toast.error('resources.volunteer-roles.list.fetchFailed') }}
    >
      <ActiveFilters describe={{ q: { label: translate('admin.common.search') } }} />
      <ResponsiveDatagrid bulkActionButtons={false} rowClick={false} empty={<Empty />} card={RoleCard}>
        <NumberField source="sortOrder" label="resources.volunteer-roles.fields.sortOrder" />
        <TextField source="title" label="resources.volunteer-roles.fields.title" />
        <TextField source="commitment" label="resources.volunteer-roles.fields.commitment" />
        <TextField source="skills" label="resources.volunteer-roles.fields.skills" />
        <FunctionField
          label="resources.volunteer-roles.fields.status"
          sortBy="isActive"
          render={(record: VolunteerRole) => <StatusChip active={record.isActive} />}
        />
        <FunctionField label="resources.volunteer-roles.fields.actions" render={() => <RowActions />} />
      </ResponsiveDatagrid>
    </List>
  );
}
