import { Box, Chip, Typography } from '@mui/material';
import {
  DeleteWithConfirmButton,
  EditButton,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import {
  SESSION_STATUSES,
  SESSION_STATUS_LABELS,
  SESSION_TYPES,
  sessionScheduleLabel,
  type AdminSession,
} from '@foundation/shared';
import { ActiveFilters } from '../common/ActiveFilters';
import { AddNewButton } from '../common/AddNewButton';
import { useDeleteErrorHandler } from '../common/mutations';
import { CardLine, CardTitle, ResponsiveDatagrid } from '../common/ResponsiveDatagrid';
import { useToast } from '../common/toast';

const statusChoices = SESSION_STATUSES.map((status) => ({ id: status, name: SESSION_STATUS_LABELS[status] }));
const typeChoices = SESSION_TYPES.map((type) => ({ id: type, name: type }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search title or instructor" />,
  <SelectInput key="status" source="status" label="Status" choices={statusChoices} alwaysOn />,
  <SelectInput key="type" source="type" label="Type" choices={typeChoices} alwaysOn />,
];

function Actions() {
  return (
    <TopToolbar>
      <AddNewButton label="Add New Session" to="/sessions/create" />
    </TopToolbar>
  );
}

function Empty() {
  return (
    <Box sx={{ textAlign: 'center', p: 4, width: '100%' }}>
      <Typography variant="h6" component="p" gutterBottom>
        No sessions found
      </Typography>
      <AddNewButton label="Add New Session" to="/sessions/create" variant="contained" />
    </Box>
  );
}

const StatusChip = ({ status }: { status: AdminSession['status'] }) => (
  <Chip
    size="small"
    label={SESSION_STATUS_LABELS[status]}
    color={status === 'ongoing' ? 'success' : 'default'}
  />
);

const schedule = (record: AdminSession) =>
  record.status === 'ongoing' ? sessionScheduleLabel(record.days, record.startTime) : '—';

/** A session as a card on a phone: the table's values and row actions. */
function SessionCard(record: AdminSession) {
  return (
    <>
      <CardTitle>{record.title}</CardTitle>
      <CardLine label="Instructor">{record.instructor}</CardLine>
      <CardLine label="Type">{record.type}</CardLine>
      <CardLine label="Schedule">{schedule(record)}</CardLine>
      <Box sx={{ mt: 0.5 }}>
        <StatusChip status={record.status} />
      </Box>
      <RowActions card />
    </>
  );
}

function RowActions({ card = false }: { card?: boolean }) {
  const onError = useDeleteErrorHandler('Failed to delete session');
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
        confirmTitle="Delete session"
        confirmContent="Are you sure you want to delete this session?"
        mutationOptions={{ onError }}
        redirect={false}
      />
    </Box>
  );
}

/** The sessions of the Sessions page, in their order there. */
export default function SessionList() {
  const toast = useToast();
  return (
    <List
      perPage={25}
      title="Sessions"
      actions={<Actions />}
      filters={filters}
      sort={{ field: 'sortOrder', order: 'ASC' }}
      empty={<Empty />}
      queryOptions={{ onError: () => toast.error('Failed to fetch sessions') }}
    >
      <ActiveFilters
        describe={{
          q: { label: 'Search' },
          status: {
            label: 'Status',
            text: (v) => SESSION_STATUS_LABELS[v as AdminSession['status']] ?? String(v),
          },
          type: { label: 'Type' },
        }}
      />
      <ResponsiveDatagrid bulkActionButtons={false} rowClick={false} empty={<Empty />} card={SessionCard}>
        <NumberField source="sortOrder" label="Order" />
        <TextField source="title" label="Title" />
        <TextField source="instructor" label="Instructor" />
        <TextField source="type" label="Type" />
        <FunctionField label="Schedule" sortBy="startTime" render={schedule} />
        <FunctionField
          label="Status"
          sortBy="status"
          render={(record: AdminSession) => <StatusChip status={record.status} />}
        />
        <FunctionField label="Actions" render={() => <RowActions />} />
      </ResponsiveDatagrid>
    </List>
  );
}
