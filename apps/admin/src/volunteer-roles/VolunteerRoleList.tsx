import { Box, Chip, Typography } from '@mui/material';
import {
  DeleteWithConfirmButton,
  EditButton,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import { type VolunteerRole } from '@foundation/shared';
import { ActiveFilters } from '../common/ActiveFilters';
import { AddNewButton } from '../common/AddNewButton';
import { useDeleteErrorHandler } from '../common/mutations';
import { CardLine, CardTitle, ResponsiveDatagrid } from '../common/ResponsiveDatagrid';
import { useToast } from '../common/toast';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search title or skills" />];

function Actions() {
  return (
    <TopToolbar>
      <AddNewButton label="Add New Role" to="/volunteer-roles/create" />
    </TopToolbar>
  );
}

function Empty() {
  return (
    <Box sx={{ textAlign: 'center', p: 4, width: '100%' }}>
      <Typography variant="h6" component="p" gutterBottom>
        No volunteer roles found
      </Typography>
      <AddNewButton label="Add New Role" to="/volunteer-roles/create" variant="contained" />
    </Box>
  );
}

const StatusChip = ({ active }: { active: boolean }) => (
  <Chip size="small" label={active ? 'Active' : 'Inactive'} color={active ? 'success' : 'default'} />
);

/** A role as a card on a phone: the table's values and row actions. */
function RoleCard(record: VolunteerRole) {
  return (
    <>
      <CardTitle>{record.title}</CardTitle>
      <CardLine label="Commitment">{record.commitment}</CardLine>
      <CardLine label="Skills">{record.skills}</CardLine>
      <CardLine label="Order">{record.sortOrder}</CardLine>
      <Box sx={{ mt: 0.5 }}>
        <StatusChip active={record.isActive} />
      </Box>
      <RowActions card />
    </>
  );
}

function RowActions({ card = false }: { card?: boolean }) {
  // A role with applications is refused by the API with its explanation (deactivate it instead).
  const onError = useDeleteErrorHandler('Failed to delete role');
  return (
    <Box
      sx={
        card
          ? { display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1, ml: -0.5 }
          : { display: 'flex', flexWrap: 'wrap', gap: 0.5 }
      }
    >
      <EditButton />
      <DeleteWithConfirmButton
        confirmTitle="Delete role"
        confirmContent="Are you sure you want to delete this role?"
        mutationOptions={{ onError }}
        redirect={false}
      />
    </Box>
  );
}

/** The roles of the Yogamitra page, in their order there. */
export default function VolunteerRoleList() {
  const toast = useToast();
  return (
    <List
      perPage={25}
      title="Volunteer Roles"
      actions={<Actions />}
      filters={filters}
      sort={{ field: 'sortOrder', order: 'ASC' }}
      empty={<Empty />}
      queryOptions={{ onError: () => toast.error('Failed to fetch volunteer roles') }}
    >
      <ActiveFilters describe={{ q: { label: 'Search' } }} />
      <ResponsiveDatagrid bulkActionButtons={false} rowClick={false} empty={<Empty />} card={RoleCard}>
        <NumberField source="sortOrder" label="Order" />
        <TextField source="title" label="Title" />
        <TextField source="commitment" label="Commitment" />
        <TextField source="skills" label="Skills" />
        <FunctionField
          label="Status"
          sortBy="isActive"
          render={(record: VolunteerRole) => <StatusChip active={record.isActive} />}
        />
        <FunctionField label="Actions" render={() => <RowActions />} />
      </ResponsiveDatagrid>
    </List>
  );
}
