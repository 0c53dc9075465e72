import { Box, Chip, Typography } from '@mui/material';
import {
  BooleanInput,
  Datagrid,
  DeleteWithConfirmButton,
  EditButton,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import { formatDateRange, formatInr } from '@foundation/shared';
import { useDeleteErrorHandler } from '../common/mutations';
import { AddNewButton } from '../common/AddNewButton';
import { useToast } from '../common/toast';
import { DuplicateButton } from './DuplicateButton';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search by title" />,
  <SelectInput
    key="eventType"
    source="eventType"
    label="Event Type"
    choices={[
      { id: 'offline', name: 'Offline' },
      { id: 'online', name: 'Online' },
    ]}
  />,
  <BooleanInput key="isActive" source="isActive" label="Active" />,
];

function Actions() {
  return (
    <TopToolbar>
      <AddNewButton label="Add New Event" to="/events/create" />
    </TopToolbar>
  );
}

function Empty() {
  return (
    <Box sx={{ textAlign: 'center', p: 4, width: '100%' }}>
      <Typography variant="h6" component="p" gutterBottom>
        No events found
      </Typography>
      <AddNewButton label="Add New Event" to="/events/create" variant="contained" />
    </Box>
  );
}

interface EventRow {
  title: string;
  startDate: string;
  endDate: string;
  isPaid: boolean;
  price: number;
  ticketTypes?: { price: number }[];
  eventType: string;
  isActive: boolean;
}

/** 'Free', the event's price, or 'From ₹…' (its cheapest ticket type) when the event price is 0. */
function priceLabel(record: EventRow): string {
  if (!record.isPaid) return 'Free';
  const prices = (record.ticketTypes ?? []).map((type) => type.price);
  if (record.price > 0 || prices.length === 0) return formatInr(record.price);
  return `From ${formatInr(Math.min(...prices))}`;
}

function RowActions() {
  const onError = useDeleteErrorHandler('Failed to delete event');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      <EditButton />
      <DeleteWithConfirmButton
        confirmTitle="Delete event"
        confirmContent="Are you sure you want to delete this event?"
        mutationOptions={{ onError }}
        redirect={false}
      />
      <DuplicateButton />
    </Box>
  );
}

/** 'Manage Events'. */
export default function EventList() {
  const toast = useToast();
  return (
    <List
      perPage={25}
      title="Manage Events"
      actions={<Actions />}
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      empty={<Empty />}
      queryOptions={{ onError: () => toast.error('Failed to fetch events') }}
    >
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<Empty />}>
        <TextField source="title" label="TITLE" />
        <FunctionField
          label="DATE RANGE"
          sortBy="startDate"
          render={(record: EventRow) => formatDateRange(record.startDate, record.endDate)}
        />
        <TextField source="location" label="LOCATION" />
        <FunctionField label="PRICE" sortBy="price" render={(record: EventRow) => priceLabel(record)} />
        <FunctionField
          label="EVENT TYPE"
          sortBy="eventType"
          render={(record: EventRow) => (record.eventType === 'online' ? 'Online' : 'Offline')}
        />
        <FunctionField
          label="STATUS"
          sortBy="isActive"
          render={(record: EventRow) => (
            <Chip
              size="small"
              label={record.isActive ? 'Active' : 'Inactive'}
              color={record.isActive ? 'success' : 'default'}
            />
          )}
        />
        <FunctionField label="ACTIONS" render={() => <RowActions />} />
      </Datagrid>
    </List>
  );
}
